// A TrueType (glyf) Noto Sans SC: jsPDF embeds TrueType only, and subsets it to the glyphs the invoice uses.
import fontUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';

/** The name the font is registered under in jsPDF. */
export const unicodeFont = 'NotoSansSC';

/**
 * Noto Sans SC Regular (Latin, Chinese and the rest of the invoice's words) as the binary
 * string jsPDF's file system takes. A build asset of its own (≈ 10 MB), fetched only when an
 * invoice's words are not all in the standard PDF fonts' WinAnsi set (Mandarin, for one).
 */
export async function loadUnicodeFont(): Promise<string> {
  const res = await fetch(fontUrl);
  if (!res.ok) throw new Error(`font ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return binary;
}
