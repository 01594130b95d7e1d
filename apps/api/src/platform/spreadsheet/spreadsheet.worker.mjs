// Parses an untrusted spreadsheet off the main thread. Input: {data: Uint8Array, maxRows, maxCellChars, entries, csv}
// (csv: {text, delimiter} for a text file, already decoded by the parent; every cell stays text, so "00123" keeps its zeros).
// Output: {ready: true} once loaded (the parent's time limit starts then), then {ok: true, rows: string[][]} or {ok: false, error}.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/**
 * A zip's entries (read from its central directory by the parent) must inflate to no more
 * than their declared sizes, which the parent already bounded: an archive that lies about
 * them is refused before the parser allocates anything.
 */
function checkArchive(data, entries) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (const e of entries) {
    const at = e.localHeaderOffset;
    if (at + 30 > data.length || view.getUint32(at, true) !== 0x04034b50) throw new Error('archive: damaged zip entry');
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const body = data.subarray(start, start + e.compressedSize);
    if (e.method === 0) {
      if (e.compressedSize !== e.uncompressedSize) throw new Error('archive: damaged zip entry');
    } else if (e.method === 8) {
      try {
        inflateRawSync(body, { maxOutputLength: Math.max(1, e.uncompressedSize) });
      } catch {
        throw new Error('archive: an entry expands beyond its declared size');
      }
    } else {
      throw new Error('archive: unsupported compression');
    }
  }
}

/** Cells per row read from a CSV; the rest of a wider row is dropped (bounds memory on a row of delimiters). */
const MAX_CSV_COLUMNS = 1000;

/** RFC 4180 with the given delimiter: quoted cells may hold delimiters, quotes ("") and line breaks. Blank rows are skipped. */
function parseCsv(text, delimiter, maxRows, maxCellChars) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('sep=') ? text.indexOf('\n') + 1 || text.length : 0;
  const endCell = () => {
    if (row.length < MAX_CSV_COLUMNS) row.push(cell.slice(0, maxCellChars));
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((c) => c !== '')) rows.push(row);
    row = [];
  };
  for (; i < text.length && rows.length <= maxRows; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else if (cell.length <= maxCellChars) cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) endCell();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else if (cell.length <= maxCellChars) cell += c;
  }
  if (rows.length <= maxRows && (cell !== '' || row.length > 0)) endRow();
  return rows;
}

parentPort.postMessage({ ready: true });
try {
  const { data, maxRows, maxCellChars, entries, csv } = workerData;
  if (csv) {
    parentPort.postMessage({ ok: true, rows: parseCsv(csv.text, csv.delimiter, maxRows + 1, maxCellChars) });
  } else {
    if (entries) checkArchive(data, entries);
    const wb = XLSX.read(data, { type: 'array', dense: true, cellFormula: false, cellHTML: false, sheetRows: maxRows + 1 });
    const first = wb.SheetNames[0];
    if (!first) throw new Error('empty workbook');
    const rows = XLSX.utils.sheet_to_json(wb.Sheets[first], { header: 1, raw: false, defval: '', blankrows: false });
    parentPort.postMessage({ ok: true, rows: rows.slice(0, maxRows + 1).map((r) => r.map((c) => String(c).slice(0, maxCellChars))) });
  }
} catch (err) {
  parentPort.postMessage({ ok: false, error: String(err && err.message ? err.message : err) });
}
