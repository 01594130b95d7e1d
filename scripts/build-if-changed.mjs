#!/usr/bin/env node
/**
 * `npm start`'s build step: builds the web app and the API only when their sources changed since
 * the build in their output folder (issue 40: every start rebuilt everything, ≈ 60 s on a loaded
 * machine, 12 s of it Vite). Each target's inputs (its sources, the contract package, the lock
 * file, the Node version) are hashed; the hash is stored beside the build output
 * (`<dist>/.sources-hash`) after a successful build. The next start compares: the same hash and
 * the output still there skips the build; any other hash (a source edited, added, removed or
 * renamed, a dependency changed) rebuilds. `npm run build` always builds.
 *
 *   node scripts/build-if-changed.mjs          # both targets
 *   node scripts/build-if-changed.mjs web      # one
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HASH_FILE = '.sources-hash';

/** Every file under the given paths (files or folders), relative to `root`, sorted; node_modules, dist and dot-folders left out. */
export function listInputs(root, inputs) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isFile()) return void files.push(rel);
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      walk(path.join(rel, entry.name));
    }
  };
  for (const input of inputs) walk(input);
  return [...new Set(files)].sort();
}

/** A hash of the inputs' names and contents (and of `extra`, e.g. the Node version). */
export function sourcesHash(root, inputs, extra = '') {
  const hash = createHash('sha256').update(extra).update('\0');
  for (const rel of listInputs(root, inputs)) {
    hash.update(rel.split(path.sep).join('/')).update('\0').update(fs.readFileSync(path.join(root, rel))).update('\0');
  }
  return hash.digest('hex');
}

/** True when `dist` holds a build of exactly these sources: its recorded hash matches and its `marker` file exists. */
export function isBuilt(dist, hash, marker) {
  try {
    return fs.readFileSync(path.join(dist, HASH_FILE), 'utf8').trim() === hash && fs.existsSync(path.join(dist, marker));
  } catch {
    return false;
  }
}

export function recordBuild(dist, hash) {
  fs.writeFileSync(path.join(dist, HASH_FILE), `${hash}\n`);
}

/**
 * Builds `target` unless its output is a build of the current sources. `build` runs the build
 * (answers true on success); the hash is recorded only after a successful one, so a failed or
 * interrupted build is redone next time. Answers 'skipped' or 'built'.
 */
export function buildIfChanged(target, { root, build, log = () => undefined, extra = process.version }) {
  const dist = path.join(root, target.dist);
  const hash = sourcesHash(root, target.inputs, extra);
  if (isBuilt(dist, hash, target.marker)) {
    log(`${target.name}: up to date with its sources, not rebuilt (${path.relative(root, dist)})`);
    return 'skipped';
  }
  // A build that fails halfway must not leave the old hash beside a half-new output.
  fs.rmSync(path.join(dist, HASH_FILE), { force: true });
  if (!build(target)) throw new Error(`${target.name}: build failed`);
  recordBuild(dist, hash);
  return 'built';
}

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'package.json', 'tsconfig.base.json'];

/** The two builds `npm start` needs: what each reads, where it writes, and a file every complete build has. */
export const targets = [
  {
    name: 'web',
    workspace: '@gavel/web',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', ...shared],
    dist: 'apps/web/dist',
    marker: 'index.html',
  },
  {
    name: 'api',
    workspace: '@gavel/api',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'apps/api/tsconfig.json', ...shared],
    dist: 'apps/api/dist',
    marker: 'main.js',
  },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const wanted = process.argv.slice(2);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const target of targets.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
    buildIfChanged(target, {
      root,
      log: (line) => console.log(line),
      build: (t) => spawnSync(npm, ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' }).status === 0,
    });
  }
}
