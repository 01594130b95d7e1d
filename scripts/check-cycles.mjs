#!/usr/bin/env node
// Import cycles between files (docs/ARCHITECTURE.md, "Checks"). Reads each folder's imports with
// the TypeScript compiler (its own tsconfig's resolution, so `./x.js` finds `x.ts` and the web's
// aliases resolve) and reports every group of files that import each other round (a strongly
// connected component). Type-only imports (`import type`, `export type`, or every name marked
// `type`) are erased at build time, so they make no runtime cycle and are not followed.
// Groups inside an entry of the known-cycles file are accepted but printed, until they are removed.
// Usage: node scripts/check-cycles.mjs [--known <file.json>] [folder ...]   (default: apps/api/src apps/web/src)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx|mts|cts)$/;
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Compiler options of the tsconfig nearest to `dir` (NodeNext defaults when there is none). */
function optionsFor(dir) {
  const config = ts.findConfigFile(dir, ts.sys.fileExists);
  if (!config) return { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const { config: json } = ts.readConfigFile(config, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(json, ts.sys, path.dirname(config)).options;
}

/** The specifiers a file imports at runtime: static imports and re-exports that carry a value, and `import()`. */
export function runtimeImports(file, text = fs.readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      const bindings = c?.namedBindings;
      const allTypes =
        c &&
        (c.isTypeOnly ||
          (!c.name &&
            bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.exportClause;
      const allTypes = node.isTypeOnly || (c && ts.isNamedExports(c) && c.elements.length > 0 && c.elements.every((e) => e.isTypeOnly));
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p);
    return sourceFile.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });

/** The import graph of the source files under `dirs` (edges leaving them are dropped): file → files it imports. */
export function importGraph(dirs) {
  const graph = new Map();
  for (const dir of dirs) {
    const options = optionsFor(path.resolve(dir));
    const host = ts.createCompilerHost(options);
    for (const file of walk(path.resolve(dir))) graph.set(file, { options, host });
  }
  for (const [file, { options, host }] of graph) {
    const targets = new Set();
    for (const spec of runtimeImports(file)) {
      const mode = ts.getImpliedNodeFormatForFile?.(file, undefined, host, options);
      const resolved = ts.resolveModuleName(spec, file, options, host, undefined, undefined, mode).resolvedModule?.resolvedFileName;
      if (resolved && graph.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Groups of files that import each other round (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.has(v)) groups.push(group.map(rel).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Splits the cycles found into those inside a known entry (accepted) and new ones; also the known entries no cycle needs any more. */
export function judge(cycles, known) {
  const within = (group, entry) => group.every((f) => entry.includes(f));
  const accepted = cycles.filter((g) => known.some((k) => within(g, k)));
  const fresh = cycles.filter((g) => !accepted.includes(g));
  const stale = known.filter((k) => !cycles.some((g) => within(g, k)));
  return { accepted, fresh, stale };
}

function main(argv) {
  const at = argv.indexOf('--known');
  const knownFile = at >= 0 ? path.resolve(argv[at + 1]) : path.join(root, 'scripts/known-cycles.json');
  const dirs = argv.filter((a, i) => i !== at && i !== at + 1);
  const folders = dirs.length ? dirs : [path.join(root, 'apps/api/src'), path.join(root, 'apps/web/src')];
  const known = fs.existsSync(knownFile) ? JSON.parse(fs.readFileSync(knownFile, 'utf8')).cycles : [];
  const graph = importGraph(folders);
  const { accepted, fresh, stale } = judge(cyclesOf(graph), known);
  const show = (g) => g.map((f) => `    ${f}`).join('\n');
  for (const g of accepted) console.log(`known cycle (${rel(knownFile)}; remove it, then its entry):\n${show(g)}`);
  for (const k of stale) console.log(`no longer a cycle; delete this entry from ${rel(knownFile)}:\n${show(k)}`);
  for (const g of fresh) console.error(`import cycle:\n${show(g)}`);
  console.log(`${graph.size} files: ${fresh.length} new cycle(s), ${accepted.length} known`);
  return fresh.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
