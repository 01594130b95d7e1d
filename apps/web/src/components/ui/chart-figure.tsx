import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ChartColumn<R> {
  label: string;
  value: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its text alternative and a table view (docs/decisions.md, "Charts"): the
 * chart is an image to assistive technology, labelled by a one-sentence summary that is
 * also shown as the caption; "Show table" swaps it for an HTML table of the same data.
 * Only lazily loaded screens import this (it pulls in the chart library).
 */
export function ChartFigure<R>(props: {
  title: string;
  summary: string;
  chart: ReactNode;
  rows: readonly R[];
  columns: readonly ChartColumn<R>[];
  showTable: string;
  showChart: string;
  testId?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const [table, setTable] = useState(false);
  const id = useId();
  return (
    <Box component="figure" sx={{ m: 0, mb: 3 }} aria-labelledby={`${id}-title`} data-testid={props.testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="subtitle1" component={props.headingLevel ?? 'h3'}>
          {props.title}
        </Typography>
        <Button size="small" onClick={() => setTable((v) => !v)} aria-pressed={table} data-testid="chart-table-toggle">
          {table ? props.showChart : props.showTable}
        </Button>
      </Box>
      {table ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { p: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left' } }} data-testid="chart-table">
            <caption style={{ textAlign: 'left' }}>{props.summary}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.label} scope="col" style={c.numeric ? { textAlign: 'right' } : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r, i) => (
                <tr key={i}>
                  {props.columns.map((c) => (
                    <td key={c.label} style={c.numeric ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : undefined}>
                      {c.value(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      ) : (
        <>
          <Box role="img" aria-label={props.summary} data-testid="chart-image">
            {/* The drawing is the picture of the summary: out of the tab order and the accessibility tree (`inert`). */}
            <Box aria-hidden="true" inert>
              {props.chart}
            </Box>
          </Box>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {props.summary}
          </Typography>
        </>
      )}
    </Box>
  );
}
