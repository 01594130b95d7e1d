import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every text asset after the build, so
 * the server sends compressed files without compressing on each request
 * (@fastify/static `preCompressed`). Uses node's zlib only.
 */
function precompress(): Plugin {
  // The folder actually written (`--outDir` / WEB_OUT), not always apps/web/dist.
  let dist = path.resolve(import.meta.dirname, 'dist');
  return {
    name: 'gavel-precompress',
    apply: 'build',
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!fs.existsSync(dist)) return; // the build failed before writing
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
      for (const file of walk(dist)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * MUI's `createTheme` imports its CSS-variables variant beside the plain one and picks at run time
 * (`cssVariables`, `colorSchemes`); ours and MUI's default theme take the plain path, so the
 * variant (≈ 4.5 kB gzip with its system helpers) only weighed on the first page. Its import
 * from `createTheme.mjs` resolves to a stub that throws, should a theme ever ask for CSS variables.
 */
function plainMuiTheme(): Plugin {
  const stub = '\0gavel-mui-theme-with-vars';
  return {
    name: 'gavel-plain-mui-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer && /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export default function createThemeWithVars() { throw new Error('Gavel builds MUI without CSS-variables themes (apps/web/vite.config.ts)'); }";
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // WEB_PRECOMPRESS=false: no .br/.gz copies (a build only measured, e.g. scripts/check-web-budget.mjs).
  plugins: [react(), plainMuiTheme(), ...(process.env.WEB_PRECOMPRESS === 'false' ? [] : [precompress()])],
  resolve: {
    alias: {
      // The language catalogues, imported one by one so only the current language ships.
      '@locales': path.resolve(import.meta.dirname, '../../packages/contract/src/locales'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    // WEB_OUT: build elsewhere (e2e runs of one engineer never blank another's dist).
    outDir: process.env.WEB_OUT || 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: each chunk's static and dynamic imports, read by the size budget
    // (scripts/check-web-budget.mjs, a step of `npm test`).
    manifest: true,
    modulePreload: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Three chunks per language rather than one per JSON file: the first screen's text
              // (`common`, `currency`, `field-errors`: before the first paint), the other screens'
              // (`screens`) and the console's, as src/lib/i18n/bundles/ split them.
              name(id: string) {
                const json = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
                if (json) {
                  const part = json[2]!.startsWith('console')
                    ? 'console-'
                    : /^(common|currency|field-errors)$/.test(json[2]!)
                      ? ''
                      : 'screens-';
                  return `locale-${part}${json[1]}`;
                }
                const bundle = /[\\/]i18n[\\/]bundles[\\/]([^\\/.]+)(?:\.(console|screens))?\.ts$/.exec(id);
                return bundle ? `locale-${bundle[2] ? `${bundle[2]}-` : ''}${bundle[1]}` : null;
              },
            },
            // What the first page loads before it can paint (the entry's static imports), in two
            // files instead of ~40 small shared chunks: on HTTP/1.1 a phone opens 6 connections,
            // so dozens of 1–2 kB files cost round trips. Libraries (change rarely, cache long) apart
            // from the app's own shell. Lazy screens still share everything else as before.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
