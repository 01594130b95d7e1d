/**
 * A strict reader of the Prometheus text exposition format 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/): `# HELP` and `# TYPE` lines,
 * then samples `name{label="value",…} value`. Throws on any line that is not the format, on a
 * sample of a family with no TYPE, on a family typed twice, and on a histogram whose buckets do
 * not grow or whose `+Inf` bucket is not its `_count`.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  type: string;
  help?: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: (-?\\d+))?$`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

const unescape = (s: string) => s.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
const number = (s: string) => {
  if (s === '+Inf') return Infinity;
  if (s === '-Inf') return -Infinity;
  if (s === 'NaN') return NaN;
  const n = Number(s);
  if (s.trim() === '' || Number.isNaN(n)) throw new Error(`not a sample value: ${s}`);
  return n;
};

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (name: string) => {
    for (const suffix of ['', '_bucket', '_count', '_sum']) {
      if (suffix && !name.endsWith(suffix)) continue;
      const f = families.get(name.slice(0, name.length - suffix.length));
      if (f && (suffix === '' || f.type === 'histogram' || f.type === 'summary')) return f;
    }
    return undefined;
  };
  for (const [i, line] of text.split('\n').entries()) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`line ${i + 1}: bad metric name ${name}`);
      const f = families.get(name);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`line ${i + 1}: unknown type ${rest}`);
        if (f?.type) throw new Error(`line ${i + 1}: ${name} typed twice`);
        families.set(name, { ...(f ?? { samples: [] }), type: rest });
      } else families.set(name, { type: '', ...f, samples: f?.samples ?? [], help: rest });
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`line ${i + 1}: not a sample: ${line}`);
    const name = m[1]!;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(new RegExp(LABEL, 'g'))) {
      if (k! in labels) throw new Error(`line ${i + 1}: label ${k} twice`);
      labels[k!] = unescape(v!);
    }
    const family = familyOf(name);
    if (!family?.type) throw new Error(`line ${i + 1}: ${name} has no TYPE`);
    family.samples.push({ name, labels, value: number(m[m.length - 2]!) });
  }
  for (const [name, f] of families) if (f.type === 'histogram') checkHistogram(name, f);
  return families;
}

function checkHistogram(name: string, f: Family) {
  const series = new Map<string, Sample[]>();
  const key = (s: Sample) =>
    JSON.stringify(
      Object.entries(s.labels)
        .filter(([k]) => k !== 'le')
        .sort(),
    );
  for (const s of f.samples) series.set(key(s), [...(series.get(key(s)) ?? []), s]);
  for (const samples of series.values()) {
    const buckets = samples.filter((s) => s.name === `${name}_bucket`).map((s) => ({ le: number(s.labels.le ?? 'x'), n: s.value }));
    const count = samples.find((s) => s.name === `${name}_count`)?.value;
    for (let k = 1; k < buckets.length; k++) {
      if (!(buckets[k]!.le > buckets[k - 1]!.le && buckets[k]!.n >= buckets[k - 1]!.n)) throw new Error(`${name}: buckets out of order`);
    }
    if (buckets.at(-1)?.le !== Infinity || buckets.at(-1)?.n !== count) throw new Error(`${name}: +Inf bucket is not the count`);
    if (!samples.some((s) => s.name === `${name}_sum`)) throw new Error(`${name}: no _sum`);
  }
}
