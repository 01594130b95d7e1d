import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChartFigure, type ChartColumn } from './chart-figure';

/**
 * Prices over time as a chart figure (ChartFigure: summary caption, "Show table"): the table's
 * first columns are each point's time and price, then any `more`. The chart plots prices in
 * currency units (`cents / 100`); `moneyAxis` labels such a value back as money.
 */
export function TimeSeriesFigure<R>(props: {
  title: string;
  summary: string;
  testId: string;
  rows: readonly R[];
  time: { label: string; value: (row: R) => string };
  price: { label: string; value: (row: R) => string };
  more?: readonly ChartColumn<R>[];
  chart: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ChartFigure
      title={props.title}
      summary={props.summary}
      testId={props.testId}
      showTable={t('soldPrices.showTable')}
      showChart={t('soldPrices.showChart')}
      rows={props.rows}
      columns={[props.time, { ...props.price, numeric: true }, ...(props.more ?? [])]}
      chart={props.chart}
    />
  );
}

/** A chart's value in currency units back to a money label, given the cents formatter. */
export const moneyAxis = (money: (cents: number) => string) => (units: number) => money(Math.round(units * 100));
