import { describe, expect, it } from 'vitest';
import { fitsStandardFont, pdfText } from './invoice-pdf';

describe('invoice PDF text', () => {
  it('keeps Latin words of the six Latin languages in the standard fonts (WinAnsi)', () => {
    for (const s of ['Größe Straße', 'café façade «x»', 'ação São João', '¿Año? ¡Sí!', '1.234,50 €', '“quoted” – — …']) {
      expect(fitsStandardFont(pdfText(s)), s).toBe(true);
    }
  });

  it('asks for the Unicode font for Mandarin and for Latin letters WinAnsi lacks', () => {
    expect(fitsStandardFont('发票 INV-2026-1')).toBe(false);
    expect(fitsStandardFont('Łukasz')).toBe(false);
  });

  it('turns the narrow and thin spaces Intl writes into no-break spaces', () => {
    const french = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(fitsStandardFont(french)).toBe(false);
    expect(fitsStandardFont(pdfText(french))).toBe(true);
    expect(pdfText('a\u202Fb\u2009c\u200Bd')).toBe('a\u00A0b\u00A0cd');
  });
});
