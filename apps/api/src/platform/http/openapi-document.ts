/**
 * The last touches of the generated OpenAPI 3.0 document, so that standard tools read it as we
 * mean it (`redocly lint` runs in the api tests):
 * - public operations say `security: []` (no authentication), the others keep their bearer;
 * - a nullable schema without a `type` (a union such as money's "number or decimal string")
 *   carries `nullable` on each member instead, which 3.0 requires;
 * - a nullable `enum` lists `null` among its values (OpenAPI 3.0.3: `nullable` does not widen an
 *   `enum`), so a validator accepts the null an answer really carries;
 * - `servers` names this server (the document is served by the API it describes).
 */
type Json = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (!isObject(node)) return;
  const union = (node.anyOf ?? node.oneOf) as unknown;
  if (node.nullable === true && node.type === undefined && Array.isArray(union)) {
    delete node.nullable;
    for (const member of union) if (isObject(member)) member.nullable = true;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  for (const value of Object.values(node)) typeNullables(value);
}

export function finishOpenApiDocument<T>(doc: T): T {
  const d = doc as Json;
  if (!Array.isArray(d.servers) || d.servers.length === 0) d.servers = [{ url: '/', description: 'This API' }];
  for (const item of Object.values((d.paths ?? {}) as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      if (METHODS.has(method) && isObject(op) && op.security === undefined) op.security = [];
    }
  }
  typeNullables(d.paths);
  typeNullables(d.components);
  return doc;
}
