/** What an uploaded message image really is, from its first bytes; null when it is not an accepted image. */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const has = (buf: Buffer, at: number, bytes: number[]) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

export function sniffImage(buf: Buffer): ImageKind | null {
  if (has(buf, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', type: 'image/png' };
  if (has(buf, 0, [0xff, 0xd8, 0xff])) return { ext: 'jpg', type: 'image/jpeg' };
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { ext: 'gif', type: 'image/gif' };
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return { ext: 'webp', type: 'image/webp' };
  return null;
}
