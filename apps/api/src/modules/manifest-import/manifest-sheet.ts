import {
  manifestImportFields,
  manifestImportLimits,
  maxCents,
  type ManifestImportField,
  type ManifestImportKind,
  type rowProblemCodes,
  type sheetProblemCodes,
} from '@gavel/contract';
import { normaliseHeader, parseMoneyCell } from '../../platform/spreadsheet/spreadsheet.js';

type RowProblem = { field: string; code: (typeof rowProblemCodes)[number] };
type SheetProblem = { code: (typeof sheetProblemCodes)[number]; column?: string };

/**
 * A checked row; money in cents. `extra`: the manifest's other columns, in sheet order.
 * `unit_retail`: a manifest's retail price of one unit (its Unit Retail column), when given.
 */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  extra: { name: string; value: string }[];
  unit_retail: number | null;
  sub_lot: number | null;
  qty: number | null;
  starting_price: number | null;
  reserve_price: number | null;
  problems: RowProblem[];
}

/**
 * How one column is read: a field, kept as extra data (a manifest's other columns) or ignored.
 * `ambiguous`: its header also names a field another column took; the operator may choose.
 */
export interface SheetColumn {
  header: string;
  field: ManifestImportField | null;
  extra: boolean;
  ambiguous: boolean;
}

export interface ReadSheet {
  columns: SheetColumn[];
  problems: SheetProblem[];
  rows: SheetRow[];
}

/** The operator's choice for each column, in sheet order (from the preview): a field, 'extra' or 'ignore'. */
export type ColumnChoice = ManifestImportField | 'extra' | 'ignore';

/**
 * Header names each field answers to (normalised: lower-case letters and digits, "#" read as
 * "no"), best first: when two columns answer to one field, the better name takes it.
 */
const aliases: Record<ManifestImportField, readonly string[]> = {
  sub_lot: ['sublot', 'sublotnumber', 'sublotno', 'linesublot', 'lot', 'lotnumber', 'lotno', 'line', 'lineno', 'linenumber'],
  title: ['title', 'productname', 'product', 'name', 'itemname', 'item', 'itemtitle'],
  product_name: ['productname', 'product', 'name', 'title', 'itemname', 'item', 'itemtitle', 'description', 'itemdescription', 'productdescription'],
  description: ['description', 'itemdescription', 'productdescription', 'details'],
  brand: ['brand', 'manufacturer', 'make', 'mfr', 'mfg'],
  category: ['category', 'type', 'producttype', 'department'],
  part_number: ['partnumber', 'partno', 'part', 'pn', 'mpn', 'sku', 'model', 'modelnumber', 'modelno'],
  qty: ['qty', 'quantity', 'units', 'count'],
  /** Retail price of one unit (a manifest's "Unit Retail"; "Ext. Retail", qty × unit, stays extra data). */
  unit_retail: ['unitretail', 'retailperunit', 'unitretailprice', 'retailprice', 'retail', 'unitmsrp', 'msrp', 'unitprice'],
  starting_price: ['startingprice', 'startprice', 'start', 'startingbid', 'openingbid', 'price', 'minimumbid'],
  reserve_price: ['reserveprice', 'reserve'],
};

const headerKey = (text: string) => normaliseHeader(text.replace(/#/g, ' no '));

/** Columns a sheet of each kind must have. */
const requiredFields: Record<ManifestImportKind, readonly ManifestImportField[]> = {
  manifest: ['product_name'],
  line_items: ['title', 'starting_price'],
};

/** A manifest's other columns: at most this many, each value at most this long. */
export const MAX_EXTRA_COLUMNS = 40;
export const MAX_EXTRA_CHARS = 500;
const MAX_HEADER_CHARS = 100;

const MAX_QTY = 1_000_000;
const MAX_SUB_LOT = 1_000_000;

/** "12", "12.0" → 12; null when not a whole number in 1..max. */
const wholeNumber = (s: string, max: number): number | null => {
  if (!/^\d+(\.0+)?$/.test(s)) return null;
  const n = Number(s.split('.')[0]);
  return n >= 1 && n <= max ? n : null;
};

const columnLetter = (i: number): string => (i >= 26 ? columnLetter(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** Each field to the column whose header names it best (a required field first); the others are unmapped. */
function autoMap(keys: string[], fields: readonly ManifestImportField[], required: readonly ManifestImportField[]) {
  const pairs = keys.flatMap((key, col) => fields.flatMap((field) => (key && aliases[field].includes(key) ? [{ col, field, rank: aliases[field].indexOf(key) }] : [])));
  pairs.sort((a, b) => a.rank - b.rank || a.col - b.col);
  const byCol = new Map<number, ManifestImportField>();
  const taken = new Set<ManifestImportField>();
  for (const p of pairs) {
    if (byCol.has(p.col) || taken.has(p.field)) continue;
    byCol.set(p.col, p.field);
    taken.add(p.field);
  }
  // A required field nobody took goes to a column that answers to it, taken from an optional field.
  for (const field of required) {
    if (taken.has(field)) continue;
    const p = pairs.find((x) => x.field === field && !required.includes(byCol.get(x.col) ?? field));
    if (!p) continue;
    taken.delete(byCol.get(p.col)!);
    byCol.set(p.col, field);
    taken.add(field);
  }
  const ambiguous = new Set(pairs.filter((p) => byCol.get(p.col) == null).map((p) => p.col));
  return { byCol, ambiguous };
}

/**
 * Maps the header row to the kind's fields. A manifest keeps its other columns as extra data;
 * a line-item sheet's unknown columns are problems. With the operator's `choices` (one per
 * column), those decide instead, and two columns chosen for one field are a duplicate.
 */
function mapHeader(header: string[], body: string[][], kind: ManifestImportKind, choices?: readonly ColumnChoice[]) {
  const fields = manifestImportFields[kind] as readonly ManifestImportField[];
  const keepsExtra = kind === 'manifest';
  const problems: SheetProblem[] = [];
  const seen = new Set<ManifestImportField>();
  const columns: SheetColumn[] = [];
  const texts = header.map((raw) => raw.trim().slice(0, MAX_HEADER_CHARS));
  const { byCol, ambiguous } = autoMap(texts.map(headerKey), fields, requiredFields[kind]);
  let extras = 0;
  texts.forEach((text, i) => {
    const hasData = body.some((r) => (r[i] ?? '').trim() !== '');
    const name = text || `(${columnLetter(i)})`;
    const choice = choices?.[i];
    let field: ManifestImportField | null = null;
    let extra = false;
    if (choice != null) {
      if (choice !== 'extra' && choice !== 'ignore' && fields.includes(choice)) {
        if (seen.has(choice)) problems.push({ code: 'duplicate_column', column: name });
        else field = choice;
      } else extra = choice === 'extra' && keepsExtra;
    } else if (byCol.has(i)) {
      field = byCol.get(i)!;
    } else if (!text) {
      // A nameless column is fine while it is empty.
      if (hasData && keepsExtra) extra = true;
      else if (hasData) problems.push({ code: 'unknown_column', column: name });
    } else if (keepsExtra) {
      extra = true;
    } else {
      problems.push({ code: ambiguous.has(i) ? 'duplicate_column' : 'unknown_column', column: text });
    }
    if (extra && ++extras > MAX_EXTRA_COLUMNS) {
      problems.push({ code: 'unknown_column', column: name });
      extra = false;
    }
    if (field) seen.add(field);
    columns.push({ header: extra ? name : text, field, extra, ambiguous: ambiguous.has(i) });
  });
  for (const f of requiredFields[kind]) if (!seen.has(f)) problems.push({ code: 'missing_column', column: f });
  return { columns, problems, present: seen };
}

/**
 * Reads a parsed sheet (first row: headers) as manifest lines or sub-lots and checks every
 * row. Pure: the preview answers it, the confirm re-runs it on the stored file.
 */
export function readManifestSheet(sheet: string[][], kind: ManifestImportKind, choices?: readonly ColumnChoice[]): ReadSheet {
  const [header = [], ...rest] = sheet;
  // Blank rows are skipped; each row keeps its number in the sheet (the header is row 1).
  const numbered = rest.flatMap((r, i) => (r.some((c) => c.trim() !== '') ? [{ r, row: i + 2 }] : []));
  const body = numbered.map((n) => n.r);
  const { columns, problems, present } = mapHeader(header, body, kind, choices);
  if (body.length === 0) problems.push({ code: 'no_rows' });
  const maxText = manifestImportLimits.maxText as Record<string, number>;
  const autoNumber = kind === 'line_items' && !present.has('sub_lot');

  const rows = body.map((r, index): SheetRow => {
    const cells: Record<string, string> = {};
    const extra: SheetRow['extra'] = [];
    columns.forEach((c, i) => {
      if (c.field) cells[c.field] = (r[i] ?? '').trim();
      else if (c.extra) extra.push({ name: c.header, value: (r[i] ?? '').trim() });
    });
    const rowProblems: RowProblem[] = [];
    const problem = (field: string, code: RowProblem['code']) => rowProblems.push({ field, code });
    for (const e of extra) if (e.value.length > MAX_EXTRA_CHARS) problem(e.name, 'too_long');
    for (const f of requiredFields[kind]) if (present.has(f) && !cells[f]) problem(f, 'required');
    for (const [f, v] of Object.entries(cells)) {
      const max = maxText[f];
      if (max != null && v.length > max) problem(f, 'too_long');
    }

    let qty: number | null = 1;
    if (cells.qty) {
      qty = wholeNumber(cells.qty, MAX_QTY);
      if (qty == null) problem('qty', 'bad_quantity');
    }

    let subLot: number | null = autoNumber ? index + 1 : null;
    if (kind === 'line_items' && present.has('sub_lot')) {
      if (!cells.sub_lot) problem('sub_lot', 'required');
      else if ((subLot = wholeNumber(cells.sub_lot, MAX_SUB_LOT)) == null) problem('sub_lot', 'bad_sub_lot');
    }

    const price = (field: 'starting_price' | 'reserve_price' | 'unit_retail') => {
      const text = cells[field];
      if (!text) return null;
      const cents = parseMoneyCell(text);
      if (cents == null || cents > maxCents) {
        problem(field, 'bad_price');
        return null;
      }
      return cents;
    };
    const starting = kind === 'line_items' ? price('starting_price') : null;
    const reserve = kind === 'line_items' ? price('reserve_price') : null;
    const unitRetail = kind === 'manifest' ? price('unit_retail') : null;
    if (starting != null && reserve != null && reserve < starting) problem('reserve_price', 'reserve_below_start');

    return {
      row: numbered[index]!.row,
      cells,
      extra,
      unit_retail: unitRetail,
      sub_lot: subLot,
      qty,
      starting_price: starting,
      reserve_price: reserve,
      problems: rowProblems,
    };
  });

  if (kind === 'line_items') {
    const byNumber = new Map<number, SheetRow[]>();
    for (const r of rows) if (r.sub_lot != null) byNumber.set(r.sub_lot, [...(byNumber.get(r.sub_lot) ?? []), r]);
    for (const same of byNumber.values()) if (same.length > 1) for (const r of same) r.problems.push({ field: 'sub_lot', code: 'duplicate_sub_lot' });
  }
  return { columns, problems, rows };
}

/** True when nothing in the sheet stops an import. */
export const sheetIsClean = (s: ReadSheet) => s.problems.length === 0 && s.rows.every((r) => r.problems.length === 0);

/**
 * What a manifest line shows buyers besides its fields (the lot page's table, the CSV download):
 * its extra columns and, where the sheet had it, the Unit Retail column under the sheet's own
 * header, all in sheet order — the retail price fills `unit_retail` and stays visible too.
 */
export function shownExtra(columns: readonly SheetColumn[], row: SheetRow): { name: string; value: string }[] {
  const shown: { name: string; value: string }[] = [];
  let next = 0;
  for (const c of columns) {
    if (c.extra) shown.push(row.extra[next++]!);
    else if (c.field === 'unit_retail') shown.push({ name: c.header, value: row.cells.unit_retail ?? '' });
  }
  return shown;
}
