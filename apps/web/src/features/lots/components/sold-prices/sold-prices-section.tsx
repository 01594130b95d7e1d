import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { ChartFigure } from '../../../../components/ui/chart-figure';
import { formatDay } from '../../../../lib/dates';
import { useSoldPrices } from '../../api/get-sold-prices';

/**
 * "What comparable lots sold for" (issue 42 §4): per-unit sale prices of sold lots of the same
 * category and condition (and model) over the last 90 days, with the median and the count.
 * Loaded lazily: the chart library is in this chunk only.
 */
export default function SoldPricesSection({ lotId }: { lotId: number }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { data } = useSoldPrices(lotId);
  if (!data) return null;
  const money = (c: number | null) => (c === null ? '' : format(c, data.currency));
  const summary =
    data.count === 0
      ? t('soldPrices.none', { days: data.days })
      : t('soldPrices.summary', { count: data.count, days: data.days, median: money(data.median) });
  const scope = data.model
    ? t('soldPrices.scopeModel', { category: data.category, condition: data.condition, model: data.model })
    : t('soldPrices.scope', { category: data.category, condition: data.condition });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="sold-prices-title" data-testid="sold-prices">
      <Typography id="sold-prices-title" variant="h6" component="h2" gutterBottom>
        {t('soldPrices.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {scope}
      </Typography>
      {data.count === 0 ? (
        <Typography data-testid="sold-prices-none">{summary}</Typography>
      ) : (
        <ChartFigure
          title={t('soldPrices.chartTitle')}
          summary={summary}
          testId="sold-prices-chart"
          showTable={t('soldPrices.showTable')}
          showChart={t('soldPrices.showChart')}
          rows={data.points}
          columns={[
            { label: t('soldPrices.date'), value: (p) => formatDay(p.date) },
            { label: t('soldPrices.unitPrice'), value: (p) => money(p.unit_price), numeric: true },
            { label: t('soldPrices.qty'), value: (p) => p.qty, numeric: true },
          ]}
          chart={
            <ScatterChart
              height={240}
              series={[
                {
                  label: t('soldPrices.unitPrice'),
                  data: data.points.map((p, i) => ({ id: i, x: Date.parse(p.date), y: p.unit_price / 100 })),
                  valueFormatter: (v) => (v ? money(Math.round(v.y * 100)) : ''),
                },
                ...(data.median !== null
                  ? [
                      {
                        label: t('soldPrices.median'),
                        data: [
                          { id: 'm0', x: Date.parse(data.points[0]!.date), y: data.median / 100 },
                          { id: 'm1', x: Date.parse(data.points.at(-1)!.date), y: data.median / 100 },
                        ],
                        valueFormatter: () => money(data.median),
                      },
                    ]
                  : []),
              ]}
              xAxis={[{ scaleType: 'time', valueFormatter: (v: Date) => formatDay(v) }]}
              yAxis={[{ valueFormatter: (v: number) => money(Math.round(v * 100)) }]}
            />
          }
        />
      )}
    </Paper>
  );
}
