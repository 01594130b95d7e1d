/**
 * What a tax-exempt document really is, from its first bytes (its name alone proves
 * nothing): PDF `%PDF-`; PNG `89 50 4E 47 0D 0A 1A 0A`; JPEG `FF D8 FF`; DOCX a ZIP
 * (`PK 03 04`) holding `[Content_Types].xml` and a `word/` part (the entry names are
 * stored uncompressed in the local file headers, so a byte search finds them).
 */
export type DocumentKind = 'pdf' | 'docx' | 'jpeg' | 'png';

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

export function detectDocumentKind(buf: Buffer): DocumentKind | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && buf.includes('[Content_Types].xml', 0, 'latin1') && buf.includes('word/', 0, 'latin1')) {
    return 'docx';
  }
  return null;
}

/** The kind each accepted extension promises. */
export const kindOfExtension: Record<string, DocumentKind> = { pdf: 'pdf', docx: 'docx', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

export const contentTypeOf: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The lower-case extension of an uploaded file name ('' when none). */
export const extensionOf = (name: string) => {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
};
