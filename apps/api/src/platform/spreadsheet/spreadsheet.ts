import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';
import { readZipDirectory, type ZipEntry } from './zip-limits.js';
import { decodeCsvText, detectCsvDelimiter } from './csv-text.js';

export type SpreadsheetKind = 'csv' | 'xls' | 'xlsx';

/**
 * The limits of one kind of upload. `field` names the form field in error answers;
 * `maxRows` counts every row of the sheet, header included.
 */
export interface SpreadsheetLimits {
  field: string;
  maxBytes: number;
  maxRows: number;
  /** Rows above the data (a header), left out of the row count of the "at most" message. */
  headerRows?: number;
  /** Each cell is cut to this many characters. */
  maxCellChars: number;
  timeLimitMs: number;
}

/** The worker's hard memory limits (V8 heaps); archives are bounded before it starts (zip-limits.ts). */
export const SPREADSHEET_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;

const WORKER_URL = new URL('./spreadsheet.worker.mjs', import.meta.url);
/** A worker that has not loaded its parser after this long is given up (not counted against the file). */
const WORKER_START_LIMIT_MS = 30_000;

const refusal = (limits: SpreadsheetLimits, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [limits.field]: message } });

/**
 * The file's real kind, from its content and its name together: an .xlsx must be
 * a zip, an .xls an OLE2 compound file, a .csv plain text. Anything else is refused.
 */
export function detectSpreadsheet(fileName: string, data: Buffer, allowed: readonly SpreadsheetKind[], limits: SpreadsheetLimits): SpreadsheetKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const isZip = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const isOle = data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  const isText = utf16 || !data.subarray(0, 4096).includes(0);
  const kind: SpreadsheetKind | null =
    ext === 'xlsx' && isZip ? 'xlsx' : ext === 'xls' && isOle ? 'xls' : ext === 'csv' && isText ? 'csv' : null;
  if (!kind || !allowed.includes(kind)) {
    const message = `File type should be ${allowed.map((k) => '.' + k).join(' / ')}`;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fields: { [limits.field]: message } });
  }
  if (data.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  return kind;
}

/**
 * Parses the first sheet into rows of strings in a worker, with row, time and memory limits.
 * A text file (neither zip nor OLE2) is CSV: its encoding and delimiter are detected here
 * (csv-text.ts) and the worker splits it, every cell kept as written.
 * A zip (.xlsx) is checked first: entry count and declared uncompressed sizes; the worker
 * then inflates each entry capped at its declared size before the parser reads it.
 */
export function parseSpreadsheet(data: Buffer, limits: SpreadsheetLimits, opts: { workerUrl?: URL } = {}): Promise<string[][]> {
  const isZip = data.length > 4 && data.readUInt32LE(0) === 0x04034b50;
  const isOle = data.length > 8 && data.readUInt32LE(0) === 0xe011cfd0;
  let entries: ZipEntry[] | null = null;
  let csv: { text: string; delimiter: string } | null = null;
  if (!isZip && !isOle) {
    const text = decodeCsvText(data);
    csv = { text, delimiter: detectCsvDelimiter(text) };
  }
  if (isZip) {
    const dir = readZipDirectory(data);
    if (!dir.ok) return Promise.reject(refusal(limits, `The file could not be read: ${dir.reason}.`));
    entries = dir.entries;
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(opts.workerUrl ?? WORKER_URL, {
      workerData: { data: csv ? null : new Uint8Array(data), csv, maxRows: limits.maxRows, maxCellChars: limits.maxCellChars, entries },
      resourceLimits: SPREADSHEET_WORKER_LIMITS,
    });
    // The file's time limit starts when the worker has loaded (its `ready`): a cold start (the
    // parser's modules read from disk after idle) is not the file's doing. Starting has its own bound.
    const stop = (message: string) => () => {
      void worker.terminate();
      reject(refusal(limits, message));
    };
    let timer = setTimeout(stop('The file could not be read.'), WORKER_START_LIMIT_MS);
    worker.on('message', (msg: { ready?: true; ok: boolean; rows?: string[][]; error?: string }) => {
      clearTimeout(timer);
      if (msg.ready) {
        timer = setTimeout(stop('The file took too long to read.'), limits.timeLimitMs);
        return;
      }
      void worker.terminate();
      if (!msg.ok && msg.error?.startsWith('archive:')) {
        reject(refusal(limits, `The file could not be read: ${msg.error.slice('archive:'.length).trim()}.`));
        return;
      }
      if (!msg.ok || !msg.rows) {
        reject(refusal(limits, 'The file could not be read.'));
        return;
      }
      if (msg.rows.length > limits.maxRows) {
        reject(refusal(limits, `At most ${limits.maxRows - (limits.headerRows ?? 0)} rows.`));
        return;
      }
      resolve(msg.rows);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(refusal(limits, 'The file could not be read.'));
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

/** A header cell reduced to lower-case letters and digits, for matching column names. */
export const normaliseHeader = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
