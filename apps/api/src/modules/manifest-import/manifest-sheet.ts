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

/** A checked row; money in cents. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  sub_lot: number | null;
  qty: number | null;
  starting_price: number | null;
  reserve_price: number | null;
  problems: RowProblem[];
}

export interface ReadSheet {
  columns: { header: string; field: ManifestImportField | null }[];
  problems: SheetProblem[];
  rows: SheetRow[];
}

/** Header names each field answers to (normalised: lower-case letters and digits). */
const aliases: Record<ManifestImportField, readonly string[]> = {
  sub_lot: ['sublot', 'sublotnumber', 'sublotno', 'linesublot', 'lot', 'lotnumber', 'lotno', 'line', 'lineno', 'linenumber'],
  title: ['title', 'productname', 'product', 'name', 'itemname', 'item', 'itemtitle'],
  product_name: ['productname', 'product', 'name', 'title', 'itemname', 'item', 'itemtitle', 'description', 'itemdescription'],
  description: ['description', 'itemdescription', 'details'],
  brand: ['brand', 'manufacturer', 'make', 'mfr', 'mfg'],
  category: ['category', 'type', 'producttype'],
  part_number: ['partnumber', 'partno', 'part', 'pn', 'mpn', 'sku', 'model', 'modelnumber', 'modelno'],
  qty: ['qty', 'quantity', 'units', 'count'],
  starting_price: ['startingprice', 'startprice', 'start', 'startingbid', 'openingbid', 'price', 'minimumbid'],
  reserve_price: ['reserveprice', 'reserve'],
};

/** Columns a sheet of each kind must have. */
const requiredFields: Record<ManifestImportKind, readonly ManifestImportField[]> = {
  manifest: ['product_name'],
  line_items: ['title', 'starting_price'],
};

const MAX_QTY = 1_000_000;
const MAX_SUB_LOT = 1_000_000;

/** "12", "12.0" → 12; null when not a whole number in 1..max. */
const wholeNumber = (s: string, max: number): number | null => {
  if (!/^\d+(\.0+)?$/.test(s)) return null;
  const n = Number(s.split('.')[0]);
  return n >= 1 && n <= max ? n : null;
};

const columnLetter = (i: number): string => (i >= 26 ? columnLetter(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** Maps the header row to the kind's fields; unknown, duplicate and missing columns are sheet problems. */
function mapHeader(header: string[], body: string[][], kind: ManifestImportKind) {
  const fields = manifestImportFields[kind] as readonly ManifestImportField[];
  const problems: SheetProblem[] = [];
  const seen = new Set<ManifestImportField>();
  const columns: ReadSheet['columns'] = [];
  header.forEach((raw, i) => {
    const text = raw.trim();
    const key = normaliseHeader(text);
    if (!key) {
      // A nameless column is fine while it is empty.
      if (body.some((r) => (r[i] ?? '').trim() !== '')) problems.push({ code: 'unknown_column', column: `(${columnLetter(i)})` });
      columns.push({ header: text, field: null });
      return;
    }
    const field = fields.find((f) => aliases[f].includes(key)) ?? null;
    if (!field) problems.push({ code: 'unknown_column', column: text });
    else if (seen.has(field)) problems.push({ code: 'duplicate_column', column: text });
    columns.push({ header: text, field: field && !seen.has(field) ? field : null });
    if (field) seen.add(field);
  });
  for (const f of requiredFields[kind]) if (!seen.has(f)) problems.push({ code: 'missing_column', column: f });
  return { columns, problems, present: seen };
}

/**
 * Reads a parsed sheet (first row: headers) as manifest lines or sub-lots and checks every
 * row. Pure: the preview answers it, the confirm re-runs it on the stored file.
 */
export function readManifestSheet(sheet: string[][], kind: ManifestImportKind): ReadSheet {
  const [header = [], ...rest] = sheet;
  // Blank rows are skipped; each row keeps its number in the sheet (the header is row 1).
  const numbered = rest.flatMap((r, i) => (r.some((c) => c.trim() !== '') ? [{ r, row: i + 2 }] : []));
  const body = numbered.map((n) => n.r);
  const { columns, problems, present } = mapHeader(header, body, kind);
  if (body.length === 0) problems.push({ code: 'no_rows' });
  const maxText = manifestImportLimits.maxText as Record<string, number>;
  const autoNumber = kind === 'line_items' && !present.has('sub_lot');

  const rows = body.map((r, index): SheetRow => {
    const cells: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c.field) cells[c.field] = (r[i] ?? '').trim();
    });
    const rowProblems: RowProblem[] = [];
    const problem = (field: string, code: RowProblem['code']) => rowProblems.push({ field, code });
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

    const price = (field: 'starting_price' | 'reserve_price') => {
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
    if (starting != null && reserve != null && reserve < starting) problem('reserve_price', 'reserve_below_start');

    return { row: numbered[index]!.row, cells, sub_lot: subLot, qty, starting_price: starting, reserve_price: reserve, problems: rowProblems };
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
