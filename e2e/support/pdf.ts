/**
 * Reads a PDF the way a reader or a screen reader does: pdf.js (pdfjs-dist) extracts each
 * page's text and size. A PDF that is a picture has no text here.
 */
import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** In PDF points (1 px = 0.75 pt). */
  width: number;
  height: number;
  /** The page's text items, in drawing order, one per line of this string. */
  text: string;
}

export async function readPdf(file: string): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
      pages.push({ width, height, text });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Text without any whitespace, to find words whatever the PDF's spacing and line breaks. */
export const squash = (s: string) => s.replace(/\s+/g, '');
