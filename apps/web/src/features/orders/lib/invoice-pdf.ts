import type { jsPDF } from 'jspdf';
import type { InvoiceText } from './invoice-view';

/** Spec 2 §9: landscape, 720 × 420 px (540 × 315 pt), file invoice.pdf. */
export const invoicePdf = { width: 720, height: 420, fileName: 'invoice.pdf', margin: 24 } as const;

/** The characters of WinAnsiEncoding above Latin-1's printable ranges (0x80–0x9F). */
const winAnsiExtra = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Spaces Intl puts in amounts and dates (narrow no-break, thin) become no-break spaces; invisible marks go. */
export function pdfText(s: string): string {
  return s
    .replace(/[\u2000-\u200A\u202F\u205F]/g, '\u00A0')
    .replace(/[\u200B-\u200F\u2060\uFEFF]/g, '')
    .replace(/[\t\n\r]+/g, ' ');
}

/** True when the standard PDF fonts (WinAnsi) can show every character: English, German, French, Spanish, Portuguese. */
export function fitsStandardFont(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || winAnsiExtra.has(ch)) continue;
    return false;
  }
  return true;
}

/** Every word the PDF draws. */
export function invoiceWords(m: InvoiceText): string[] {
  return [
    m.title,
    m.heading,
    m.number,
    m.state.label,
    m.state.date ?? '',
    ...m.blocks.flatMap((b) => [b.title, ...b.lines]),
    ...Object.values(m.columns),
    ...m.lines.flatMap((l) => [l.title, l.ref, l.qty, l.unit, l.amount]),
    ...m.totals.flatMap((r) => [r.label, r.value]),
    ...m.payment,
  ].map(pdfText);
}

const ink = '#141414';
const muted = '#5f6368';
const rule = '#d6d6d6';
const white = '#ffffff';

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Words, runs of spaces, and single Chinese characters, kana or full-width forms (a line may break around any of them). */
const tokens = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g;

/**
 * Draws the invoice as text on 720 × 420 px landscape pages: number, state chip with its
 * label, dates, buyer, billing address, the lines (the table header repeats on each page),
 * totals and payment. `unicodeFont` is the registered font for words WinAnsi cannot show
 * (all text is then drawn in it, bold as filled-and-stroked glyphs); null draws Helvetica.
 */
export function drawInvoice(doc: jsPDF, m: InvoiceText, unicodeFont: string | null): void {
  const { width: W, height: H, margin: M } = invoicePdf;
  const bottom = H - M;
  const style = ({ size, bold = false, color = ink }: Style) => {
    doc.setFontSize(size);
    doc.setTextColor(color);
    if (unicodeFont) {
      doc.setFont(unicodeFont, 'normal');
      doc.setDrawColor(color);
      doc.setLineWidth(bold ? 0.35 : 0);
    } else {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
    }
  };
  const write = (text: string, x: number, y: number, s: Style) => {
    style(s);
    const bold = unicodeFont !== null && s.bold === true;
    doc.text(pdfText(text), x, y, { align: s.align ?? 'left', ...(bold ? { renderingMode: 'fillThenStroke' as const } : {}) });
  };
  const widthOf = (text: string, s: Style) => {
    style(s);
    return doc.getTextWidth(pdfText(text));
  };
  /** Lines of at most `max` px: breaks at spaces and around Chinese characters, inside a word only when it alone is too wide. */
  const wrap = (text: string, max: number, s: Style): string[] => {
    style(s);
    const fits = (t: string) => doc.getTextWidth(t) <= max;
    const out: string[] = [];
    let line = '';
    for (const token of pdfText(text).match(tokens) ?? []) {
      if (fits(line + token)) {
        line += token;
        continue;
      }
      if (line.trim()) out.push(line.trimEnd());
      line = /^\s+$/.test(token) ? '' : token;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line.trim() || out.length === 0) out.push(line.trimEnd());
    return out;
  };
  const hr = (y: number, x1: number = M, x2: number = W - M) => {
    doc.setDrawColor(rule);
    doc.setLineWidth(0.75);
    doc.line(x1, y, x2, y);
  };

  doc.setProperties({ title: pdfText(m.title), subject: m.number });
  doc.setLanguage(m.language as Parameters<jsPDF['setLanguage']>[0]);

  // Header: heading, number, and the state chip (a filled pill with its label) and date on the right.
  write(m.heading, M, M + 8, { size: 8, color: muted, bold: true });
  write(m.number, M, M + 30, { size: 18, bold: true });
  const chip = { size: 9, bold: true, color: white } satisfies Style;
  const chipWidth = widthOf(m.state.label, chip) + 24;
  doc.setFillColor(m.state.fill);
  doc.roundedRect(W - M - chipWidth, M - 4, chipWidth, 22, 11, 11, 'F');
  write(m.state.label, W - M - chipWidth / 2, M + 11, { ...chip, align: 'center' });
  if (m.state.date) write(m.state.date, W - M, M + 34, { size: 8.5, align: 'right' });

  // Dates, buyer, billing address in three columns.
  let y = M + 60;
  const column = (W - 2 * M) / 3;
  let blocksBottom = y;
  m.blocks.forEach((b, k) => {
    const x = M + k * column;
    write(b.title, x, y, { size: 8, color: muted, bold: true });
    let by = y + 15;
    b.lines.forEach((text, n) => {
      const s = { size: 9, bold: b.strongFirst === true && n === 0 };
      for (const part of wrap(text, column - 16, s)) {
        write(part, x, by, s);
        by += 13;
      }
    });
    blocksBottom = Math.max(blocksBottom, by);
  });

  // The lines: item (title and reference), quantity, unit price, amount.
  const cols = { qty: W - M - 250, unit: W - M - 125, amount: W - M };
  const itemWidth = cols.qty - 60 - M;
  const head = { size: 7.5, bold: true, color: muted } satisfies Style;
  const tableHeader = () => {
    write(m.columns.item, M, y, head);
    write(m.columns.qty, cols.qty, y, { ...head, align: 'right' });
    write(m.columns.unit, cols.unit, y, { ...head, align: 'right' });
    write(m.columns.amount, cols.amount, y, { ...head, align: 'right' });
    hr(y + 6);
    y += 20;
  };
  const newPage = () => {
    doc.addPage([W, H], 'landscape');
    write(m.title, M, M + 8, { size: 9, bold: true });
    y = M + 32;
  };
  y = blocksBottom + 10;
  tableHeader();
  const title = { size: 9, bold: true } satisfies Style;
  for (const line of m.lines) {
    const parts = wrap(line.title, itemWidth, title);
    const rowHeight = parts.length * 12 + 18;
    if (y + rowHeight > bottom) {
      newPage();
      tableHeader();
    }
    parts.forEach((part, n) => write(part, M, y + n * 12, title));
    write(line.ref, M, y + parts.length * 12, { size: 7.5, color: muted });
    write(line.qty, cols.qty, y, { size: 9, align: 'right' });
    write(line.unit, cols.unit, y, { size: 9, align: 'right' });
    write(line.amount, cols.amount, y, { size: 9, align: 'right' });
    hr(y + rowHeight - 12);
    y += rowHeight;
  }

  // Totals on the right, payment on the left, side by side.
  const totalsHeight = m.totals.length * 16 + 8;
  const paymentHeight = m.payment.length * 13;
  if (y + Math.max(totalsHeight, paymentHeight) > bottom) newPage();
  else y += 6;
  const totalsLeft = W - M - 230;
  let ty = y;
  for (const row of m.totals) {
    if (row.strong) {
      hr(ty - 9, totalsLeft, W - M);
      ty += 4;
    }
    const s = { size: row.strong ? 10.5 : 9, bold: row.strong === true };
    write(row.label, totalsLeft, ty, s);
    write(row.value, W - M, ty, { ...s, align: 'right' });
    ty += 16;
  }
  let py = y;
  for (const text of m.payment) {
    for (const part of wrap(text, totalsLeft - M - 24, { size: 8.5 })) {
      write(part, M, py, { size: 8.5, color: muted });
      py += 13;
    }
  }

  const pages = doc.getNumberOfPages();
  if (pages > 1) {
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      write(`${page} / ${pages}`, W - M, H - 10, { size: 7.5, color: muted, align: 'right' });
    }
  }
}

/**
 * Makes invoice.pdf in the browser (spec 2 §7 "Invoice PDF export is done locally") as
 * real text: searchable, copyable and read by screen readers. jsPDF loads only when asked;
 * the Unicode font (Mandarin, or any word outside WinAnsi) only when the words need it.
 */
export async function downloadInvoicePdf(m: InvoiceText): Promise<void> {
  const needsFont = !invoiceWords(m).every(fitsStandardFont);
  const [{ jsPDF }, font] = await Promise.all([
    import('jspdf'),
    needsFont ? import('./invoice-pdf-font').then(async ({ unicodeFont, loadUnicodeFont }) => ({ name: unicodeFont, data: await loadUnicodeFont() })) : null,
  ]);
  const { width, height } = invoicePdf;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'px', format: [width, height], hotfixes: ['px_scaling'], compress: true });
  if (font) {
    doc.addFileToVFS(`${font.name}.ttf`, font.data);
    doc.addFont(`${font.name}.ttf`, font.name, 'normal');
  }
  drawInvoice(doc, m, font?.name ?? null);
  doc.save(invoicePdf.fileName);
}
