import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { reports } from '@gavel/contract';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { ChartFigure } from '../../../../components/ui/chart-figure';
import { useSession } from '../../../../lib/session/session-context';
import { ConsolePage } from '../../shell/console-page';
import { downloadReportCsv, useSalesReport, type ReportFilter } from '../api/reports-api';

type Group = reports.SalesReport['by_day'][number];
const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const percent = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)} %`);

/** `/admin/reports`: a period's sales figures, charts (each with a table view) and CSV exports. A seller sees its own. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { isStaff: staff } = useSession();
  const [form, setForm] = useState(() => {
    const today = Date.now();
    return { from: isoDay(today - 89 * DAY), to: isoDay(today), seller: '' };
  });
  const [filter, setFilter] = useState<ReportFilter>({ from: form.from, to: form.to });
  const { data } = useSalesReport(filter);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ from: form.from, to: form.to, ...(staff && Number(form.seller) > 0 ? { sellerId: Number(form.seller) } : {}) });
  };
  const s = data?.summary;
  const figures: [string, string, string][] = s
    ? [
        ['listed', t('console.reports.listed'), String(s.lots_listed)],
        ['sold', t('console.reports.sold'), String(s.lots_sold)],
        ['sell-through', t('console.reports.sellThrough'), percent(s.sell_through)],
        ['gross', t('console.reports.gross'), money(s.gross_sales)],
        ['avg-bids', t('console.reports.avgBids'), s.avg_bids_per_lot === null ? '–' : String(s.avg_bids_per_lot)],
        ['recovery', t('console.reports.recovery'), percent(s.recovery_rate)],
        ['days-to-pay', t('console.reports.daysToPay'), s.avg_days_to_pay === null ? '–' : String(s.avg_days_to_pay)],
        ['dispute-rate', t('console.reports.disputeRate'), percent(s.dispute_rate)],
        ['commission', t('console.reports.commission', { percent: data.commission_percent === null ? '–' : `${data.commission_percent} %` }), money(s.commission)],
        ['net-due', t('console.reports.netDue'), money(s.net_due)],
      ]
    : [];
  const groupColumns = (first: string) => [
    { label: first, value: (g: Group) => g.key },
    { label: t('console.reports.sold'), value: (g: Group) => g.lots_sold, numeric: true },
    { label: t('console.reports.gross'), value: (g: Group) => money(g.gross_sales), numeric: true },
    { label: t('console.reports.recovery'), value: (g: Group) => percent(g.recovery_rate), numeric: true },
  ];
  const bars = (groups: readonly Group[], title: string, testId: string) => (
    <ChartFigure
      title={title}
      testId={testId}
      summary={groups[0] ? t('console.reports.groupSummary', { key: groups[0].key, gross: money(groups[0].gross_sales) }) : t('console.reports.none')}
      showTable={t('console.reports.showTable')}
      showChart={t('console.reports.showChart')}
      rows={groups}
      columns={groupColumns(t('console.reports.key'))}
      chart={
        <BarChart
          height={Math.max(160, groups.length * 36 + 40)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: groups.map((g) => g.key), width: 140 }]}
          series={[{ data: groups.map((g) => g.gross_sales / 100), label: t('console.reports.gross'), valueFormatter: (v) => (v === null ? '' : money(Math.round(v * 100))) }]}
        />
      }
    />
  );
  return (
    <ConsolePage
      title={t('console.reports.title')}
      testId="reports-screen"
      actions={
        <>
          <Button variant="contained" onClick={() => void downloadReportCsv('sales', filter)} data-testid="report-download">
            {t('console.reports.download')}
          </Button>
          <Button variant="outlined" onClick={() => void downloadReportCsv('invoices', filter)}>
            {t('console.reports.downloadInvoices')}
          </Button>
          <Button variant="outlined" onClick={() => void downloadReportCsv('payments', filter)}>
            {t('console.reports.downloadPayments')}
          </Button>
        </>
      }
    >
      <Box component="form" onSubmit={apply} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
        <TextField type="date" size="small" label={t('console.reports.from')} value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={t('console.reports.to')} value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        {staff && (
          <TextField size="small" label={t('console.reports.sellerId')} value={form.seller} onChange={(e) => setForm({ ...form, seller: e.target.value.replace(/\D/g, '') })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        )}
        <Button type="submit" variant="outlined">
          {t('console.reports.apply')}
        </Button>
      </Box>
      {data && s && (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, m: 0, mb: 3 }} data-testid="report-figures">
            {figures.map(([id, label, value]) => (
              <Paper key={id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={`report-${id}`}>
                  {value}
                </Typography>
              </Paper>
            ))}
          </Box>
          <ChartFigure
            title={t('console.reports.salesOverTime')}
            testId="report-sales-chart"
            summary={t('console.reports.chartSummary', { sold: s.lots_sold, gross: money(s.gross_sales), from: data.from, to: data.to })}
            showTable={t('console.reports.showTable')}
            showChart={t('console.reports.showChart')}
            rows={data.by_day.filter((d) => d.lots_sold > 0)}
            columns={groupColumns(t('console.reports.day'))}
            chart={
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: data.by_day.map((d) => d.key.slice(5)) }]}
                series={[{ data: data.by_day.map((d) => d.gross_sales / 100), label: t('console.reports.gross'), valueFormatter: (v) => (v === null ? '' : money(Math.round(v * 100))) }]}
              />
            }
          />
          <ChartFigure
            title={t('console.reports.recoveryOverTime')}
            testId="report-recovery-chart"
            summary={t('console.reports.recoverySummary', { rate: percent(s.recovery_rate) })}
            showTable={t('console.reports.showTable')}
            showChart={t('console.reports.showChart')}
            rows={data.by_day.filter((d) => d.recovery_rate !== null)}
            columns={groupColumns(t('console.reports.day'))}
            chart={
              <LineChart
                height={220}
                xAxis={[{ scaleType: 'point', data: data.by_day.map((d) => d.key.slice(5)) }]}
                series={[{ data: data.by_day.map((d) => (d.recovery_rate === null ? null : d.recovery_rate * 100)), connectNulls: true, label: t('console.reports.recovery'), valueFormatter: (v) => (v === null ? '' : `${v.toFixed(1)} %`) }]}
              />
            }
          />
          {bars(data.by_category, t('console.reports.byCategory'), 'report-category-chart')}
          {bars(data.by_condition, t('console.reports.byCondition'), 'report-condition-chart')}
        </>
      )}
    </ConsolePage>
  );
}
