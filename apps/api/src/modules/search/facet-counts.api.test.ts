import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buyerGroupMembers, buyerGroups, lotBuyerGroups, lots } from '../../platform/db/schema/index.js';
import { searchRepository, type GroupFilters, type SearchSql } from './search.repository.js';
import { facetCountsRepository } from './facet-counts.repository.js';
import { startTestServer, testDbEngine, type TestServer, type TestUser } from '../../../test/harness.js';
import { insertLot, seedSearchReference, type SearchRefs } from '../../../test/search/fixtures.js';

/**
 * The facet counts and totals of searches without text come from counts kept per facet combination
 * (migration 0029); `searchStatements.facets` / `.count`, one pass over the lots, is the reference.
 * Every check asks both in the same state of the database, for both modes, guests, a member of a
 * private lot's buyer group and a buyer outside it, without filters and with one to four.
 */
let s: TestServer;
let refs: SearchRefs;
let member: TestUser;
let outsider: TestUser;
let groupId: number;

type Facets = { total: number; groups: Record<string, Record<string, number>> };

/** Rows as the service reads them: values with no count and null values carry nothing. */
function normalise(rows: { g: string; v: string | null; n: number }[]): Facets {
  const out: Facets = { total: 0, groups: {} };
  for (const r of rows) {
    if (r.g === 'total') out.total += r.n;
    else if (r.v !== null) (out.groups[r.g] ??= {})[r.v] = (out.groups[r.g]?.[r.v] ?? 0) + r.n;
  }
  for (const g of Object.keys(out.groups)) {
    for (const [v, n] of Object.entries(out.groups[g]!)) if (n === 0) delete out.groups[g]![v];
    if (!Object.keys(out.groups[g]!).length) delete out.groups[g];
  }
  return out;
}

const none: GroupFilters = { category: [], sub_category: [], condition: [], listfmt: [], lottype: [], reglist: [], countrylist: [] };

function filterSets(): GroupFilters[] {
  return [
    none,
    { ...none, category: [refs.cat.laptops] },
    { ...none, sub_category: [refs.brand.dell, refs.brand.hp] },
    { ...none, category: [refs.cat.laptops, refs.cat.monitors], condition: [refs.cond.a] },
    { ...none, category: [refs.cat.laptops], listfmt: ['live', 'sealed'], lottype: [1] },
    { ...none, sub_category: [refs.brand.dell], reglist: [refs.region.europe], countrylist: ['France', 'Germany'], condition: [refs.cond.b] },
    { ...none, category: [refs.cat.servers], countrylist: ['Atlantis'] },
  ];
}

/** Every mode × viewer × filter set: the kept counts answer what the reference scan answers. */
async function expectSameAsReference(step: string) {
  const db = s.deps.db;
  const now = new Date();
  const viewers: SearchSql['viewer'][] = [null, { id: member.id, companyId: null }, { id: outsider.id, companyId: null }];
  let checked = 0;
  for (const mode of ['open', 'closed'] as const) {
    for (const viewer of viewers) {
      for (const groups of filterSets()) {
        const q = { mode, now, viewer, text: null, groups };
        const label = `${step}: ${mode}, viewer ${viewer?.id ?? 'guest'}, ${JSON.stringify(groups)}`;
        const [fast, reference, fastCount, referenceCount] = await Promise.all([
          facetCountsRepository.facets(db, q),
          searchRepository.facets(db, q),
          facetCountsRepository.count(db, q),
          searchRepository.count(db, q),
        ]);
        expect(normalise(fast.rows), label).toEqual(normalise(reference));
        expect(fastCount, label).toBe(referenceCount);
        expect(normalise(fast.rows).total, label).toBe(referenceCount);
        checked++;
      }
    }
  }
  return checked;
}

const logRows = async () => Number((await s.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM lot_facet_log`)).rows[0]!.n);

const lotIds: number[] = [];
const privateIds: number[] = [];

beforeAll(async () => {
  // No closing worker: the lots past their close stay open until a test closes them (the correction under test).
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  const db = s.deps.db;
  refs = await seedSearchReference(db);
  member = await s.buildUser();
  outsider = await s.buildUser();
  groupId = (await db.insert(buyerGroups).values({ name: 'Approved resellers' }).returning({ id: buyerGroups.id }))[0]!.id;
  await db.insert(buyerGroupMembers).values({ groupId, userId: member.id });
  // Every combination of a few values, in every state, some past their close: a deterministic mix.
  const cats = ['laptops', 'monitors', 'servers'] as const;
  const brands = ['dell', 'lenovo', 'hp', 'supermicro'] as const;
  const fmts = ['live', 'buynow', 'sealed', 'lineitem'] as const;
  const countries = ['United States', 'France', 'Germany'] as const;
  const statuses = ['open', 'open', 'open', 'sold', 'closed', 'open', 'draft', 'withdrawn'] as const;
  for (let i = 0; i < 48; i++) {
    const status = statuses[i % statuses.length]!;
    const f = await insertLot(db, refs, `lot${i}`, {
      title: `Lot ${i}`,
      cat: cats[i % 3]!,
      brand: brands[(i * 7) % 4]!,
      cond: i % 5 === 0 ? 'b' : 'a',
      fmt: fmts[(i * 3) % 4]!,
      size: (i % 2) as 0 | 1,
      region: i % 3 === 0 ? 'america' : 'europe',
      country: countries[(i * 5) % 3]!,
      price: 1_000 + i,
      addedMin: -600,
      // Every seventh lot is past its close: open ones are overdue (the worker has not closed them).
      closesMin: i % 7 === 3 ? -30 : 60 + i,
      status: status as 'open',
      extra: { status, ...(i % 11 === 4 ? { brandId: null } : {}) },
    });
    lotIds.push(f.id);
  }
  // Private lots of the group, open, overdue and closed.
  for (const [i, status, closesMin] of [
    [0, 'open', 60],
    [1, 'open', 90],
    [2, 'open', -10],
    [3, 'sold', -60],
  ] as const) {
    const f = await insertLot(db, refs, `private${i}`, {
      title: `Private ${i}`,
      cat: i % 2 ? 'laptops' : 'servers',
      brand: 'dell',
      cond: 'b',
      fmt: 'live',
      size: 1,
      region: 'europe',
      country: 'France',
      price: 5_000,
      addedMin: -600,
      closesMin,
      status,
      extra: { isPrivate: true },
    });
    await db.insert(lotBuyerGroups).values({ lotId: f.id, groupId });
    privateIds.push(f.id);
  }
});

afterAll(async () => {
  await s?.close();
});

// Each comparison is 42 × 4 statements; on PGlite under a loaded machine a step takes seconds.
const long = { timeout: 180_000 };

describe(`facet counts without text (kept counts vs the reference scan, ${testDbEngine() === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answer what the scan answers for every mode, viewer and filter set, before and after the log is folded', long, async () => {
    const overdue = await s.deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM lots WHERE status = 'open' AND date_closed <= now() AND id = ANY(${`{${lotIds.join(',')}}`}::int[])`,
    );
    expect(Number(overdue.rows[0]!.n), 'open lots past their close, public').toBe(4);
    expect(await logRows()).toBeGreaterThan(0);
    expect(await expectSameAsReference('log unfolded')).toBe(42);
    const folded = await facetCountsRepository.compact(s.deps.db);
    expect(folded).toBeGreaterThan(0);
    expect(await logRows()).toBe(0);
    await expectSameAsReference('log folded');
  });

  it('stay exact through opens, closes, edits, visibility changes and deletes', long, async () => {
    const db = s.deps.db;
    const [a, b, c, d, e] = [lotIds[0]!, lotIds[1]!, lotIds[2]!, lotIds[6]!, lotIds[7]!];
    await db.update(lots).set({ status: 'sold' }).where(eq(lots.id, a));
    await expectSameAsReference('a lot sold');
    await db.update(lots).set({ status: 'open', dateClosed: new Date(Date.now() + 3_600_000) }).where(inArray(lots.id, [d, e]));
    await expectSameAsReference('a draft and a withdrawn lot opened');
    await db.update(lots).set({ categoryId: refs.cat.servers, brandId: refs.brand.supermicro, country: 'Germany' }).where(eq(lots.id, b));
    await expectSameAsReference('a lot re-filed');
    await facetCountsRepository.compact(db);
    await db.update(lots).set({ isPrivate: true }).where(eq(lots.id, c));
    await db.insert(lotBuyerGroups).values({ lotId: c, groupId });
    await expectSameAsReference('a lot made private');
    await db.update(lots).set({ status: 'closed' }).where(inArray(lots.id, [b, c, d]));
    await expectSameAsReference('a batch closed');
    await db.delete(lots).where(eq(lots.id, e));
    await expectSameAsReference('a lot deleted');
    await db.update(lots).set({ isPrivate: false }).where(eq(lots.id, c));
    await db.delete(lotBuyerGroups).where(eq(lotBuyerGroups.lotId, c));
    await expectSameAsReference('a lot made public again');
  });

  it('leave lots past their close out of the open counts and count them closed, until the worker closes them', long, async () => {
    const db = s.deps.db;
    const id = lotIds[8]!;
    await db.update(lots).set({ status: 'open', dateClosed: new Date(Date.now() + 3_600_000) }).where(eq(lots.id, id));
    await facetCountsRepository.compact(db);
    const q = { now: new Date(), viewer: null, text: null, groups: { ...none, category: [refs.cat.servers, refs.cat.laptops, refs.cat.monitors] } };
    const openBefore = await facetCountsRepository.count(db, { ...q, mode: 'open' });
    const closedBefore = await facetCountsRepository.count(db, { ...q, mode: 'closed' });
    await db.update(lots).set({ dateClosed: new Date(Date.now() - 1_000) }).where(eq(lots.id, id));
    expect(await logRows(), 'the close moved, the state did not: nothing logged').toBe(0);
    const later = { ...q, now: new Date() };
    expect(await facetCountsRepository.count(db, { ...later, mode: 'open' })).toBe(openBefore - 1);
    expect(await facetCountsRepository.count(db, { ...later, mode: 'closed' })).toBe(closedBefore + 1);
    await expectSameAsReference('an overdue open lot');
  });

  it('count private lots for their buyer group members only, never for guests or other buyers', long, async () => {
    const db = s.deps.db;
    const now = new Date();
    const q = { mode: 'open' as const, now, text: null, groups: { ...none, sub_category: [refs.brand.dell] } };
    const guest = await facetCountsRepository.count(db, { ...q, viewer: null });
    const outside = await facetCountsRepository.count(db, { ...q, viewer: { id: outsider.id, companyId: null } });
    const inside = await facetCountsRepository.count(db, { ...q, viewer: { id: member.id, companyId: null } });
    expect(outside).toBe(guest);
    expect(inside - guest, 'the two private lots open and not past their close').toBe(2);
    await db.update(buyerGroupMembers).set({ status: 'requested' }).where(eq(buyerGroupMembers.userId, member.id));
    expect(await facetCountsRepository.count(db, { ...q, viewer: { id: member.id, companyId: null } })).toBe(guest);
    await expectSameAsReference('membership only requested');
    await db.update(buyerGroupMembers).set({ status: 'member' }).where(eq(buyerGroupMembers.userId, member.id));
    await expectSameAsReference('membership back');
  });

  it("writes nothing to the log when a bid updates a lot's price, counts or close", async () => {
    const db = s.deps.db;
    await facetCountsRepository.compact(db);
    await db
      .update(lots)
      .set({ currentPrice: 9_999, bidCount: 3, bidSequence: 3, status: 'open', dateClosed: new Date(Date.now() + 7_200_000) })
      .where(eq(lots.id, lotIds[5]!));
    expect(await logRows()).toBe(0);
  });

  it('folds the log once when two sessions fold at the same moment, and the counts stay exact', long, async () => {
    const db = s.deps.db;
    await db.update(lots).set({ status: 'closed' }).where(inArray(lots.id, lotIds.slice(10, 20)));
    const before = await logRows();
    expect(before).toBeGreaterThan(0);
    const folds = await Promise.all([facetCountsRepository.compact(db), facetCountsRepository.compact(db)]);
    expect(folds.reduce((x, y) => x + y, 0)).toBe(before);
    expect(await logRows()).toBe(0);
    await expectSameAsReference('after two folds');
  });

  it('completed pages merge the sold and closed lots with the open ones past their close, in every sort and across pages', long, async () => {
    const db = s.deps.db;
    const now = new Date();
    const order: Record<number, string> = {
      1: 'date_closed ASC, id ASC',
      2: 'date_added DESC, id DESC',
      3: 'current_price ASC, id ASC',
      4: 'current_price DESC, id DESC',
      5: 'date_closed DESC, id DESC',
    };
    for (const [sort, by] of Object.entries(order)) {
      const expected = await db.execute<{ id: number }>(
        sql.raw(`SELECT id FROM lots WHERE NOT is_private
                   AND (status IN ('sold', 'closed') OR (status = 'open' AND date_closed <= '${now.toISOString()}'))
                 ORDER BY ${by}`),
      );
      const want = expected.rows.map((r) => r.id);
      expect(want.length).toBeGreaterThan(12);
      const got: number[] = [];
      for (let offset = 0; offset < want.length; offset += 5) {
        const q = { mode: 'closed' as const, now, viewer: null, text: null, groups: none, sort: Number(sort), limit: 5, offset };
        got.push(...(await searchRepository.page(db, q)).map((r) => r.id));
      }
      expect(got, `sort ${sort}`).toEqual(want);
    }
  });

  it('are built again from the lots by lot_facet_rebuild() after changes made without the triggers (a bulk load)', long, async () => {
    const db = s.deps.db;
    await db.execute(sql`ALTER TABLE lots DISABLE TRIGGER lot_facet_lots_update`);
    try {
      await db.update(lots).set({ status: 'sold' }).where(inArray(lots.id, lotIds.slice(20, 26)));
    } finally {
      await db.execute(sql`ALTER TABLE lots ENABLE TRIGGER lot_facet_lots_update`);
    }
    const q = { mode: 'open' as const, now: new Date(), viewer: null, text: null, groups: none };
    const [stale, reference] = await Promise.all([facetCountsRepository.count(db, q), searchRepository.count(db, q)]);
    expect(stale, 'the counts missed the changes').not.toBe(reference);
    await db.update(lots).set({ status: 'closed' }).where(eq(lots.id, lotIds[32]!));
    expect(await logRows()).toBeGreaterThan(0);
    const total = Number((await db.execute<{ n: string }>(sql`SELECT lot_facet_rebuild() AS n`)).rows[0]!.n);
    const publicLots = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM lots WHERE NOT is_private AND status IN ('open', 'sold', 'closed')`,
    );
    expect(total, 'every public open, sold and closed lot counted once').toBe(Number(publicLots.rows[0]!.n));
    expect(await logRows(), 'the log is emptied with the counts').toBe(0);
    await expectSameAsReference('rebuilt');
  });
});
