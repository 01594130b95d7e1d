import { describe, expect, it } from 'vitest';
import { maxCents } from '@gavel/contract';
import { readManifestSheet, sheetIsClean, type ReadSheet } from './manifest-sheet.js';

/** Every problem code of the sheet, and the price and reserve bounds (the mutation run's tests). */
const codes = (s: ReadSheet) => s.rows.map((r) => r.problems.map((p) => `${p.field}:${p.code}`));

describe('readManifestSheet: sheet problems', () => {
  it('names each required column that is missing, per kind', () => {
    expect(readManifestSheet([['Brand'], ['HP']], 'manifest').problems).toContainEqual({ code: 'missing_column', column: 'product_name' });
    const li = readManifestSheet([['Qty'], ['1']], 'line_items');
    expect(li.problems).toContainEqual({ code: 'missing_column', column: 'title' });
    expect(li.problems).toContainEqual({ code: 'missing_column', column: 'starting_price' });
    expect(sheetIsClean(li)).toBe(false);
  });

  it('flags a second column of the same field and reads only the best-named one', () => {
    const s = readManifestSheet([['Title', 'Price', 'Start price'], ['A', '5', '7']], 'line_items');
    expect(s.problems).toEqual([{ code: 'duplicate_column', column: 'Price' }]);
    expect(s.columns.map((c) => c.field)).toEqual(['title', null, 'starting_price']);
    expect(s.columns.map((c) => c.ambiguous)).toEqual([false, true, false]);
    expect(s.rows[0]!.starting_price).toBe(700);
    expect(sheetIsClean(s)).toBe(false);
  });

  it('wants at least one row; blank rows do not count', () => {
    expect(readManifestSheet([['Product name']], 'manifest').problems).toEqual([{ code: 'no_rows' }]);
    expect(readManifestSheet([['Product name'], [' ', '']], 'manifest').problems).toEqual([{ code: 'no_rows' }]);
    expect(readManifestSheet([], 'manifest').problems).toEqual([{ code: 'missing_column', column: 'product_name' }, { code: 'no_rows' }]);
    expect(sheetIsClean(readManifestSheet([['Product name']], 'manifest'))).toBe(false);
  });

  it('keeps an empty nameless column quietly and trims header names', () => {
    const s = readManifestSheet([['  Product name ', ''], ['A', ' ']], 'manifest');
    expect(s.problems).toEqual([]);
    expect(s.columns).toEqual([
      { header: 'Product name', field: 'product_name', extra: false, ambiguous: false },
      { header: '', field: null, extra: false, ambiguous: false },
    ]);
    expect(s.rows[0]!.cells).toEqual({ product_name: 'A' });
    expect(sheetIsClean(s)).toBe(true);
  });

  it('names a nameless column with data by its letter, past Z too: extra data in a manifest, refused in line items', () => {
    const header = [...Array.from({ length: 27 }, () => ''), 'Product name'];
    const row = [...Array.from({ length: 26 }, () => ''), 'x', 'A'];
    const s = readManifestSheet([header, row], 'manifest');
    expect(s.problems).toEqual([]);
    expect(s.columns.filter((c) => c.header)).toEqual([
      { header: '(AA)', field: null, extra: true, ambiguous: false },
      { header: 'Product name', field: 'product_name', extra: false, ambiguous: false },
    ]);
    expect(s.rows[0]!.extra).toEqual([{ name: '(AA)', value: 'x' }]);
    const b = readManifestSheet([['Title', 'Price', ''], ['A', '5', 'x']], 'line_items');
    expect(b.problems).toContainEqual({ code: 'unknown_column', column: '(C)' });
  });
});

describe('readManifestSheet: row problems', () => {
  it('requires the required cells of a present column', () => {
    const s = readManifestSheet([['Title', 'Price'], ['', '5'], ['B', '']], 'line_items');
    expect(codes(s)).toEqual([['title:required'], ['starting_price:required']]);
    expect(sheetIsClean(s)).toBe(false);
  });

  it('refuses a sub-lot that is not a whole number from 1 to 1,000,000, and an empty one', () => {
    const s = readManifestSheet(
      [['Sub-lot', 'Title', 'Price'], ['0', 'A', '1'], ['2.5', 'B', '1'], ['x', 'C', '1'], ['1000001', 'D', '1'], ['1000000', 'E', '1'], ['3.00', 'F', '1'], ['', 'G', '1']],
      'line_items',
    );
    expect(codes(s)).toEqual([['sub_lot:bad_sub_lot'], ['sub_lot:bad_sub_lot'], ['sub_lot:bad_sub_lot'], ['sub_lot:bad_sub_lot'], [], [], ['sub_lot:required']]);
    expect(s.rows.map((r) => r.sub_lot)).toEqual([null, null, null, null, 1_000_000, 3, null]);
  });

  it('numbers sub-lots 1, 2, … when the sheet has no sub-lot column, and never for a manifest', () => {
    expect(readManifestSheet([['Title', 'Price'], ['A', '1'], ['B', '1']], 'line_items').rows.map((r) => r.sub_lot)).toEqual([1, 2]);
    expect(readManifestSheet([['Product name'], ['A']], 'manifest').rows.map((r) => r.sub_lot)).toEqual([null]);
  });

  it('takes quantities from 1 to 1,000,000, 1 when empty', () => {
    const s = readManifestSheet([['Product name', 'Qty'], ['A', '0'], ['B', '1000001'], ['C', '1000000'], ['D', ''], ['E', '1']], 'manifest');
    expect(s.rows.map((r) => r.qty)).toEqual([null, null, 1_000_000, 1, 1]);
    expect(codes(s)).toEqual([['qty:bad_quantity'], ['qty:bad_quantity'], [], [], []]);
  });

  it('takes prices up to the largest amount and refuses one cent above it', () => {
    const s = readManifestSheet([['Title', 'Price', 'Reserve'], ['A', '10000000000', ''], ['B', '10000000000.01', ''], ['C', '5', '10000000000.01']], 'line_items');
    expect(s.rows.map((r) => r.starting_price)).toEqual([maxCents, null, 500]);
    expect(codes(s)).toEqual([[], ['starting_price:bad_price'], ['reserve_price:bad_price']]);
    expect(s.rows[2]!.reserve_price).toBeNull();
  });

  it('accepts a reserve equal to the start or above it, refuses one below', () => {
    const s = readManifestSheet([['Title', 'Price', 'Reserve'], ['A', '100', '100'], ['B', '100', '100.01'], ['C', '100', '99.99'], ['D', '100', '']], 'line_items');
    expect(codes(s)).toEqual([[], [], ['reserve_price:reserve_below_start'], []]);
    expect(s.rows.map((r) => r.reserve_price)).toEqual([10_000, 10_001, 9_999, null]);
    expect(sheetIsClean(s)).toBe(false);
  });

  it('reads no prices in a manifest', () => {
    const s = readManifestSheet([['Product name', 'Qty'], ['A', '2']], 'manifest');
    expect(s.rows[0]).toMatchObject({ starting_price: null, reserve_price: null, sub_lot: null, qty: 2 });
  });

  it('allows text at its length limit', () => {
    const s = readManifestSheet([['Product name', 'Brand'], ['x'.repeat(200), 'b'.repeat(100)], ['y', 'b'.repeat(101)]], 'manifest');
    expect(codes(s)).toEqual([[], ['brand:too_long']]);
  });

  it('is clean only when neither the sheet nor any row has a problem', () => {
    const clean = readManifestSheet([['Title', 'Price'], ['A', '1'], ['B', '2']], 'line_items');
    expect(sheetIsClean(clean)).toBe(true);
    const oneRow = readManifestSheet([['Title', 'Price'], ['A', '1'], ['B', 'x']], 'line_items');
    expect(oneRow.problems).toEqual([]);
    expect(sheetIsClean(oneRow)).toBe(false);
    expect(sheetIsClean({ columns: [], problems: [{ code: 'no_rows' }], rows: [] })).toBe(false);
    expect(sheetIsClean({ columns: [], problems: [], rows: [] })).toBe(true);
  });
});
