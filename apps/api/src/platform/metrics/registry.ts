/**
 * A small metrics registry rendered in the Prometheus text exposition format (0.0.4):
 * counters, gauges (read when scraped) and histograms, each with labels. Pure; no I/O.
 */
type Labels = Record<string, string | number>;

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const keys = Object.keys(labels).sort();
  return keys.length ? `{${keys.map((k) => `${k}="${escapeLabel(String(labels[k]))}"`).join(',')}}` : '';
};
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

interface Metric {
  render(): string[] | Promise<string[]>;
}
type Rows = { labels?: Labels; value: number }[];

export function createMetricsRegistry() {
  const metrics: Metric[] = [];

  function counter(name: string, help: string) {
    const values = new Map<string, { labels: Labels; value: number }>();
    metrics.push({
      render: () => [`# HELP ${name} ${help}`, `# TYPE ${name} counter`, ...[...values.values()].map((v) => `${name}${labelText(v.labels)} ${num(v.value)}`)],
    });
    return {
      inc(labels: Labels = {}, by = 1) {
        const key = labelText(labels);
        const v = values.get(key) ?? { labels, value: 0 };
        v.value += by;
        values.set(key, v);
      },
    };
  }

  /** A gauge read at scrape time; `read` answers one value per label set (a failing read shows none). */
  function gauge(name: string, help: string, read: () => Rows | Promise<Rows>) {
    metrics.push({
      render: async () => {
        let rows: Rows;
        try {
          rows = await read();
        } catch {
          rows = [];
        }
        return [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, ...rows.map((r) => `${name}${labelText(r.labels ?? {})} ${num(r.value)}`)];
      },
    });
  }

  function histogram(name: string, help: string, buckets: readonly number[]) {
    const sorted = [...buckets].sort((a, b) => a - b);
    const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
    metrics.push({
      render: () => {
        const out = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
        for (const s of series.values()) {
          sorted.forEach((le, i) => out.push(`${name}_bucket${labelText({ ...s.labels, le: num(le) })} ${s.counts[i]}`));
          out.push(`${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
          out.push(`${name}_sum${labelText(s.labels)} ${num(s.sum)}`, `${name}_count${labelText(s.labels)} ${s.count}`);
        }
        return out;
      },
    });
    return {
      observe(labels: Labels, value: number) {
        const key = labelText(labels);
        let s = series.get(key);
        if (!s) series.set(key, (s = { labels, counts: sorted.map(() => 0), sum: 0, count: 0 }));
        sorted.forEach((le, i) => {
          if (value <= le) s.counts[i]! += 1;
        });
        s.sum += value;
        s.count += 1;
      },
    };
  }

  return {
    counter,
    gauge,
    histogram,
    /** The whole exposition, one metric family after another. */
    render: async () => (await Promise.all(metrics.map((m) => m.render()))).flat().join('\n') + '\n',
  };
}
export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
