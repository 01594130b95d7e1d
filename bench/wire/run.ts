/**
 * The contract's wire encoding of event payloads: what `encodeWire` costs per payload, next to
 * `JSON.stringify` of the same payload (work every event does anyway) measured in the same run.
 *
 *   npm run bench:wire
 *
 * Payloads: `realclosedupdates` (one money field; the closing storm sends 10,000) and `bidAddtime`
 * (seven money fields; every bid sends it). Each is timed in rounds of ~0.5 s, encode and
 * stringify alternating, five rounds; the medians are printed with their ratio.
 * BENCH_CONTRACT_ENTRY=<path to another checkout's packages/contract/src/index.ts> measures that
 * contract instead (an A/B of two commits in one sitting).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { fmtRatio, median, table } from '../support/stats.js';

type Contract = typeof import('@gavel/contract');

const entry = process.env.BENCH_CONTRACT_ENTRY;
const contract: Contract = entry ? await import(pathToFileURL(entry).href) : await import('@gavel/contract');
const { encodeWire, serverEvents } = contract;

const payloads = {
  realclosedupdates: (i: number) => ({ id: 1_000 + i, usr: 17, bpop_cbidder: 17, buynowamount: 12_300 + i }),
  bidAddtime: (i: number) => ({
    id: 1_000 + i,
    sequence: i,
    status: 'success',
    bpop_cbidder: 'Bidder 3',
    bpop_higher: 'Bidder 3',
    bpop_wprice: 12_300 + i,
    bpop_bidcount: 4,
    bpop_increment: 500,
    bpop_nextbid: 12_800 + i,
    bpop_nextbid_org: 12_800 + i,
    bidAmount: 12_300 + i,
    bpop_belowFive: 0,
  }),
} as const;

/** Operations a second of `fn` over about `ms`. */
function rate(fn: (i: number) => unknown, ms = 500): number {
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let k = 0; k < 200; k++) fn(n++);
    t = performance.now();
  }
  return n / ((t - t0) / 1_000);
}

console.log(
  `wire encoding${entry ? ` (contract: ${entry})` : ''}; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows = [['payload', 'encodeWire µs', 'JSON.stringify µs', 'encode ÷ stringify']];
for (const [name, make] of Object.entries(payloads)) {
  const schema = serverEvents[name as keyof typeof payloads];
  const encode = (i: number) => encodeWire(schema, make(i));
  const stringify = (i: number) => JSON.stringify(make(i));
  rate(encode, 300);
  rate(stringify, 300);
  const e: number[] = [];
  const s: number[] = [];
  for (let r = 0; r < 5; r++) {
    e.push(rate(encode));
    s.push(rate(stringify));
  }
  const eUs = 1e6 / median(e);
  const sUs = 1e6 / median(s);
  rows.push([name, eUs.toFixed(2), sUs.toFixed(2), fmtRatio(eUs / sUs)]);
}
console.log(table(rows));
