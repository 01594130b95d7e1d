import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { formatDay } from '../../../../lib/dates';

/**
 * Its own chunk with the chart library: loaded when the section nears the viewport
 * (sold-prices-section.tsx). The chart fills a box of exactly `height` (legend and plot together, the
 * plot taking what the legend leaves), so it is as tall as the place reserved for it, however the
 * legend wraps.
 */
export default function SoldPricesChart({
  height,
  points,
  median,
  labels,
  axisMoney,
  medianLabel,
}: {
  height: number;
  /** Each sale: ISO date, price in the display currency's cents. */
  points: readonly { date: string; shown: number }[];
  median: number | null;
  labels: { unitPrice: string; median: string };
  axisMoney: (units: number) => string;
  medianLabel: string;
}) {
  return (
    <Box sx={{ height }}>
      <ScatterChart
        series={[
          {
            label: labels.unitPrice,
            data: points.map((p, i) => ({ id: i, x: Date.parse(p.date), y: p.shown / 100 })),
            valueFormatter: (v) => (v ? axisMoney(v.y) : ''),
          },
          ...(median !== null
            ? [
                {
                  label: labels.median,
                  data: [
                    { id: 'm0', x: Date.parse(points[0]!.date), y: median / 100 },
                    { id: 'm1', x: Date.parse(points.at(-1)!.date), y: median / 100 },
                  ],
                  valueFormatter: () => medianLabel,
                },
              ]
            : []),
        ]}
        xAxis={[{ scaleType: 'time', valueFormatter: (v: Date) => formatDay(v) }]}
        yAxis={[{ valueFormatter: axisMoney }]}
      />
    </Box>
  );
}
