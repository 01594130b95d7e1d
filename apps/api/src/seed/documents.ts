export { manifestCsv } from '../modules/manifest-import/index.js';

/** Generated lot documents: the manifest as CSV and a one-page condition report as PDF. */

export const manifestFileName = (lotId: number) => `manifest-${lotId}.csv`;
export const conditionReportName = (lotId: number) => `lot-${lotId}-condition-report.pdf`;
export const attachedManifestName = (lotId: number) => `lot-${lotId}-manifest.csv`;

/** PDF strings are Latin-1 in parentheses: keep ASCII, escape the delimiters. */
const pdfText = (s: string) =>
  s
    .replace(/[–—]/g, '-')
    .replace(/×/g, 'x')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');

/** A minimal valid one-page PDF (Helvetica, A4 portrait) with a title and lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const ops = [`BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`];
  lines.forEach((line, i) => ops.push(`BT /F1 11 Tf 56 ${748 - i * 18} Td (${pdfText(line)}) Tj ET`));
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function conditionReportPdf(o: {
  lotId: number;
  title: string;
  grade: string;
  gradeDescription: string;
  qty: number;
  notes: string;
}) {
  const tested = o.grade === 'Salvage' ? 0 : o.qty;
  const wrap = (text: string, width = 90) => text.match(new RegExp(`.{1,${width}}(\\s|$)`, 'g'))?.map((s) => s.trim()) ?? [text];
  return simplePdf(`Condition report - Gavel lot ${o.lotId}`, [
    ...wrap(o.title),
    '',
    `Grade: ${o.grade}`,
    ...wrap(o.gradeDescription),
    '',
    `Units in lot: ${o.qty}`,
    `Units power-on tested: ${tested}`,
    'Data sanitisation: NIST 800-88 (certificate available on request)',
    '',
    ...wrap(o.notes),
  ]);
}
