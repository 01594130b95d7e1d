import { describe, expect, it } from 'vitest';
import {
  budgetBytes,
  firstLoadBudgetBytes,
  htmlStarts,
  judgeBudget,
  landingJs,
  landingOnDemand,
  staticGraph,
} from './check-web-budget.mjs';

/**
 * A manifest as Vite writes it: the entry (in `_index-a.js`: the code-splitting groups merge it, so
 * no `index.html` key), the landing screen (a dynamic entry), shared and lazy chunks.
 */
const manifest = {
  '_index-a.js': {
    file: 'assets/index-a.js',
    name: 'shell',
    imports: ['_vendor.js', '_shell.js'],
    dynamicImports: ['src/app/routes/landing-screen.tsx', 'src/lazy.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_shell.js': { file: 'assets/shell-c.js', imports: ['_vendor.js'], css: ['assets/shell.css'] },
  'src/app/routes/landing-screen.tsx': {
    file: 'assets/landing-d.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_icons.js'],
    dynamicImports: ['src/slider.tsx'],
  },
  '_icons.js': { file: 'assets/icons-e.js', imports: ['_shell.js'] },
  'src/slider.tsx': { file: 'assets/slider-f.js', isDynamicEntry: true, imports: ['_carousel.js'] },
  '_carousel.js': { file: 'assets/carousel-g.js' },
  'src/lazy.tsx': { file: 'assets/lazy-h.js', isDynamicEntry: true },
};
const html =
  '<html><head><link rel="icon" href="/favicon.svg"></head><body><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b.js"></body></html>';
const sizes = {
  'assets/index-a.js': 1000,
  'assets/vendor-b.js': 100_000,
  'assets/shell-c.js': 10_000,
  'assets/landing-d.js': 2000,
  'assets/icons-e.js': 500,
};
const sizeOf = (file) => {
  if (!(file in sizes)) throw new Error(`${file} is not on the landing page`);
  return sizes[file];
};

describe('the landing page JS budget', () => {
  it('starts from the scripts index.html loads, found in the manifest by file', () => {
    expect(htmlStarts(manifest, html)).toEqual(['_index-a.js', '_vendor.js']);
    expect(() => htmlStarts(manifest, '<script src="/assets/other.js"></script>')).toThrow(
      /other\.js: loaded by index\.html but not in the manifest/,
    );
  });

  it('follows static imports from the entry and the landing screen, never dynamic ones', () => {
    expect(staticGraph(manifest, ['_index-a.js', 'src/app/routes/landing-screen.tsx']).sort()).toEqual(
      ['_icons.js', '_index-a.js', '_shell.js', '_vendor.js', 'src/app/routes/landing-screen.tsx'].sort(),
    );
  });

  it('counts each file once, biggest first, and sums them', () => {
    const { rows, total } = landingJs(manifest, html, sizeOf);
    expect(rows.map((r) => r.file)).toEqual([
      'assets/vendor-b.js',
      'assets/shell-c.js',
      'assets/landing-d.js',
      'assets/index-a.js',
      'assets/icons-e.js',
    ]);
    expect(total).toBe(113_500);
  });

  it('passes at the budget and fails one byte over it', () => {
    const at = judgeBudget({ rows: [{ file: 'a.js', bytes: budgetBytes }], total: budgetBytes });
    expect(at.ok).toBe(true);
    const over = judgeBudget({ rows: [{ file: 'a.js', bytes: budgetBytes + 1 }], total: budgetBytes + 1 });
    expect(over.ok).toBe(false);
    expect(over.lines.at(-1)).toMatch(/OVER the budget of 165\.0 kB/);
  });

  it('counts the on-demand modules the landing page always loads, with their static imports', () => {
    const withSlider = landingJs(
      manifest,
      html,
      (file) => (file === 'assets/slider-f.js' ? 3000 : file === 'assets/carousel-g.js' ? 4000 : sizeOf(file)),
      ['src/slider.tsx'],
    );
    expect(withSlider.rows.map((r) => r.file)).toEqual(expect.arrayContaining(['assets/slider-f.js', 'assets/carousel-g.js']));
    expect(withSlider.rows).toHaveLength(7);
    expect(withSlider.total).toBe(113_500 + 7000);
    // Still no other dynamic import.
    expect(withSlider.rows.map((r) => r.file)).not.toContain('assets/lazy-h.js');
    expect(() => landingJs(manifest, html, sizeOf, ['src/renamed.tsx'])).toThrow(/renamed\.tsx: not in the build's manifest/);
  });

  it('judges the first load against its own budget, named in the verdict', () => {
    expect(firstLoadBudgetBytes).toBeGreaterThan(budgetBytes);
    expect(landingOnDemand).toContain('src/lib/i18n/bundles/en.ts');
    expect(landingOnDemand).not.toContain('src/app/layout/footer/site-footer.tsx');
    const over = judgeBudget({ rows: [], total: firstLoadBudgetBytes + 1 }, firstLoadBudgetBytes, 'first load');
    expect(over.ok).toBe(false);
    expect(over.lines.at(-1)).toMatch(/first load, gzip, 0 files: OVER the budget of 170\.0 kB/);
    expect(judgeBudget({ rows: [], total: firstLoadBudgetBytes }, firstLoadBudgetBytes).ok).toBe(true);
  });

  it('fails loudly when the landing screen is no longer in the build', () => {
    const { ['src/app/routes/landing-screen.tsx']: _gone, ...renamed } = manifest;
    expect(() => landingJs(renamed, html, sizeOf)).toThrow(/landing-screen\.tsx: not in the build's manifest/);
  });
});
