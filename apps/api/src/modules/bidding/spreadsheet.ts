import { AppError } from '../../platform/http/errors.js';
import type { SpreadsheetLimits } from '../../platform/spreadsheet/spreadsheet.js';
import { parseMoneyCell } from '../../platform/spreadsheet/spreadsheet.js';

/** Bid spreadsheets (field bid_csv): 2 MB, 5,000 rows, 5 s (docs/security.md). */
export const BID_SHEET_LIMITS: SpreadsheetLimits = { field: 'bid_csv', maxBytes: 2 * 1024 * 1024, maxRows: 5000, maxCellChars: 200, timeLimitMs: 5000 };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Standard upload: the amount from a column headed bid/amount, else the first amount cell. */
export function readSingleAmount(rows: string[][]): number | null {
  const header = rows[0] ?? [];
  const col = header.findIndex((h) => /bid|amount|price/.test(norm(h)));
  const body = col >= 0 ? rows.slice(1) : rows;
  for (const row of body) {
    const cells = col >= 0 ? [row[col] ?? ''] : row;
    for (const c of cells) {
      const v = parseMoneyCell(c);
      if (v != null) return v;
    }
  }
  return null;
}

/** Line-item upload: rows of {line item id or sub-lot number, amount} from the header's columns. */
export function readLineItemBids(rows: string[][]): { key: { id?: number; subLot?: number }; amount: number | null; raw: string }[] {
  const header = (rows[0] ?? []).map(norm);
  const idCol = header.findIndex((h) => h === 'id' || h === 'lineitemid' || h === 'itemid');
  const subCol = header.findIndex((h) => h === 'sublot' || h === 'linesublot' || h === 'sublotnumber' || h === 'lot');
  const amountCol = header.findIndex((h) => /bid|amount/.test(h));
  if ((idCol < 0 && subCol < 0) || amountCol < 0) {
    throw new AppError('VALIDATION_FAILED', 'The file needs a "Line item ID" (or "Sub-lot") column and a "Bid" column.', {
      fields: { bid_csv: 'The file needs a "Line item ID" (or "Sub-lot") column and a "Bid" column.' },
    });
  }
  return rows
    .slice(1)
    .filter((r) => r.some((c) => c.trim() !== ''))
    .map((r) => {
      const id = idCol >= 0 ? Number(r[idCol]) : NaN;
      const sub = subCol >= 0 ? Number(r[subCol]) : NaN;
      const raw = r[amountCol] ?? '';
      return {
        key: Number.isInteger(id) && id > 0 ? { id } : Number.isInteger(sub) && sub > 0 ? { subLot: sub } : {},
        amount: parseMoneyCell(raw),
        raw,
      };
    });
}
