import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import { commissionOf, csvCell, daysOf, medianCents, salesFigures, type ClosedLot } from './report-math.js';
import { createReportsService } from './reports.service.js';
import type { ReportsRepository } from './reports.repository.js';

const lot = (o: Partial<ClosedLot>): ClosedLot => ({
  id: 1, sellerId: 1, sold: true, soldPrice: 10_000, bidCount: 0, closedAt: new Date('2026-03-02T12:00:00Z'), category: 'Laptops',
  condition: 'Grade A', retail: null, invoicedAt: null, paidAt: null, disputed: false, ...o,
});

describe('report arithmetic', () => {
  it('rounds commission per sale, half up, and nets it from gross', () => {
    expect(commissionOf(25_001, 10)).toBe(2_500);
    expect(commissionOf(25_005, 10)).toBe(2_501);
    const f = salesFigures({
      listed: 3,
      lots: [lot({ soldPrice: 25_005 }), lot({ id: 2, soldPrice: 10_000, sellerId: 2 }), lot({ id: 3, sold: false, soldPrice: null, bidCount: 4 })],
      commission: { percent: 10, sellers: { '2': 15 } },
      from: '2026-03-01',
      to: '2026-03-03',
    });
    expect(f.summary).toMatchObject({ lots_closed: 3, lots_sold: 2, gross_sales: 35_005, commission: 2_501 + 1_500, net_due: 35_005 - 4_001 });
    expect(f.summary.sell_through).toBe(0.6667);
    expect(f.by_day.map((d) => d.key)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('counts recovery only over sold lots with a known retail, and days to pay over paid invoices', () => {
    const f = salesFigures({
      listed: 0,
      lots: [
        lot({ soldPrice: 30_000, retail: 100_000, invoicedAt: new Date('2026-03-02T00:00:00Z'), paidAt: new Date('2026-03-03T12:00:00Z') }),
        lot({ id: 2, soldPrice: 50_000, retail: null, disputed: true }),
        lot({ id: 3, sold: false, soldPrice: null, retail: 900_000 }),
      ],
      commission: { percent: 0, sellers: {} },
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(f.summary).toMatchObject({ recovery_rate: 0.3, avg_days_to_pay: 1.5, dispute_rate: 0.5 });
  });

  it('answers null ratios for an empty period', () => {
    const f = salesFigures({ listed: 0, lots: [], commission: { percent: 10, sellers: {} }, from: '2026-03-01', to: '2026-03-01' });
    expect(f.summary).toMatchObject({ sell_through: null, recovery_rate: null, avg_days_to_pay: null, dispute_rate: null, gross_sales: 0 });
  });

  it('takes medians of cents, days of a period, and neutralises spreadsheet formulas', () => {
    expect(medianCents([])).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 201])).toBe(151);
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});

describe('reports service', () => {
  const repo = (sold: { soldPrice: number; qty: number; closedAt: Date }[], model = 'Latitude 7490') =>
    fake<ReportsRepository>({
      comparisonLot: async () => ({ id: 9, category_id: 1, condition_id: 2, model_number: model, category: 'Laptops', condition: 'Grade A', currency: 'USD' }),
      soldComparables: async (_db, q) => (q.model ? sold.slice(0, 3) : sold),
      listedCount: async () => 0,
      closedLots: async (_db, p) => [lot({ sellerId: p.sellerId })],
      commission: async () => null,
    });
  const at = new Date('2026-03-01T00:00:00Z');
  const sales = [1, 2, 3, 4].map((n) => ({ soldPrice: n * 1_000, qty: 2, closedAt: at }));

  it('narrows sold prices to the model when three sales name it, per unit', async () => {
    const svc = createReportsService({ db: fakeDb(), repo: repo(sales) });
    expect(await svc.soldPrices(9)).toMatchObject({ model: 'Latitude 7490', count: 3, median: 1_000 });
    const wide = createReportsService({ db: fakeDb(), repo: repo(sales.slice(0, 2)) });
    expect(await wide.soldPrices(9)).toMatchObject({ model: null, count: 2, median: 750 });
  });

  it('scopes a seller to its own lots whatever seller_id says; staff may pick one', async () => {
    const svc = createReportsService({ db: fakeDb(), repo: repo([]) });
    const q = { from: '2026-03-01', to: '2026-03-31', seller_id: 7 };
    expect((await svc.sales({ sellerId: 3, staff: false }, q)).seller_id).toBe(3);
    expect((await svc.sales({ sellerId: null, staff: true }, q)).seller_id).toBe(7);
    await expect(svc.sales({ sellerId: null, staff: true }, { from: '2026-03-01', to: '2027-06-01' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
