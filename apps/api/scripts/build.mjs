#!/usr/bin/env node
// Compiles the API to JavaScript for production: one ES module bundle `dist/main.js`
// (our code and the workspace contract package; npm packages stay external and load
// from node_modules), plus the files it reads at run time: SQL migrations and the
// spreadsheet and mail workers. `npm start` then runs plain `node`, no TypeScript compiler.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// `--outdir <dir>` builds elsewhere (the compiled-start test builds its own copy, so it never
// races a concurrent `npm run build`). Keep it inside apps/api: npm packages stay external and
// resolve from the node_modules folders above the bundle.
const outArg = process.argv.indexOf('--outdir');
const dist = outArg > 0 && process.argv[outArg + 1] ? path.resolve(process.argv[outArg + 1]) : path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

/** Bare imports load from node_modules at run time, except our workspace packages (TypeScript sources). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
      if (args.path.startsWith('@gavel/') || (args.path.startsWith('node:') === false && path.isAbsolute(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    seed: path.join(root, 'src/seed/seed.command.ts'),
    // The mail thread's body (mail.worker.mjs loads it beside itself).
    'mail-sender': path.join(root, 'src/platform/mail/mail-sender.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/platform/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
for (const f of fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
  if (f.endsWith('.worker.mjs')) fs.copyFileSync(path.join(root, 'src', f), path.join(dist, path.basename(f)));
}
fs.writeFileSync(path.join(dist, 'package.json'), JSON.stringify({ type: 'module' }) + '\n');
console.log(`api built into ${path.relative(process.cwd(), dist) || dist} in ${Date.now() - started} ms`);
