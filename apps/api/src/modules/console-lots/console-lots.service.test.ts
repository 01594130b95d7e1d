import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import { lotRow } from '../../testing/lot-row.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { AuditRecord } from '../audit/index.js';
import { T0, at } from '../../testing/market.js';
import type { ConsoleLotsRepository, LotRow } from './console-lots.repository.js';
import { createConsoleLotsService } from './console-lots.service.js';

const staff = { id: 1, isAdmin: true, isEmployee: false, companyId: null } as AuthUser;
const seller = (id: number) => ({ id, isAdmin: false, isEmployee: false, companyId: null }) as AuthUser;

function world(initial: LotRow[], subLots: Record<number, number> = {}, bidders: number[] = []) {
  const lots = new Map(initial.map((l) => [l.id, { ...l }]));
  const audits: AuditRecord[] = [];
  const published: [string, unknown][] = [];
  const emitted: unknown[] = [];
  const inScope = (scope: number | null, id: number) => {
    const l = lots.get(id);
    return l && (scope === null || l.sellerId === scope) ? l : null;
  };
  const repo = fake<ConsoleLotsRepository>(
    {
      find: async (_db, scope, id) => {
        const lot = inScope(scope, id);
        return lot ? { lot: { ...lot }, sellerName: 'Seller' } : null;
      },
      lock: async (_tx, scope, id) => {
        const lot = inScope(scope, id);
        return lot ? { ...lot } : null;
      },
      images: async () => [],
      subLotCount: async (_db, id) => subLots[id] ?? 0,
      updateLot: async (_tx, id, values) => void lots.set(id, { ...lots.get(id)!, ...values } as LotRow),
      bidderIds: async () => bidders,
      openDueScheduled: async (_db, now) => {
        const due = [...lots.values()].filter((l) => l.status === 'scheduled' && l.dateAdded <= now);
        for (const l of due) l.status = 'open';
        return due.map((l) => l.id);
      },
    },
    'consoleLotsRepository',
  );
  const service = createConsoleLotsService({
    db: fakeDb(),
    repo,
    audit: { record: async (_tx, r) => void audits.push(r) },
    files: fake({}, 'files'),
    events: { publish: (name: string, payload: unknown) => void published.push([name, payload]) } as never,
    realtime: () => ({ emitToLot: (...a: unknown[]) => void emitted.push(a) }) as never,
    logger: () => fake({}, 'logger'),
    now: () => T0,
  });
  return { service, lots, audits, published, emitted };
}

const draft = (over: Partial<LotRow> = {}) => lotRow({ status: 'draft', sellerId: 5, dateAdded: at(-60), ...over });

describe('console lots service: publish, schedule, withdraw', () => {
  it('publishes a draft now, audits it and announces it', async () => {
    const w = world([draft({ dateAdded: at(600) })]);
    const lot = await w.service.publish(staff, 7);
    expect(w.lots.get(7)).toMatchObject({ status: 'open', dateAdded: T0 });
    expect(lot).toBeTruthy();
    expect(w.audits.map((a) => a.action)).toEqual(['consoleLots.publish']);
    expect(w.published).toEqual([['lot.published', { lotId: 7 }]]);
  });

  it('refuses to publish a lot that already closed by time, or a line-item lot without sub-lots', async () => {
    await expect(world([draft({ dateClosed: at(-1) })]).service.publish(staff, 7)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const w = world([draft({ listingFormat: 'lineitem', auctionType: 'lineitem' })]);
    await expect(w.service.publish(staff, 7)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(w.lots.get(7)!.status).toBe('draft');
    expect(w.published).toEqual([]);
  });

  it('refuses to publish an open lot', async () => {
    await expect(world([draft({ status: 'open' })]).service.publish(staff, 7)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('lets a seller reach only its own lots', async () => {
    const w = world([draft()]);
    await expect(w.service.publish(seller(6), 7)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await w.service.publish(seller(5), 7);
    expect(w.lots.get(7)!.status).toBe('open');
  });

  it('schedules a draft for a future start before its close, and nothing else', async () => {
    const w = world([draft()]);
    await expect(w.service.schedule(staff, 7, at(-10).toISOString())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(w.service.schedule(staff, 7, at(7200).toISOString())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await w.service.schedule(staff, 7, at(600).toISOString());
    expect(w.lots.get(7)).toMatchObject({ status: 'scheduled', dateAdded: at(600) });
    await expect(w.service.schedule(staff, 7, at(900).toISOString())).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('opens scheduled lots whose start has come and announces each', async () => {
    const w = world([draft({ id: 1, status: 'scheduled', dateAdded: at(-1) }), draft({ id: 2, status: 'scheduled', dateAdded: at(60) })]);
    expect(await w.service.openDueScheduled()).toEqual([1]);
    expect(w.published).toEqual([['lot.published', { lotId: 1 }]]);
  });

  it('withdraws an open lot: stops its pages taking bids and tells its bidders', async () => {
    const w = world([draft({ status: 'open', bidCount: 2, currentPrice: 12_000 })], {}, [3, 4]);
    await w.service.withdraw(staff, 7, 'damaged');
    expect(w.lots.get(7)).toMatchObject({ status: 'withdrawn', closedAt: T0 });
    expect(w.emitted).toEqual([[7, 'realclosedupdates', { id: 7, usr: '', bpop_cbidder: '', buynowamount: 12_000 }]]);
    expect(w.published).toEqual([['lot.withdrawn', { lotId: 7, bidderIds: [3, 4], reason: 'damaged' }]]);
    expect(w.audits[0]).toMatchObject({ action: 'consoleLots.withdraw', after: { status: 'withdrawn', reason: 'damaged' } });
  });

  it('withdraws a draft quietly, and refuses a sold lot', async () => {
    const w = world([draft()]);
    await w.service.withdraw(staff, 7, 'no');
    expect(w.emitted).toEqual([]);
    expect(w.published).toEqual([]);
    await expect(world([draft({ status: 'sold' })]).service.withdraw(staff, 7, 'no')).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
