import { describe, expect, it } from 'vitest';
import { readManifestSheet, sheetIsClean } from './manifest-sheet.js';

describe('readManifestSheet', () => {
  it('maps header aliases to fields, per kind', () => {
    const s = readManifestSheet([['Manufacturer', 'Item', 'Type', 'MPN', 'Quantity'], ['HP', 'EliteBook', 'Laptops', 'X1', '3']], 'manifest');
    expect(s.columns.map((c) => c.field)).toEqual(['brand', 'product_name', 'category', 'part_number', 'qty']);
    expect(s.rows[0]).toMatchObject({ row: 2, qty: 3, cells: { brand: 'HP', product_name: 'EliteBook' } });
    expect(sheetIsClean(s)).toBe(true);
  });

  it('reads money in currency units as cents, and checks reserve against start', () => {
    const s = readManifestSheet([['Title', 'Start price', 'Reserve'], ['A', '$1,250.50', '1000'], ['B', '10.999', ''], ['C', '0', '']], 'line_items');
    expect(s.rows.map((r) => [r.starting_price, r.reserve_price, r.problems.map((p) => p.code)])).toEqual([
      [125_050, 100_000, ['reserve_below_start']],
      [null, null, ['bad_price']],
      [null, null, ['bad_price']],
    ]);
  });

  it('flags every row sharing a sub-lot number, and a nameless column only when it has data', () => {
    const s = readManifestSheet([['Lot', 'Title', 'Price', ''], ['7', 'A', '1', ''], ['7', 'B', '1', ''], ['8', 'C', '1', 'x']], 'line_items');
    expect(s.problems).toEqual([{ code: 'unknown_column', column: '(D)' }]);
    expect(s.rows.map((r) => r.problems.map((p) => p.code))).toEqual([['duplicate_sub_lot'], ['duplicate_sub_lot'], []]);
  });

  it('skips blank rows, refuses text over its length and quantities that are not whole numbers', () => {
    const s = readManifestSheet([['Product name', 'Qty'], ['', ''], ['x'.repeat(201), '2.5'], ['ok', '12.0']], 'manifest');
    expect(s.rows.map((r) => r.problems.map((p) => `${p.field}:${p.code}`))).toEqual([['product_name:too_long', 'qty:bad_quantity'], []]);
    expect(s.rows.map((r) => [r.row, r.qty])).toEqual([[3, null], [4, 12]]);
  });
});
