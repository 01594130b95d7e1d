/** Vitest's calls that name a module by its path: a mock of a module's internals reaches into it as an import does. */
const viPathCalls = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** The literal text of a string argument (`'x'` or a template without expressions), else undefined. */
const literalText = (n) => {
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked;
  return undefined;
};

/**
 * The AST visitors that hand every module specifier of a file to `check(node, source)`; shared by
 * the boundary rules: static imports (type-only ones too), re-exports, dynamic `import()`,
 * type-level `import('…')`, `import x = require('…')`, and Vitest's `vi.mock('…')` /
 * `vi.importActual('…')` and their kin.
 */
export const sourceVisitors = (check) => ({
  ImportDeclaration: (n) => check(n.source, n.source.value),
  ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
  ExportAllDeclaration: (n) => check(n.source, n.source.value),
  ImportExpression: (n) => {
    const source = literalText(n.source);
    if (source !== undefined) check(n.source, source);
  },
  TSImportType: (n) => {
    // typescript-eslint 8 names the path `source` (`argument`, its older name, is deprecated).
    const literal = n.source ?? (n.argument?.type === 'TSLiteralType' ? n.argument.literal : n.argument);
    const source = literalText(literal);
    if (source !== undefined) check(literal, source);
  },
  TSExternalModuleReference: (n) => {
    const source = literalText(n.expression);
    if (source !== undefined) check(n.expression, source);
  },
  CallExpression: (n) => {
    const callee = n.callee;
    if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier') return;
    if (!['vi', 'vitest'].includes(callee.object.name) || !viPathCalls.has(callee.property.name)) return;
    const source = literalText(n.arguments[0]);
    if (source !== undefined) check(n.arguments[0], source);
  },
});
