// Parses an untrusted spreadsheet off the main thread. Input: {data: Uint8Array, maxRows}.
// Output: {ok: true, rows: string[][]} or {ok: false, error}. The parent enforces a time limit.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

try {
  const { data, maxRows } = workerData;
  const wb = XLSX.read(data, { type: 'array', dense: true, cellFormula: false, cellHTML: false, sheetRows: maxRows + 1 });
  const first = wb.SheetNames[0];
  if (!first) throw new Error('empty workbook');
  const rows = XLSX.utils.sheet_to_json(wb.Sheets[first], { header: 1, raw: false, defval: '', blankrows: false });
  parentPort.postMessage({ ok: true, rows: rows.slice(0, maxRows + 1).map((r) => r.map((c) => String(c).slice(0, 200))) });
} catch (err) {
  parentPort.postMessage({ ok: false, error: String(err && err.message ? err.message : err) });
}
