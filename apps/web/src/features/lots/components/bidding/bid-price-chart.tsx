import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { moneyAxis, TimeSeriesFigure } from '../../../../components/ui/time-series-figure';
import { formatDate, formatDateTime, formatDay, useTimeZoneMode } from '../../../../lib/dates';
import { useBidPriceSeries } from '../../api/get-bid-history';

/**
 * The bid history's chart of the price over time (issue 42 §4): each visible bid's amount, a step
 * line oldest to newest, with its text summary and table view (ChartFigure). A sealed lot's hidden
 * amounts draw nothing. Loaded lazily with the chart library, when the dialog opens.
 */
export default function BidPriceChart({
  lotId,
  viewerId,
  money,
}: {
  lotId: number;
  viewerId: number | null;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const mode = useTimeZoneMode();
  const { data } = useBidPriceSeries(lotId, viewerId, true);
  if (!data || data.points.length < 1) return null;
  const { points } = data;
  // Ticks are short (the time with seconds within an hour, the time within a day and a half, else
  // the day); the tooltip and the table have the full date and time.
  const span = Date.parse(points.at(-1)!.at) - Date.parse(points[0]!.at);
  const tick = (v: Date) =>
    span < 3_600_000 ? formatDate(v, 'LTS', mode) : span < 36 * 3_600_000 ? formatDate(v, 'LT', mode) : formatDay(v, mode);
  const summary = t('soldPrices.bidSummary', { count: points.length, first: money(points[0]!.amount), last: money(points.at(-1)!.amount) });
  return (
    <TimeSeriesFigure
      title={t('soldPrices.bidChartTitle')}
      summary={summary}
      testId="bid-price-chart"
      rows={points}
      time={{ label: t('soldPrices.bidTime'), value: (p) => formatDateTime(p.at, mode) }}
      price={{ label: t('soldPrices.bidAmount'), value: (p) => money(p.amount) }}
      chart={
        <LineChart
          height={200}
          series={[
            {
              label: t('soldPrices.bidAmount'),
              data: points.map((p) => p.amount / 100),
              curve: 'stepAfter',
              showMark: points.length <= 20,
              valueFormatter: (v) => (v === null ? '' : moneyAxis(money)(v)),
            },
          ]}
          xAxis={[
            {
              scaleType: 'time',
              data: points.map((p) => new Date(p.at)),
              tickNumber: 4,
              valueFormatter: (v: Date, c) => (c.location === 'tick' ? tick(v) : formatDateTime(v, mode)),
            },
          ]}
          yAxis={[{ valueFormatter: moneyAxis(money) }]}
          hideLegend
        />
      }
    />
  );
}
