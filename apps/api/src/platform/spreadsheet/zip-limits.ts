/**
 * Zip-bomb guard for .xlsx uploads (an .xlsx is a zip). Before any parser sees the file,
 * the archive's central directory is read: the entry count and the declared uncompressed
 * sizes must stay under the limits below. The worker then inflates each entry with a hard
 * output cap (its declared size), so an archive that lies about its sizes is refused too
 * (spreadsheet.worker.mjs). Limits are documented in docs/security.md.
 */
export const ZIP_MAX_ENTRIES = 200;
/** Sum of the declared uncompressed sizes of all entries. */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The archive's entries from its central directory, or a reason it is refused. */
export function readZipDirectory(data: Uint8Array): { ok: true; entries: ZipEntry[] } | { ok: false; reason: string } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const min = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= min; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'not a zip archive' };
  const count = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) return { ok: false, reason: 'zip64 archives are not accepted' };
  if (count > ZIP_MAX_ENTRIES) return { ok: false, reason: `more than ${ZIP_MAX_ENTRIES} entries` };
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > data.length || view.getUint32(p, true) !== 0x02014b50) return { ok: false, reason: 'damaged zip directory' };
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return { ok: false, reason: 'zip64 archives are not accepted' };
    total += uncompressedSize;
    if (total > ZIP_MAX_UNCOMPRESSED_BYTES) return { ok: false, reason: 'the archive expands beyond the size limit' };
    const name = new TextDecoder().decode(data.subarray(p + 46, p + 46 + nameLength));
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}
