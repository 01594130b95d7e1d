import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, judge } from './check-cycles.mjs';

const script = path.join(import.meta.dirname, 'check-cycles.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-cycles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A fixture folder of TypeScript files importing each other the way our code does (`./x.js` for `x.ts`). */
const fixture = (name, files) => {
  const root = path.join(dir, name);
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
};
const names = (groups) => groups.map((g) => g.map((f) => path.basename(f)));
const run = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

const planted = fixture('planted', {
  'orders/index.ts': "export { total } from './transactions.js';\n",
  'orders/transactions.ts': "import { offer } from '../offers/index.js';\nexport const total = () => offer();\n",
  'offers/index.ts': "import { total } from '../orders/index.js';\nexport const offer = () => total();\n",
  'clean/a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
  'clean/b.ts': 'export const b = () => 1;\n',
  'types/x.ts': "import type { Y } from './y.js';\nexport type X = Y;\nexport const x = 1;\n",
  'types/y.ts': "import { x } from './x.js';\nexport type Y = typeof x;\n",
  'names/p.ts': "import { type Q } from './q.js';\nexport type { Q } from './q.js';\nexport const p = (q: Q) => q;\n",
  'names/q.ts': "import { p } from './p.js';\nexport type Q = Parameters<typeof p>[0];\n",
  'lazy/m.ts': "export const m = () => import('./n.js');\n",
  'lazy/n.ts': "import { m } from './m.js';\nexport const n = m;\n",
});

describe('check-cycles', () => {
  it('finds a cycle planted across modules, resolving ./x.js to x.ts, and a cycle through a lazy import', () => {
    expect(names(cyclesOf(importGraph([planted])))).toEqual([
      ['m.ts', 'n.ts'],
      ['index.ts', 'index.ts', 'transactions.ts'],
    ]);
  });

  it('does not follow type-only imports and exports, which make no runtime cycle', () => {
    const files = cyclesOf(importGraph([planted])).flat();
    expect(files.some((f) => /\/(types|names|clean)\//.test(f))).toBe(false);
  });

  it('fails on a new cycle and names its files', () => {
    const r = run('--known', path.join(dir, 'none.json'), planted);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/import cycle:[\s\S]*orders\/transactions\.ts/);
  });

  it('accepts a known cycle, or a part of one, and prints it; an entry no cycle needs is reported for deletion', () => {
    const [lazy, orders] = cyclesOf(importGraph([planted]));
    expect(
      judge(
        [orders],
        [
          [...orders, 'elsewhere.ts'],
          ['gone.ts', 'was.ts'],
        ],
      ),
    ).toEqual({ accepted: [orders], fresh: [], stale: [['gone.ts', 'was.ts']] });
    const known = path.join(dir, 'known.json');
    fs.writeFileSync(known, JSON.stringify({ cycles: [lazy, orders] }));
    const r = run('--known', known, planted);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/known cycle[\s\S]*offers\/index\.ts/);
  });

  it('passes a folder without cycles', () => {
    const r = run('--known', path.join(dir, 'none.json'), path.join(planted, 'clean'), path.join(planted, 'types'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('0 new cycle(s)');
  });
});
