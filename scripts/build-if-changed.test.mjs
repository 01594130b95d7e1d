import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfChanged, HASH_FILE, sourcesHash } from './build-if-changed.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-build-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A project folder with an app's sources and a build that writes `dist/index.html` (counted). */
const project = (name) => {
  const root = path.join(dir, name);
  fs.mkdirSync(path.join(root, 'app/src/lib'), { recursive: true });
  fs.writeFileSync(path.join(root, 'app/src/main.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'app/src/lib/util.ts'), 'export const b = 2;\n');
  fs.writeFileSync(path.join(root, 'lock.json'), '{}\n');
  const target = { name: 'app', inputs: ['app/src', 'lock.json'], dist: 'app/dist', marker: 'index.html' };
  let builds = 0;
  let fail = false;
  const opts = {
    root,
    extra: 'v20.19.0',
    build: () => {
      builds++;
      if (fail) return false;
      fs.mkdirSync(path.join(root, 'app/dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'app/dist/index.html'), `<html>${builds}</html>`);
      return true;
    },
  };
  return { root, target, opts, builds: () => builds, failNext: (v) => (fail = v), start: () => buildIfChanged(target, opts) };
};

describe('npm start builds only what changed since the last build', () => {
  it('builds the first time, then skips while the sources are the same', () => {
    const p = project('same');
    expect(p.start()).toBe('built');
    expect(p.start()).toBe('skipped');
    expect(p.start()).toBe('skipped');
    expect(p.builds()).toBe(1);
    expect(fs.readFileSync(path.join(p.root, 'app/dist', HASH_FILE), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rebuilds when a source is edited, added, removed or renamed, or a shared input (the lock file) changes', () => {
    const p = project('changes');
    p.start();
    const changes = [
      () => fs.writeFileSync(path.join(p.root, 'app/src/main.ts'), 'export const a = 2;\n'),
      () => fs.writeFileSync(path.join(p.root, 'app/src/lib/new.ts'), 'export {};\n'),
      () => fs.rmSync(path.join(p.root, 'app/src/lib/new.ts')),
      () => fs.renameSync(path.join(p.root, 'app/src/lib/util.ts'), path.join(p.root, 'app/src/lib/utils.ts')),
      () => fs.writeFileSync(path.join(p.root, 'lock.json'), '{"x":1}\n'),
    ];
    for (const [i, change] of changes.entries()) {
      change();
      expect(p.start(), `change ${i}`).toBe('built');
      expect(p.start(), `change ${i}, started again`).toBe('skipped');
    }
    expect(p.builds()).toBe(1 + changes.length);
  });

  it('rebuilds when the output is gone or was built by another Node version', () => {
    const p = project('output');
    p.start();
    fs.rmSync(path.join(p.root, 'app/dist/index.html'));
    expect(p.start()).toBe('built');
    expect(buildIfChanged(p.target, { ...p.opts, extra: 'v22.12.0' })).toBe('built');
    expect(p.builds()).toBe(3);
  });

  it('a failed build records nothing, so the next start builds again', () => {
    const p = project('failed');
    p.start();
    fs.writeFileSync(path.join(p.root, 'app/src/main.ts'), 'export const a = 3;\n');
    p.failNext(true);
    expect(() => p.start()).toThrow('app: build failed');
    p.failNext(false);
    expect(p.start()).toBe('built');
    expect(p.start()).toBe('skipped');
  });

  it('hashes names and contents, not times: touching a file changes nothing', () => {
    const p = project('touch');
    const before = sourcesHash(p.root, p.target.inputs);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(p.root, 'app/src/main.ts'), later, later);
    expect(sourcesHash(p.root, p.target.inputs)).toBe(before);
  });
});
