import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, bidIncrements, currencies, settings, users } from '../../src/platform/db/schema/index.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { startTestServer, type TestServer } from '../harness.js';

let s: TestServer;
let staff: string;
let buyer: string;
let buyerId: number;
let seller: string;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  await s.database.db.insert(currencies).values([
    { countryName: 'United States', code: 'USD', rateToEur: 1.08 },
    { countryName: 'United Kingdom', code: 'GBP', rateToEur: 0.86 },
  ]);
  const [a, b, se] = await Promise.all([s.buildUser({ role: 'admin' }), s.buildUser({ role: 'buyer' }), s.buildUser({ role: 'seller' })]);
  buyerId = b.id;
  [staff, buyer, seller] = await Promise.all([s.loginAs(a), s.loginAs(b), s.loginAs(se)]);
});
afterAll(() => s?.close());

const put = (p: string, body: unknown, token = staff) => s.api('PUT', `/api/admin/settings/${p}`, { token, body });
const auditOf = (action: string) => s.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const bid = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/product/bidConfirm', { token, body });

describe('every settings call is staff-only', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings/currencies', { rates: [{ code: 'GBP', rate: 0.9 }] }],
    ['PUT', '/api/admin/settings/increments', { bands: [{ from_amount: 0, to_amount: null, increment: 5 }] }],
    ['PUT', '/api/admin/settings/soft-close', { window_seconds: 60, extension_seconds: 60, cap_seconds: null }],
    ['PUT', '/api/admin/settings/offer-expiry', { offer_expiry_hours: 12 }],
    ['PUT', '/api/admin/settings/buyer-approval', { required: true }],
    ['PUT', '/api/admin/settings/commission', { percent: 50, sellers: [] }],
    ['POST', '/api/admin/maintenance', { enabled: true }],
  ];
  it.each(calls)('%s %s: guest 401, buyer 403, seller 403, nothing changed', async (method, p, body) => {
    expect((await s.api(method, p, { body })).status).toBe(401);
    for (const token of [buyer, seller]) expect((await s.api(method, p, { body, token })).status).toBe(403);
    expect(await s.database.db.select().from(settings).where(eq(settings.key, 'buyer_approval'))).toEqual([]);
    expect(await s.database.db.select().from(settings).where(eq(settings.key, 'commission'))).toEqual([]);
    expect(await s.database.db.select().from(auditLog)).toEqual([]);
    expect(
      (await s.api('GET', '/api/admin/settings', { token: staff })).body.data.currencies.find((c: { code: string }) => c.code === 'GBP')
        .rate,
    ).toBe(0.86);
  });
});

describe('reading', () => {
  it('answers every setting with its defaults, money in currency units', async () => {
    const res = await s.api('GET', '/api/admin/settings', { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      currencies: [
        { code: 'GBP', country_name: 'United Kingdom', rate: 0.86 },
        { code: 'USD', country_name: 'United States', rate: 1.08 },
      ],
      increments: [
        { from_amount: 0, to_amount: 100, increment: 1 },
        { from_amount: 100, to_amount: 500, increment: 5 },
        { from_amount: 500, to_amount: null, increment: 10 },
      ],
      default_increment: 10,
      soft_close: { window_seconds: 300, extension_seconds: 120, cap_seconds: 3600 },
      offer_expiry_hours: 48,
      buyer_approval: false,
      maintenance: false,
      commission: { percent: 10, sellers: [] },
    });
  });
});

describe('bid increments', () => {
  it('refuses a table that is not ascending, overlaps, is empty or has a zero increment, and keeps the old one', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [[{ from_amount: 0, to_amount: 100, increment: 0 }], { 'bands.0.increment': 'INCREMENT_POSITIVE' }],
      [
        [
          { from_amount: 0, to_amount: 100, increment: 1 },
          { from_amount: 50, to_amount: null, increment: 5 },
        ],
        { 'bands.1.from_amount': 'BANDS_OVERLAP' },
      ],
      [[{ from_amount: 100, to_amount: 50, increment: 1 }], { 'bands.0.to_amount': 'BAND_EMPTY' }],
      [
        [
          { from_amount: 0, to_amount: null, increment: 1 },
          { from_amount: 100, to_amount: 200, increment: 5 },
        ],
        { 'bands.0.to_amount': 'BAND_OPEN_NOT_LAST' },
      ],
      [[], { bands: 'INCREMENTS_EMPTY' }],
      [[{ from_amount: -5, to_amount: null, increment: 1 }], {}],
      [[{ from_amount: 0, to_amount: null, increment: 1.234 }], {}],
    ];
    for (const [bands, fields] of cases) {
      const res = await put('increments', { bands });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toMatchObject(fields);
    }
    expect(await s.database.db.select().from(bidIncrements)).toHaveLength(3);
  });

  it('a new table changes the next bid at once (no stale cache), audited before → after', async () => {
    const [bidder] = await Promise.all([s.buildUser()]);
    const token = await s.loginAs(bidder!);
    const lot = await buildLot(s.database.db);
    expect((await bid(token, { id: lot.id, wsprice: 10, hard_bid: 1 })).body.data.next_bid).toBe(11);
    const res = await put('increments', {
      bands: [
        { from_amount: 0, to_amount: 50, increment: 2.5 },
        { from_amount: 50, to_amount: null, increment: 25 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.increments).toEqual([
      { from_amount: 0, to_amount: 50, increment: 2.5 },
      { from_amount: 50, to_amount: null, increment: 25 },
    ]);
    const view = await s.api('GET', `/api/product/view/${lot.id}`, { token });
    expect(view.body.data.project.next_bid).toBe(12.5);
    const other = await s.loginAs(await s.buildUser());
    const low = await bid(other, { id: lot.id, wsprice: 11, hard_bid: 1 });
    expect(low.body.code).toBe('BID_TOO_LOW');
    expect(low.body.details.minimum).toBe(12.5);
    const [entry] = await auditOf('settings.setIncrements');
    expect(entry).toMatchObject({ entity: 'setting', entityId: 'bid_increments' });
    // amounts in currency units, as the console shows them (not cents: 250 for $2.50)
    expect(entry!.after).toEqual([
      { from_amount: 0, to_amount: 50, increment: 2.5 },
      { from_amount: 50, to_amount: null, increment: 25 },
    ]);
    expect(entry!.before).toEqual([
      { from_amount: 0, to_amount: 100, increment: 1 },
      { from_amount: 100, to_amount: 500, increment: 5 },
      { from_amount: 500, to_amount: null, increment: 10 },
    ]);
  });
});

describe('soft close, offer expiry, buyer approval, currency rates, maintenance', () => {
  it('soft close: validated, stored, used by the next bid', async () => {
    expect((await put('soft-close', { window_seconds: -1, extension_seconds: 60, cap_seconds: null })).body.fields).toEqual({
      window_seconds: 'SECONDS_RANGE',
    });
    const res = await put('soft-close', { window_seconds: 600, extension_seconds: 900, cap_seconds: null });
    expect(res.body.data.soft_close).toEqual({ window_seconds: 600, extension_seconds: 900, cap_seconds: null });
    // A bid 8 minutes before the end falls in the new 10-minute window (not the old 5-minute one) and pushes the end to now + 15 min.
    const lot = await buildLot(s.database.db, { dateClosed: new Date(Date.now() + 8 * 60_000) });
    const before = Date.now();
    const placed = await bid(await s.loginAs(await s.buildUser()), { id: lot.id, wsprice: 10, hard_bid: 1 });
    expect(placed.status).toBe(200);
    const view = await s.api('GET', `/api/product/view/${lot.id}`);
    expect(Date.parse(view.body.data.project.date_closed)).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(await auditOf('settings.setSoftClose')).toHaveLength(1);
  });

  it('offer expiry keeps the other transaction settings', async () => {
    await s.database.db
      .insert(settings)
      .values({ key: 'transactions', value: { disputeWindowDays: 14 } })
      .onConflictDoNothing();
    expect((await put('offer-expiry', { offer_expiry_hours: 0 })).status).toBe(400);
    const res = await put('offer-expiry', { offer_expiry_hours: 12 });
    expect(res.body.data.offer_expiry_hours).toBe(12);
    const [row] = await s.database.db.select().from(settings).where(eq(settings.key, 'transactions'));
    expect(row!.value).toMatchObject({ offerExpiryHours: 12, disputeWindowDays: 14 });
    const [entry] = await auditOf('settings.setOfferExpiry');
    expect(entry).toMatchObject({ before: { offer_expiry_hours: 48 }, after: { offer_expiry_hours: 12 } });
  });

  it('buyer approval on: the wizard says so and a new registration waits (pending)', async () => {
    expect((await put('buyer-approval', { required: 'yes' })).status).toBe(400);
    const res = await put('buyer-approval', { required: true });
    expect(res.body.data.buyer_approval).toBe(true);
    const wizard = await s.api('GET', '/api/user/register');
    expect(wizard.body.data.approval_required).toBe(true);
    await put('buyer-approval', { required: false });
    expect((await s.api('GET', '/api/user/register')).body.data.approval_required).toBe(false);
    expect(await auditOf('settings.setBuyerApproval')).toHaveLength(2);
    // The buyer signed in earlier is unaffected.
    const [u] = await s.database.db.select({ status: users.status }).from(users).where(eq(users.id, buyerId));
    expect(u!.status).toBe('active');
  });

  it('currency rates: known codes only, positive, reach the converter', async () => {
    expect((await put('currencies', { rates: [{ code: 'XXX', rate: 2 }] })).body.fields).toEqual({ 'rates.0.code': 'CURRENCY_UNKNOWN' });
    expect((await put('currencies', { rates: [{ code: 'GBP', rate: 0 }] })).body.fields).toEqual({ 'rates.0.rate': 'RATE_POSITIVE' });
    expect(
      (
        await put('currencies', {
          rates: [
            { code: 'GBP', rate: 1 },
            { code: 'GBP', rate: 2 },
          ],
        })
      ).status,
    ).toBe(400);
    const res = await put('currencies', { rates: [{ code: 'GBP', rate: 0.9123 }] });
    expect(res.status).toBe(200);
    const ref = await s.api('POST', '/api/user/getDefault');
    const gbp = ref.body.data.currencies.find((c: { country_exactcode: string }) => c.country_exactcode === 'GBP');
    expect(gbp.current_value).toBe(0.9123);
    const [entry] = await auditOf('settings.setCurrencyRates');
    expect(entry).toMatchObject({ before: { GBP: 0.86 }, after: { GBP: 0.9123 } });
  });

  it('maintenance (the existing call) shows in the settings and is audited', async () => {
    expect((await s.api('POST', '/api/admin/maintenance', { token: staff, body: { enabled: 'on' } })).status).toBe(400);
    await s.api('POST', '/api/admin/maintenance', { token: staff, body: { enabled: true } });
    expect((await s.api('GET', '/api/admin/settings', { token: staff })).body.data.maintenance).toBe(true);
    expect((await s.api('GET', '/api/user/banners')).status).toBe(503);
    await s.api('POST', '/api/admin/maintenance', { token: staff, body: { enabled: false } });
    expect((await s.api('GET', '/api/user/banners')).status).toBe(200);
    expect(await auditOf('admin.setMaintenance')).toHaveLength(2);
  });
});

describe('commission', () => {
  const day = new Date().toISOString().slice(0, 10);
  const report = (sellerId: number) =>
    s.api('GET', `/api/admin/reports/sales?from=${day}&to=${day}&seller_id=${sellerId}`, { token: staff });

  it('refuses a percent out of range, with three decimals, a seller listed twice or an account that is no seller, and keeps the old one', async () => {
    const other = await s.buildUser({ role: 'seller' });
    const cases: [unknown, Record<string, string>][] = [
      [{ percent: 100.5, sellers: [] }, { percent: 'PERCENT_RANGE' }],
      [{ percent: -1, sellers: [] }, { percent: 'PERCENT_RANGE' }],
      [{ percent: 10, sellers: [{ seller_id: other.id, percent: 12.345 }] }, { 'sellers.0.percent': 'PERCENT_DECIMALS' }],
      [
        {
          percent: 10,
          sellers: [
            { seller_id: other.id, percent: 12 },
            { seller_id: other.id, percent: 8 },
          ],
        },
        { 'sellers.1.seller_id': 'SELLER_DUPLICATE' },
      ],
      [
        {
          percent: 10,
          sellers: [
            { seller_id: other.id, percent: 12 },
            { seller_id: buyerId, percent: 8 },
          ],
        },
        { 'sellers.1.seller_id': 'NOT_A_SELLER' },
      ],
      [{ percent: '10', sellers: [] }, {}],
    ];
    for (const [body, fields] of cases) {
      const res = await put('commission', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toMatchObject(fields);
    }
    expect(await s.database.db.select().from(settings).where(eq(settings.key, 'commission'))).toEqual([]);
    expect(await auditOf('settings.setCommission')).toEqual([]);
  });

  it("a seller's percent and the site-wide one reach the next report at once; audited before → after in percent", async () => {
    const [one, two] = await Promise.all([
      s.buildUser({ role: 'seller', firstName: 'Sam', lastName: 'Seller' }),
      s.buildUser({ role: 'seller' }),
    ]);
    for (const seller of [one, two]) {
      await buildLot(s.database.db, {
        sellerId: seller.id,
        status: 'sold',
        soldPrice: 100_000,
        currentPrice: 100_000,
        closedAt: new Date(),
        dateClosed: new Date(),
      });
    }
    expect((await report(one.id)).body.data).toMatchObject({
      commission_percent: 10,
      summary: { gross_sales: 1000, commission: 100, net_due: 900 },
    });

    const res = await put('commission', { percent: 8, sellers: [{ seller_id: one.id, percent: 12.5 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.commission).toEqual({
      percent: 8,
      sellers: [{ seller_id: one.id, name: 'Sam Seller', email: one.email, percent: 12.5 }],
    });
    expect((await report(one.id)).body.data).toMatchObject({ commission_percent: 12.5, summary: { commission: 125, net_due: 875 } });
    expect((await report(two.id)).body.data).toMatchObject({ commission_percent: 8, summary: { commission: 80, net_due: 920 } });

    // Removing the override: the seller pays the site-wide percent again.
    await put('commission', { percent: 8, sellers: [] });
    expect((await report(one.id)).body.data.commission_percent).toBe(8);
    expect((await s.api('GET', '/api/admin/settings', { token: staff })).body.data.commission).toEqual({ percent: 8, sellers: [] });

    const entries = await auditOf('settings.setCommission');
    expect(entries.map((e) => [e.entityId, e.before, e.after])).toEqual([
      ['commission', { percent: 10, sellers: {} }, { percent: 8, sellers: { [String(one.id)]: 12.5 } }],
      ['commission', { percent: 8, sellers: { [String(one.id)]: 12.5 } }, { percent: 8, sellers: {} }],
    ]);
  });
});
