import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestServer } from '../harness.js';
import { inDays, startSellerConsole } from '../support/console.js';
import { buildLot } from '../factories/lots.js';
import { auditLog, lots } from '../../src/platform/db/schema/index.js';

/** Many lots at once from the console's list (issue 42 §2): schedule, publish, withdraw, relist; one transaction, per-lot results. */
let s: TestServer;
let sellerToken: string;
let sellerId: number;
let otherSellerId: number;

beforeAll(async () => {
  ({ s, sellerId, sellerToken, otherSellerId } = await startSellerConsole());
});
afterAll(async () => {
  await s?.close();
});

const draft = (over: Parameters<typeof buildLot>[1] = {}) =>
  buildLot(s.database.db, { sellerId, status: 'draft', dateAdded: new Date(), dateClosed: inDays(5), ...over });
const act = (body: Record<string, unknown>) => s.api('POST', '/api/admin/lots/bulk/action', { token: sellerToken, body });
const statusOf = async (ids: number[]) =>
  Object.fromEntries(
    (await s.database.db.select({ id: lots.id, status: lots.status }).from(lots).where(inArray(lots.id, ids))).map((r) => [r.id, r.status]),
  );
const audits = async (action: string, ids: number[]) =>
  (
    await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), inArray(auditLog.lotId, ids)))
  ).length;

describe('bulk lot actions', () => {
  it('publishes the drafts, leaves an open lot and another seller’s lot alone, and answers each lot', async () => {
    const [a, b] = [await draft(), await draft()];
    const open = await buildLot(s.database.db, { sellerId, status: 'open' });
    const foreign = await buildLot(s.database.db, { sellerId: otherSellerId, status: 'draft', dateClosed: inDays(5) });
    const res = await act({ action: 'publish', ids: [a.id, b.id, open.id, foreign.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.done).toBe(2);
    const byId = Object.fromEntries(res.body.data.results.map((r: { id: number; result: string }) => [r.id, r.result]));
    expect(byId).toEqual({ [a.id]: 'DONE', [b.id]: 'DONE', [open.id]: 'WRONG_STATE', [foreign.id]: 'NOT_FOUND' });
    expect(await statusOf([a.id, b.id, open.id, foreign.id])).toEqual({
      [a.id]: 'open',
      [b.id]: 'open',
      [open.id]: 'open',
      [foreign.id]: 'draft',
    });
    expect(await audits('consoleLots.publish', [a.id, b.id, open.id, foreign.id])).toBe(2);
  });

  it('schedules drafts for a future start; a draft that closes before it is INVALID and stays a draft', async () => {
    const ok = await draft();
    const early = await draft({ dateClosed: inDays(1) });
    const res = await act({ action: 'schedule', ids: [ok.id, early.id], date_added: inDays(2).toISOString() });
    expect(res.status).toBe(200);
    const [first, second] = res.body.data.results;
    expect(first).toMatchObject({ id: ok.id, result: 'DONE', status: 'scheduled' });
    expect(second).toMatchObject({ id: early.id, result: 'INVALID', status: 'draft', problems: ['date_added: must be before the close'] });
    expect(await statusOf([ok.id, early.id])).toEqual({ [ok.id]: 'scheduled', [early.id]: 'draft' });
  });

  it('withdraws lots and relists withdrawn ones as new lots', async () => {
    const [a, b] = [await buildLot(s.database.db, { sellerId, status: 'open' }), await draft()];
    const withdrawn = await act({ action: 'withdraw', ids: [a.id, b.id], reason: 'Stock sold elsewhere' });
    expect(withdrawn.body.data.done).toBe(2);
    expect(await statusOf([a.id, b.id])).toEqual({ [a.id]: 'withdrawn', [b.id]: 'withdrawn' });
    const relisted = await act({ action: 'relist', ids: [a.id, b.id], date_closed: inDays(7).toISOString() });
    expect(relisted.status).toBe(200);
    const newIds = relisted.body.data.results.map((r: { relisted_as: number | null }) => r.relisted_as);
    expect(newIds.every((id: number | null) => typeof id === 'number')).toBe(true);
    const fresh = await s.database.db.select().from(lots).where(inArray(lots.id, newIds));
    expect(fresh.map((l) => [l.status, l.relistedFromId]).sort()).toEqual(
      [
        ['open', a.id],
        ['open', b.id],
      ].sort(),
    );
  });

  it('refuses a schedule without a date and a relist without a close (nothing changes)', async () => {
    const d = await draft();
    expect((await act({ action: 'schedule', ids: [d.id] })).status).toBe(400);
    expect((await act({ action: 'relist', ids: [d.id] })).status).toBe(400);
    expect(await statusOf([d.id])).toEqual({ [d.id]: 'draft' });
  });

  it('is for the console only', async () => {
    const buyer = await s.buildUser();
    const res = await s.api('POST', '/api/admin/lots/bulk/action', {
      token: await s.loginAs(buyer),
      body: { action: 'publish', ids: [1] },
    });
    expect(res.status).toBe(403);
  });
});
