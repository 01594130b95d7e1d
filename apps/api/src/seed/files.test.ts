import { describe, expect, it } from 'vitest';
import { bannerSvg, lotImageName, lotImageSvg } from './images.js';
import { conditionReportPdf, manifestCsv, simplePdf } from './documents.js';
import { bannerData } from './data/banners.js';

describe('lot images', () => {
  it('are self-contained SVG with the brand, the caption (escaped) and the lot number', () => {
    for (let index = 1; index <= 4; index++) {
      const svg = lotImageSvg({
        lotId: 42,
        index,
        count: 4,
        device: 'laptop',
        brand: 'Dell',
        caption: 'Dell Latitude 7490 <i5> & more',
        grade: 'Grade B',
        qty: 40,
      });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('DELL');
      expect(svg).toContain('&lt;i5&gt; &amp; more');
      expect(svg).toContain('lot 42');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(svg.length).toBeLessThan(12_000);
    }
    expect(lotImageName(42, 3)).toBe('lot-42-3.svg');
  });

  it('draws every device kind and a neutral colour without a brand', () => {
    for (const device of ['laptop', 'desktop', 'server', 'monitor', 'switch', 'tablet', 'printer', 'drive', 'phone', 'mixed'] as const) {
      expect(lotImageSvg({ lotId: 1, index: 2, count: 2, device, brand: null, caption: 'x', grade: 'Grade A', qty: 5 })).toContain(
        '#4a5568',
      );
    }
  });

  it('builds banners as pictures without baked-in words (the web shows translated text over them)', () => {
    for (const b of bannerData) {
      expect(bannerSvg(b)).toContain(`aria-label="${b.title}"`);
      expect(bannerSvg(b)).not.toContain('<text');
    }
  });
});

describe('documents', () => {
  it('writes the manifest as CSV with a header, quoting where needed', () => {
    const csv = manifestCsv([
      { brand: 'HP', productName: 'EliteDesk 800 G4, "SFF"', category: 'Desktops', partNumber: '3JX23UT#ABA', qty: 4 },
    ]);
    expect(csv).toBe('Brand,Product name,Category,Part number,Qty\r\nHP,"EliteDesk 800 G4, ""SFF""",Desktops,3JX23UT#ABA,4\r\n');
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = simplePdf('Condition (report)', ['Line – one', 'Line two']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)/)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(pdf).toContain('(Condition \\(report\\)) Tj');
    expect(pdf).toContain('(Line - one) Tj');
  });

  it('writes a condition report for a lot', () => {
    const pdf = conditionReportPdf({
      lotId: 7,
      title: 'Pallet of 40 Dell Latitude 7490 – Grade B',
      grade: 'Grade B',
      gradeDescription: 'Fully functional.',
      qty: 40,
      notes: 'Tested.',
    });
    expect(pdf.toString('latin1')).toContain('Gavel lot 7');
  });
});
