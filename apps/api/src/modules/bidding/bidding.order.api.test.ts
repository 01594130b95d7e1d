import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { buildLot, seedIncrements, setSoftClose } from '../../../test/factories/lots.js';
import { bids } from '../../platform/db/schema/index.js';

/**
 * Issue 11: bids that reach one process one after another on one lot are decided in that
 * order, whatever their concurrency. Each request is sent without waiting for the answer of
 * the one before, only until the server has received it; every amount is exactly the next bid
 * after the one before (so any overtaking is refused BID_TOO_LOW). The accepted order (the
 * receipts' sequence numbers and the stored bid ids) must be the send order, with no refusal.
 */
const BUYERS = 12;
const BIDS = 40;

let s: TestServer;
let tokens: string[] = [];

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false', RATE_LIMIT_PER_MINUTE: '1000000' } });
  await seedIncrements(s.database.db);
  await setSoftClose(s.database.db, { windowSeconds: 0, extensionSeconds: 0, capSeconds: null });
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => s.buildUser()));
  tokens = [];
  for (const b of buyers) tokens.push(await s.loginAs(b));
}, 300_000);
afterAll(() => s?.close());

/** Resolves when the server has received the next bid request (its raw `request` event). */
function nextArrival(): Promise<void> {
  return new Promise((resolve) => {
    const on = (req: { method?: string; url?: string }) => {
      if (req.method !== 'POST' || !req.url?.startsWith('/api/product/bidConfirm')) return;
      s.app.server.off('request', on);
      resolve();
    };
    s.app.server.on('request', on);
  });
}

describe('arrival order on one lot', () => {
  it(`${BIDS} exact bids sent one after another, answers not awaited, are accepted in send order`, async () => {
    const lot = await buildLot(s.database.db); // $10.00 start, $1.00 increment below $100
    const answers: Promise<{ status: number; body: { code?: string; data?: { receipt: { sequence: number; amount: number } } } }>[] = [];
    for (let k = 0; k < BIDS; k++) {
      const amount = 1_000 + k * 100; // cents: the k-th bid is exactly the next bid after the (k-1)-th
      const arrived = nextArrival();
      answers.push(s.api('POST', '/api/product/bidConfirm', { token: tokens[k % BUYERS], body: { id: lot.id, wsprice: amount / 100, hard_bid: 1 } }));
      await arrived;
    }
    const results = await Promise.all(answers);
    const codes = results.filter((r) => r.status !== 200).map((r) => r.body.code);
    expect(codes).toEqual([]);
    // Receipts: sequence k+1 for the k-th bid sent.
    expect(results.map((r) => r.body.data!.receipt.sequence)).toEqual(results.map((_, k) => k + 1));
    // Stored: bid ids rise with the sequence, and the amounts are the send order's.
    const rows = await s.database.db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(asc(bids.id));
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, k) => k + 1));
    expect(rows.map((r) => r.amount)).toEqual(rows.map((_, k) => 1_000 + k * 100));
  }, 120_000);
});
