import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { moneyAxis, TimeSeriesFigure } from '../../../../components/ui/time-series-figure';
import { WhenNear } from '../../../../components/ui/when-near';
import { formatDay } from '../../../../lib/dates';
import { useDisplayCurrency, useInDisplayCurrency } from '../../../../lib/display-currency';
import { useSoldPrices } from '../../api/get-sold-prices';

const SoldPricesChart = lazy(() => import('./sold-prices-chart'));

/**
 * The drawing's height, legend included (the plot 240 px beside a one-line legend); its place is
 * reserved at this height until it draws, and the drawing fills exactly that (no layout shift).
 */
const chartHeight = 272;

/**
 * "What comparable lots sold for" (issue 42 §4): per-unit sale prices of sold lots of the same
 * category and condition (and model) over the last 90 days, with the median and the count, in
 * the viewer's display currency (lib/display-currency.ts). Read again when a comparable lot
 * sells (`soldpricesupdate`, use-lot-live-updates.ts). The lot page loads the section (heading,
 * summary, currency, "Show table") when its place comes within 600 px of the viewport; the drawing
 * and the chart library (their own chunk) only within 300 px: it is far below the fold, and drawing
 * it with MUI X Charts' styles cost ≈ 640 ms of a phone's main thread during the page's load
 * (docs/performance.md).
 */
export default function SoldPricesSection({ lotId }: { lotId: number }) {
  const { data } = useSoldPrices(lotId);
  if (!data) return null;
  return <SoldPrices data={data} />;
}

function SoldPrices({ data }: { data: NonNullable<ReturnType<typeof useSoldPrices>['data']> }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [, choose] = useDisplayCurrency();
  const shown = useInDisplayCurrency(data.currency);
  const money = (c: number | null) => (c === null ? '' : format(shown.convert(c), shown.currency));
  /** A chart value (display currency units) back to its label. */
  const axisMoney = moneyAxis((cents) => format(cents, shown.currency));
  const points = data.points.map((p) => ({ ...p, shown: shown.convert(p.unit_price) }));
  const median = data.median === null ? null : shown.convert(data.median);
  const summary =
    data.count === 0
      ? t('soldPrices.none', { days: data.days })
      : t('soldPrices.summary', { count: data.count, days: data.days, median: money(data.median) });
  const scope = data.model
    ? t('soldPrices.scopeModel', { category: data.category, condition: data.condition, model: data.model })
    : t('soldPrices.scope', { category: data.category, condition: data.condition });
  const choices = [...new Set([data.currency, 'EUR', ...shown.rates.map((r) => r.code)])];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="sold-prices-title"
      data-testid="sold-prices"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="sold-prices-title" variant="h6" component="h2" gutterBottom>
            {t('soldPrices.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {scope}
          </Typography>
        </Box>
        {data.count > 0 && shown.rates.length > 0 && (
          <TextField
            select
            size="small"
            label={t('soldPrices.showIn')}
            value={shown.currency}
            onChange={(e) => choose(e.target.value === data.currency ? null : e.target.value)}
            sx={{ minWidth: 140 }}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'sold-prices-currency' } }}
          >
            {choices.map((c) => (
              <option key={c} value={c}>
                {c === data.currency ? t('soldPrices.lotCurrency', { currency: c }) : c}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      {data.count === 0 ? (
        <Typography data-testid="sold-prices-none">{summary}</Typography>
      ) : (
        <>
          <TimeSeriesFigure
            title={t('soldPrices.chartTitle')}
            summary={summary}
            testId="sold-prices-chart"
            rows={points}
            time={{ label: t('soldPrices.date'), value: (p) => formatDay(p.date) }}
            price={{ label: t('soldPrices.unitPrice'), value: (p) => format(p.shown, shown.currency) }}
            more={[{ label: t('soldPrices.qty'), value: (p) => p.qty, numeric: true }]}
            chart={
              <WhenNear height={chartHeight} testId="sold-prices-chart">
                {(placeholder) => (
                  <Suspense fallback={placeholder}>
                    <SoldPricesChart
                      height={chartHeight}
                      points={points}
                      median={median}
                      labels={{ unitPrice: t('soldPrices.unitPrice'), median: t('soldPrices.median') }}
                      axisMoney={axisMoney}
                      medianLabel={median === null ? '' : format(median, shown.currency)}
                    />
                  </Suspense>
                )}
              </WhenNear>
            }
          />
          {shown.converted && (
            <Typography variant="caption" color="text.secondary" data-testid="sold-prices-converted">
              {t('soldPrices.converted', { currency: data.currency })}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
