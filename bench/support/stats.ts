/** Percentile of an ascending array (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** The middle value (the upper one of an even count); NaN when empty. */
export const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : Number.NaN);

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(values: number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const arr = Array.from(sorted);
  const sum = arr.reduce((a, b) => a + b, 0);
  return {
    count: arr.length,
    p50: percentile(arr, 50),
    p90: percentile(arr, 90),
    p99: percentile(arr, 99),
    max: arr.length ? arr[arr.length - 1]! : Number.NaN,
    mean: arr.length ? sum / arr.length : Number.NaN,
  };
}

export const fmtInt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
export const fmtMs = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : '-');
export const fmtRatio = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '-');

/** An A/B's cells for one row, from each side's timings: A p50, A p95, B p50, B p95, B ÷ A at p50 and at p95. */
export function abCells(a: number[], b: number[]): string[] {
  const p = (v: number[], q: number) => percentile([...v].sort((x, y) => x - y), q);
  const [a50, a95, b50, b95] = [p(a, 50), p(a, 95), p(b, 50), p(b, 95)];
  return [fmtMs(a50), fmtMs(a95), fmtMs(b50), fmtMs(b95), fmtRatio(b50 / a50), fmtRatio(b95 / a95)];
}

/** A plain text table: the first row is the header; columns after the first are right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), sep, ...rows.slice(1).map(line)].join('\n');
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
