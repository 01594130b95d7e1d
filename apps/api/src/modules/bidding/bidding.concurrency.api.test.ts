import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { bidRefusalCodes } from '@gavel/contract';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { bids, lots, users } from '../../platform/db/schema/index.js';
import { replayBids } from './replay.js';
import { toBidState } from './lot-state.js';
import { createBiddingSettings } from './bidding.settings.js';

/**
 * Many buyers bidding at once: no accepted bid is lost or duplicated, prices only
 * rise, the stored state equals a replay of the accepted bids, and every refused bid
 * has a reason. Runs on both engines (PGlite serialises; PostgreSQL really contends).
 */
const BUYERS = 100;
const BIDS = 2_000;
const CONCURRENCY = 64;

let s: TestServer;
let tokens: { id: number; token: string }[] = [];

/** A deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', RATE_LIMIT_PER_MINUTE: '1000000' } });
  await seedIncrements(s.database.db);
  await setSoftClose(s.database.db, { windowSeconds: 0, extensionSeconds: 0, capSeconds: null });
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => s.buildUser()));
  tokens = await pool(
    buyers.map((b) => async () => ({ id: b.id, token: await s.loginAs(b) })),
    8,
  );
}, 300_000);
afterAll(() => s?.close());

type Outcome = { lotId: number; status: number; body: { code?: string; message?: string; data?: { receipt: { sequence: number }; wprice: number } } };

async function fire(lotIds: number[], seed: number): Promise<Outcome[]> {
  const rnd = prng(seed);
  const jobs = Array.from({ length: BIDS }, (_, i) => {
    const lotId = lotIds[Math.floor(rnd() * lotIds.length)]!;
    const buyer = tokens[Math.floor(rnd() * tokens.length)]!;
    // Amounts spread around a rising level, so many bids win, many lose and some are too low.
    const level = 1_000 + Math.floor((i / BIDS) * 200_000 / lotIds.length);
    const amount = level + Math.floor(rnd() * 30) * 100; // cents; the wire takes currency units
    const hard = rnd() < 0.5 ? 1 : 0;
    return async (): Promise<Outcome> => {
      const res = await s.api('POST', '/api/product/bidConfirm', { token: buyer.token, body: { id: lotId, wsprice: amount / 100, hard_bid: hard } });
      return { lotId, status: res.status, body: res.body };
    };
  });
  return pool(jobs, CONCURRENCY);
}

async function checkLot(lotId: number, outcomes: Outcome[]) {
  const accepted = outcomes.filter((o) => o.status === 200);
  const refused = outcomes.filter((o) => o.status !== 200);
  for (const r of refused) {
    expect(bidRefusalCodes as readonly string[]).toContain(r.body.code);
    expect(r.body.message).toBeTruthy();
  }
  const rows = await s.database.db.select().from(bids).where(eq(bids.lotId, lotId)).orderBy(asc(bids.sequence));
  // Nothing lost, nothing duplicated: one row per accepted receipt, sequences 1..n.
  expect(rows).toHaveLength(accepted.length);
  expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
  expect(accepted.map((a) => a.body.data!.receipt.sequence).sort((a, b) => a - b)).toEqual(rows.map((r) => r.sequence));
  // Prices only rise, in sequence order.
  const prices = accepted.sort((a, b) => a.body.data!.receipt.sequence - b.body.data!.receipt.sequence).map((a) => a.body.data!.wprice);
  for (let i = 1; i < prices.length; i++) expect(prices[i]!).toBeGreaterThanOrEqual(prices[i - 1]!);
  // Stored state = replay of the accepted bids in sequence order.
  const [lot] = await s.database.db.select().from(lots).where(eq(lots.id, lotId));
  const companies = new Map(
    (await s.database.db.select({ id: users.id, c: users.companyId }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId)), 0]))).map((u) => [
      u.id,
      u.c,
    ]),
  );
  const table = await createBiddingSettings(s.database.db).incrementTable();
  const { state, skipped } = replayBids(
    toBidState(lot!, lot!, new Date()),
    rows.map((r) => ({ ...r, companyId: companies.get(r.userId) ?? null })),
    table,
  );
  expect(skipped).toEqual([]);
  expect({ price: lot!.currentPrice, leader: lot!.leaderUserId, max: lot!.leaderMaxAmount, count: lot!.bidCount }).toEqual({
    price: state.currentPrice,
    leader: state.leader?.userId ?? null,
    max: state.leader?.maxAmount ?? null,
    count: state.bidCount,
  });
  return { accepted: accepted.length, refused: refused.length };
}

describe(`${BUYERS} buyers sending ${BIDS} bids in parallel`, () => {
  it('to one hot lot', async () => {
    const lot = await buildLot(s.database.db);
    const outcomes = await fire([lot.id], 1);
    const r = await checkLot(lot.id, outcomes);
    expect(r.accepted).toBeGreaterThan(20);
    expect(r.refused).toBeGreaterThan(0);
  }, 600_000);

  it('to many lots', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, () => buildLot(s.database.db)));
    const outcomes = await fire(
      many.map((l) => l.id),
      2,
    );
    let accepted = 0;
    for (const l of many) accepted += (await checkLot(l.id, outcomes.filter((o) => o.lotId === l.id))).accepted;
    expect(accepted).toBeGreaterThan(100);
  }, 600_000);
});
