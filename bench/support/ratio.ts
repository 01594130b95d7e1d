/**
 * Benchmarks report ratios against a baseline measured in the same run: the machine is
 * shared, so absolute numbers drift while ratios hold.
 */
export interface Measurement {
  name: string;
  /** Operations per second (higher is better). */
  opsPerSec: number;
}

/** One line per measurement: `name  12,345 ops/s  0.82× baseline`. */
export function formatRatios(baseline: Measurement, others: Measurement[]): string[] {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  return [baseline, ...others].map((m) => {
    const ratio = baseline.opsPerSec > 0 ? m.opsPerSec / baseline.opsPerSec : Number.NaN;
    return `${m.name.padEnd(32)} ${fmt(m.opsPerSec).padStart(10)} ops/s  ${ratio.toFixed(2)}× baseline`;
  });
}
