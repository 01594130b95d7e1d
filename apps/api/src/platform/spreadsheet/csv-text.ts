/**
 * A CSV upload's text and delimiter, as the tools of our users write them: UTF-8 with or
 * without a byte-order mark (LibreOffice, Google Sheets, hand-written files), UTF-16 with a
 * mark (LibreOffice "Unicode"), else Windows-1252 (Excel's "CSV" on Western Windows);
 * cells separated by commas, semicolons (European locales) or tabs.
 */

/** Windows-1252's 0x80–0x9F (Node's TextDecoder reads 'windows-1252' as Latin-1 there); 0 = undefined byte. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding of a CSV file's bytes: a byte-order mark, else valid UTF-8, else Windows-1252. */
export function detectCsvEncoding(data: Uint8Array): CsvEncoding {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'utf-8';
  if (data[0] === 0xff && data[1] === 0xfe) return 'utf-16le';
  if (data[0] === 0xfe && data[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The file's text (without its byte-order mark). */
export function decodeCsvText(data: Uint8Array): string {
  const encoding = detectCsvEncoding(data);
  if (encoding !== 'windows-1252') return new TextDecoder(encoding).decode(data); // drops the mark
  let out = '';
  for (let i = 0; i < data.length; i += 8192) {
    const chunk = data.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b)));
  }
  return out;
}

export type CsvDelimiter = ',' | ';' | '\t';
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** Each of the first lines' count of every candidate delimiter outside quotes. */
function countsPerLine(text: string, maxLines: number): number[][] {
  const lines: number[][] = [];
  let counts = DELIMITERS.map(() => 0);
  let quoted = false;
  for (let i = 0; i < text.length && lines.length < maxLines; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (c === '\r' && text[i + 1] === '\n') i++;
      lines.push(counts);
      counts = DELIMITERS.map(() => 0);
    } else if (!quoted) {
      const d = DELIMITERS.indexOf(c as CsvDelimiter);
      if (d >= 0) counts[d]!++;
    }
  }
  if (lines.length < maxLines && counts.some((n) => n > 0)) lines.push(counts);
  return lines;
}

/**
 * The delimiter: Excel's `sep=` first line when present; else the candidate found on the
 * header line that splits the first lines into the same number of cells (most cells wins),
 * else the one most frequent on the header line; a comma when nothing tells.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const sep = /^sep=(.)\r?\n/.exec(text);
  if (sep && DELIMITERS.includes(sep[1] as CsvDelimiter)) return sep[1] as CsvDelimiter;
  const lines = countsPerLine(text, 20).filter((l) => l.some((n) => n > 0));
  const header = lines[0];
  if (!header) return ',';
  const candidates = DELIMITERS.map((d, i) => ({ d, n: header[i]!, steady: lines.every((l) => l[i] === header[i]) })).filter(
    (c) => c.n > 0,
  );
  const best = (list: typeof candidates) =>
    list.reduce<(typeof candidates)[number] | null>((a, c) => (a == null || c.n > a.n ? c : a), null);
  return (best(candidates.filter((c) => c.steady)) ?? best(candidates))?.d ?? ',';
}
