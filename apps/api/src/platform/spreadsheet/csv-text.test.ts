import { describe, expect, it } from 'vitest';
import { decodeCsvText, detectCsvDelimiter, detectCsvEncoding } from './csv-text.js';

describe('CSV text', () => {
  it('reads UTF-8 without a byte-order mark as UTF-8, with one without the mark', () => {
    const bytes = Buffer.from('Description\nUSB-C – 65 W, 2 m\n', 'utf8');
    expect(detectCsvEncoding(bytes)).toBe('utf-8');
    expect(decodeCsvText(bytes)).toBe('Description\nUSB-C – 65 W, 2 m\n');
    expect(decodeCsvText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))).toBe('Description\nUSB-C – 65 W, 2 m\n');
  });

  it('reads bytes that are not UTF-8 as Windows-1252, its 0x80–0x9F included', () => {
    const bytes = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94]);
    expect(detectCsvEncoding(bytes)).toBe('windows-1252');
    expect(decodeCsvText(bytes)).toBe('Café – €5 “ok”');
  });

  it('reads UTF-16 with its mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Qty;Brand\n1;Böse\n', 'utf16le')]);
    expect(decodeCsvText(bytes)).toBe('Qty;Brand\n1;Böse\n');
  });

  it('finds the delimiter: comma, semicolon, tab, sep= line', () => {
    expect(detectCsvDelimiter('Brand,Product name,Qty\nHP,EliteBook,3\n')).toBe(',');
    expect(detectCsvDelimiter('Brand;Description;Unit Retail\nHP;"Laptop, 14""";1,50\nDell;Dock;2,25\n')).toBe(';');
    expect(detectCsvDelimiter('Brand\tDescription\tQty\nHP\tLaptop, 14 in\t3\n')).toBe('\t');
    expect(detectCsvDelimiter('sep=;\nA,B;C\n')).toBe(';');
    expect(detectCsvDelimiter('Bid\n1250\n')).toBe(',');
    // Steady across rows beats frequent on the header.
    expect(detectCsvDelimiter('a,b;c,d\n1;2\n3;4\n')).toBe(';');
  });
});
