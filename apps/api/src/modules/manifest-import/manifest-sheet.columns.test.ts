import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_CHARS, MAX_EXTRA_COLUMNS, readManifestSheet, shownExtra } from './manifest-sheet.js';

/** A manifest's other columns, the operator's column choices and Unit Retail (real liquidation manifests). */
describe('readManifestSheet: extra columns', () => {
  const withExtras = (n: number) => {
    const header = ['Product name', ...Array.from({ length: n }, (_, i) => `Extra ${i + 1}`)];
    const row = ['Laptop', ...Array.from({ length: n }, (_, i) => `v${i + 1}`)];
    return readManifestSheet([header, row], 'manifest');
  };

  it(`keeps up to ${MAX_EXTRA_COLUMNS} unknown columns as extra data, and refuses the one after`, () => {
    const most = withExtras(MAX_EXTRA_COLUMNS);
    expect(most.problems).toEqual([]);
    expect(most.rows[0]!.extra).toHaveLength(MAX_EXTRA_COLUMNS);
    const over = withExtras(MAX_EXTRA_COLUMNS + 1);
    expect(over.problems).toEqual([{ code: 'unknown_column', column: `Extra ${MAX_EXTRA_COLUMNS + 1}` }]);
    expect(over.columns.at(-1)).toEqual({ header: `Extra ${MAX_EXTRA_COLUMNS + 1}`, field: null, extra: false, ambiguous: false });
    expect(over.rows[0]!.extra).toHaveLength(MAX_EXTRA_COLUMNS);
  });

  it(`flags an extra value longer than ${MAX_EXTRA_CHARS} characters, under its column's name`, () => {
    const read = (v: string) =>
      readManifestSheet(
        [
          ['Product name', 'Notes'],
          ['Laptop', v],
        ],
        'manifest',
      ).rows[0]!.problems;
    expect(read('x'.repeat(MAX_EXTRA_CHARS))).toEqual([]);
    expect(read('x'.repeat(MAX_EXTRA_CHARS + 1))).toEqual([{ field: 'Notes', code: 'too_long' }]);
  });

  it('trims cells, fields and extra data alike, and reads a short row as blanks', () => {
    const s = readManifestSheet([['  Product name ', ' Notes ', 'Brand'], ['  Laptop  ', '  fine  ', ' HP '], ['Mouse']], 'manifest');
    expect(s.columns.map((c) => c.header)).toEqual(['Product name', 'Notes', 'Brand']);
    expect(s.rows[0]!.cells).toMatchObject({ product_name: 'Laptop', brand: 'HP' });
    expect(s.rows[0]!.extra).toEqual([{ name: 'Notes', value: 'fine' }]);
    expect(s.rows[1]!.cells).toMatchObject({ product_name: 'Mouse', brand: '' });
    expect(s.rows[1]!.extra).toEqual([{ name: 'Notes', value: '' }]);
  });

  it('cuts a very long header to 100 characters', () => {
    const long = 'N'.repeat(150);
    const s = readManifestSheet(
      [
        ['Product name', long],
        ['Laptop', 'x'],
      ],
      'manifest',
    );
    expect(s.columns[1]!.header).toBe('N'.repeat(100));
  });

  it('names a nameless column with data by its letter', () => {
    const s = readManifestSheet(
      [
        ['Product name', ''],
        ['Laptop', 'x'],
      ],
      'manifest',
    );
    expect(s.columns[1]).toMatchObject({ header: '(B)', extra: true });
    expect(s.rows[0]!.extra).toEqual([{ name: '(B)', value: 'x' }]);
  });
});

describe("readManifestSheet: the operator's column choices", () => {
  const sheet = [
    ['Description', 'Product Name', 'Misc'],
    ['A fine laptop', 'Laptop', 'm'],
  ];

  it('maps each column as chosen: a field, extra data or ignored', () => {
    const s = readManifestSheet(sheet, 'manifest', ['product_name', 'description', 'ignore']);
    expect(s.problems).toEqual([]);
    expect(s.columns.map((c) => [c.field, c.extra])).toEqual([
      ['product_name', false],
      ['description', false],
      [null, false],
    ]);
    expect(s.rows[0]!.cells).toMatchObject({ product_name: 'A fine laptop', description: 'Laptop' });
    expect(s.rows[0]!.extra).toEqual([]);
    const kept = readManifestSheet(sheet, 'manifest', ['description', 'product_name', 'extra']);
    expect(kept.rows[0]!.extra).toEqual([{ name: 'Misc', value: 'm' }]);
  });

  it('a field chosen twice is a duplicate column; a field of another kind is not taken', () => {
    const twice = readManifestSheet(sheet, 'manifest', ['product_name', 'product_name', 'ignore']);
    expect(twice.problems).toEqual([{ code: 'duplicate_column', column: 'Product Name' }]);
    expect(twice.columns[1]!.field).toBeNull();
    const foreign = readManifestSheet(sheet, 'manifest', ['product_name', 'starting_price', 'ignore']);
    expect(foreign.columns[1]).toMatchObject({ field: null, extra: false });
    expect(foreign.rows[0]!.cells).not.toHaveProperty('starting_price');
  });

  it('a line-item sheet keeps no extra data, even when chosen', () => {
    const s = readManifestSheet(
      [
        ['Title', 'Starting price', 'Misc'],
        ['Laptop', '10', 'm'],
      ],
      'line_items',
      ['title', 'starting_price', 'extra'],
    );
    expect(s.columns[2]).toMatchObject({ field: null, extra: false });
    expect(s.rows[0]!.extra).toEqual([]);
    expect(s.problems).toEqual([]);
  });
});

describe('Unit Retail', () => {
  it('fills unit_retail in cents on a manifest and stays shown under its own header, in sheet order', () => {
    const s = readManifestSheet(
      [
        ['Product name', 'Notes', 'Unit Retail'],
        ['Laptop', 'n', '999.00'],
        ['Mouse', 'm', ''],
      ],
      'manifest',
    );
    expect(s.rows.map((r) => r.unit_retail)).toEqual([99900, null]);
    expect(shownExtra(s.columns, s.rows[0]!)).toEqual([
      { name: 'Notes', value: 'n' },
      { name: 'Unit Retail', value: '999.00' },
    ]);
  });

  it('a line-item sheet has no unit retail field', () => {
    const s = readManifestSheet(
      [
        ['Title', 'Starting price', 'Unit Retail'],
        ['Laptop', '10', '999'],
      ],
      'line_items',
    );
    expect(s.rows[0]!.unit_retail).toBeNull();
  });
});
