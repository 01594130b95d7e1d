/**
 * The AST visitors that hand every module specifier of a file (static imports, re-exports,
 * dynamic `import()`) to `check(node, source)`; shared by the boundary rules.
 */
export const sourceVisitors = (check) => ({
  ImportDeclaration: (n) => check(n.source, n.source.value),
  ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value),
  ExportAllDeclaration: (n) => check(n.source, n.source.value),
  ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value),
});
