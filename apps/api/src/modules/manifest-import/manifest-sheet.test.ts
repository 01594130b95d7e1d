import { describe, expect, it } from 'vitest';
import { readManifestSheet, sheetIsClean, shownExtra } from './manifest-sheet.js';

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

describe('readManifestSheet: liquidation manifests', () => {
  const header = ['Item #', 'UPC', 'SKU', 'Brand', 'Model', 'Description', 'Product Name', 'Qty', 'Unit Retail', 'Ext. Retail', 'Condition', 'Category'];
  const line = ['1', '0885909950805', 'A1466', 'Apple', 'MQD32LL/A', 'MacBook Air 13" – 8 GB', 'MacBook Air', '2', '$999.00', '$1,998.00', 'Used', 'Laptops'];

  it('maps the known columns (description its own field) and keeps the others as extra data, in order', () => {
    const s = readManifestSheet([header, line], 'manifest');
    expect(s.columns.map((c) => c.field ?? (c.extra ? 'extra' : null))).toEqual([
      'extra', 'extra', 'part_number', 'brand', 'extra', 'description', 'product_name', 'qty', 'unit_retail', 'extra', 'extra', 'category',
    ]);
    // Model answers to part number too, which SKU took: the operator may choose.
    expect(s.columns.filter((c) => c.ambiguous).map((c) => c.header)).toEqual(['Model']);
    expect(s.problems).toEqual([]);
    expect(s.rows[0]).toMatchObject({
      qty: 2,
      // Unit Retail fills the line's retail price (cents), which the reports divide by.
      unit_retail: 99900,
      cells: { part_number: 'A1466', brand: 'Apple', description: 'MacBook Air 13" – 8 GB', product_name: 'MacBook Air', category: 'Laptops' },
      extra: [
        { name: 'Item #', value: '1' },
        { name: 'UPC', value: '0885909950805' },
        { name: 'Model', value: 'MQD32LL/A' },
        { name: 'Ext. Retail', value: '$1,998.00' },
        { name: 'Condition', value: 'Used' },
      ],
    });
    expect(sheetIsClean(s)).toBe(true);
    // Buyers still see the column as the sheet named it, in its place.
    expect(shownExtra(s.columns, s.rows[0]!).map((e) => `${e.name}=${e.value}`)).toEqual([
      'Item #=1',
      'UPC=0885909950805',
      'Model=MQD32LL/A',
      'Unit Retail=$999.00',
      'Ext. Retail=$1,998.00',
      'Condition=Used',
    ]);
  });

  it('reads Unit Retail as money: blank is no retail price, text that is no amount is a problem', () => {
    const s = readManifestSheet([['Product Name', 'Unit Retail'], ['Dock', '1,249.50'], ['Cable', ''], ['Mouse', 'n/a']], 'manifest');
    expect(s.rows.map((r) => r.unit_retail)).toEqual([124950, null, null]);
    expect(s.rows.map((r) => r.problems)).toEqual([[], [], [{ field: 'unit_retail', code: 'bad_price' }]]);
    // A line-item sheet has no such field.
    expect(readManifestSheet([['Title', 'Price', 'Unit Retail'], ['A', '1', '2']], 'line_items').problems).toEqual([{ code: 'unknown_column', column: 'Unit Retail' }]);
  });

  it('reads a lone Description as the product name (the required field first)', () => {
    const s = readManifestSheet([['Description', 'Qty'], ['Dock', '1']], 'manifest');
    expect(s.columns.map((c) => c.field)).toEqual(['product_name', 'qty']);
    expect(sheetIsClean(s)).toBe(true);
  });

  it("follows the operator's choices; two columns chosen for one field are a duplicate", () => {
    const choices = ['ignore', 'extra', 'extra', 'brand', 'part_number', 'description', 'product_name', 'qty', 'extra', 'ignore', 'extra', 'category'] as const;
    const s = readManifestSheet([header, line], 'manifest', choices);
    expect(s.rows[0]!.cells.part_number).toBe('MQD32LL/A');
    expect(s.rows[0]!.extra.map((e) => e.name)).toEqual(['UPC', 'SKU', 'Unit Retail', 'Condition']);
    const dup = readManifestSheet([header, line], 'manifest', ['ignore', 'extra', 'part_number', 'brand', 'part_number']);
    expect(dup.problems).toEqual([{ code: 'duplicate_column', column: 'Model' }]);
  });

  it('keeps a line-item sheet strict: an unknown column and a second title are problems', () => {
    const s = readManifestSheet([['Title', 'Product name', 'Price', 'UPC'], ['A', 'B', '1', '2']], 'line_items');
    expect(s.problems).toEqual([
      { code: 'duplicate_column', column: 'Product name' },
      { code: 'unknown_column', column: 'UPC' },
    ]);
    expect(sheetIsClean(readManifestSheet([['Title', 'Product name', 'Price', 'UPC'], ['A', 'B', '1', '2']], 'line_items', ['title', 'ignore', 'starting_price', 'ignore']))).toBe(true);
  });
});
