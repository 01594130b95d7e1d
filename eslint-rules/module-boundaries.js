import path from 'node:path';
import { sourceVisitors } from './source-visitors.js';

const defaultModulesDir = path.resolve(import.meta.dirname, '../apps/api/src/modules');
const isRepositoryFile = (source) => /\.repository(\.[cm]?[jt]s)?$/.test(source);
/** A module's face however the path spells it: `index.js`, `index.ts`, `index` (a directory import `../orders` never reaches inside). */
const isFacePath = (inner) => /^index(\.[cm]?[jt]s)?$/.test(inner);

/** Where a file lies under the modules folder: its module (null for files directly in it) and path inside the module. */
const placeOf = (modulesDir, file) => {
  const rel = path.relative(modulesDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length ? { module: first, inner: rest.join('/') } : { module: null, inner: first };
};

/** A declaration that carries no runtime value: `export type {...}`, or every name marked `type`. */
const typeOnly = (node) =>
  node.exportKind === 'type' ||
  node.importKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === 'type' || s.importKind === 'type'));

/**
 * API module boundaries (docs/ARCHITECTURE.md, "Modules and the dependency rule"):
 * - a file outside `modules/<m>/` imports from that module only its public face `../<m>/index.js`,
 *   the composition root `app/services.ts` included (each face exports a factory that builds
 *   its services with its own repositories);
 * - a module's `index.ts` does not re-export its repositories (type-only exports are fine);
 *   `allowRepositoryExports` lists the modules that still do, until they are mended.
 * Tests follow the same rule: a module's own tests (inside `modules/<m>/`) may reach its internals;
 * other modules' tests, apps/api/test/** and apps/api/src/testing/** use the faces. Every way a
 * file names another (import, type import, re-export, `import()`, type-level `import('…')`,
 * `vi.mock('…')`, `vi.importActual('…')`) is checked.
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'an API module is imported only through its index.ts, which keeps its repositories to itself' },
    schema: [
      {
        type: 'object',
        properties: {
          allowRepositoryExports: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          modulesDir: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        'Import module "{{module}}" through its public face ("{{face}}"), not its internal file "{{source}}". Export what you need from {{module}}/index.ts (a service method, an event, a type, a pure rule) or move a shared piece down to platform/ or the contract.',
      repositoryExport:
        'modules/{{module}}/index.ts must not re-export its repository ("{{source}}"): the repository is the module\'s own. Export a service method instead.',
    },
  },
  create(context) {
    const file = context.filename;
    const { allowRepositoryExports = [], modulesDir = defaultModulesDir } = context.options[0] ?? {};
    const here = placeOf(modulesDir, file);
    const isFace = here?.module != null && here.inner === 'index.ts';
    const checkRepositoryExports = isFace && !allowRepositoryExports.includes(here.module);
    /** Local names bound by value imports of a repository file (in a face), to catch `import {x} ...; export {x}`. */
    const repositoryLocals = new Map();

    const checkBoundary = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = placeOf(modulesDir, path.resolve(path.dirname(file), source));
      if (!there?.module || there.module === here?.module) return;
      if (isFacePath(there.inner)) return;
      const face = path
        .relative(path.dirname(file), path.join(modulesDir, there.module, 'index.js'))
        .split(path.sep)
        .join('/');
      context.report({
        node,
        messageId: 'internal',
        data: { module: there.module, source, face: face.startsWith('.') ? face : `./${face}` },
      });
    };
    const reportRepositoryExport = (node, source) =>
      context.report({ node, messageId: 'repositoryExport', data: { module: here.module, source } });

    const visitors = sourceVisitors(checkBoundary);
    if (!checkRepositoryExports) return visitors;
    return {
      ...visitors,
      ImportDeclaration(node) {
        visitors.ImportDeclaration(node);
        if (!isRepositoryFile(node.source.value) || node.importKind === 'type') return;
        for (const s of node.specifiers) if (s.importKind !== 'type') repositoryLocals.set(s.local.name, node.source.value);
      },
      ExportNamedDeclaration(node) {
        visitors.ExportNamedDeclaration(node);
        if (node.source) {
          if (isRepositoryFile(node.source.value) && !typeOnly(node)) reportRepositoryExport(node.source, node.source.value);
          return;
        }
        if (node.exportKind === 'type') return;
        for (const s of node.specifiers) {
          const from = s.exportKind !== 'type' && s.local.type === 'Identifier' && repositoryLocals.get(s.local.name);
          if (from) reportRepositoryExport(s, from);
        }
      },
      ExportAllDeclaration(node) {
        visitors.ExportAllDeclaration(node);
        if (isRepositoryFile(node.source.value) && node.exportKind !== 'type') reportRepositoryExport(node.source, node.source.value);
      },
    };
  },
};
