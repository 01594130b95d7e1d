import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/http/errors.js';

export type SpreadsheetKind = 'csv' | 'xls' | 'xlsx';

export const SPREADSHEET_MAX_BYTES = 2 * 1024 * 1024;
export const SPREADSHEET_MAX_ROWS = 5000;
export const SPREADSHEET_TIME_LIMIT_MS = 5000;

/**
 * The file's real kind, from its content and its name together: an .xlsx must be
 * a zip, an .xls an OLE2 compound file, a .csv plain text. Anything else is refused.
 */
export function detectSpreadsheet(fileName: string, data: Buffer, allowed: readonly SpreadsheetKind[]): SpreadsheetKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const isZip = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const isOle = data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  const isText = !data.subarray(0, 4096).includes(0);
  const kind: SpreadsheetKind | null =
    ext === 'xlsx' && isZip ? 'xlsx' : ext === 'xls' && isOle ? 'xls' : ext === 'csv' && isText ? 'csv' : null;
  if (!kind || !allowed.includes(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `File type should be ${allowed.map((k) => '.' + k).join(' / ')}`, {
      fields: { bid_csv: `File type should be ${allowed.map((k) => '.' + k).join(' / ')}` },
    });
  }
  if (data.length > SPREADSHEET_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  return kind;
}

/** Parses the first sheet into rows of strings in a worker, with row and time limits. */
export function parseSpreadsheet(data: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./spreadsheet.worker.mjs', import.meta.url), {
      workerData: { data: new Uint8Array(data), maxRows: SPREADSHEET_MAX_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('VALIDATION_FAILED', 'The file took too long to read.', { fields: { bid_csv: 'The file took too long to read.' } }));
    }, SPREADSHEET_TIME_LIMIT_MS);
    worker.once('message', (msg: { ok: boolean; rows?: string[][]; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (!msg.ok || !msg.rows) {
        reject(new AppError('VALIDATION_FAILED', 'The file could not be read.', { fields: { bid_csv: 'The file could not be read.' } }));
        return;
      }
      if (msg.rows.length > SPREADSHEET_MAX_ROWS) {
        reject(new AppError('VALIDATION_FAILED', `At most ${SPREADSHEET_MAX_ROWS} rows.`, { fields: { bid_csv: `At most ${SPREADSHEET_MAX_ROWS} rows.` } }));
        return;
      }
      resolve(msg.rows);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(new AppError('VALIDATION_FAILED', 'The file could not be read.', { fields: { bid_csv: 'The file could not be read.' } }));
    });
  });
}

/** "1,250.50", "$1250", "1250" → cents; null when not a positive amount. */
export function parseMoneyCell(cell: string): number | null {
  const cleaned = cell.replace(/[\s$€£,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, frac = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

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
