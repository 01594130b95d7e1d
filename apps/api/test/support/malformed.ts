import type { z } from 'zod';

/**
 * Builds valid and invalid inputs for a contract endpoint from its zod schemas, so the
 * validation test covers every endpoint without per-endpoint code. Each candidate is
 * checked against the field's own schema: a "bad" value is one the schema rejects, a
 * "good" one is one it accepts.
 */
export type Where = 'json' | 'query' | 'params' | 'form';

type AnySchema = z.ZodType;
interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  options?: AnySchema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: AnySchema;
}
const defOf = (s: AnySchema) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Enum entries and literal values anywhere inside a (wrapped) schema. */
function choices(s: AnySchema, depth = 0): unknown[] {
  if (depth > 6) return [];
  const d = defOf(s);
  const out: unknown[] = [];
  if (d.entries) out.push(...Object.values(d.entries));
  if (d.values) out.push(...d.values);
  for (const inner of [d.innerType, d.in, d.out, ...(d.options ?? [])]) if (inner) out.push(...choices(inner, depth + 1));
  return out;
}

const BAD_JSON: unknown[] = [12345, 'not-valid-\u2603', true, { nested: 'object' }, ['an', 'array'], -1, 1.5, 0, '', null];
const BAD_TEXT: unknown[] = ['not-valid-\u2603', '-1', '1.5', '0', '', 'x'.repeat(300)];
/** Query strings can also repeat a key: `?k=a&k=b` arrives as an array. */
const BAD_QUERY: unknown[] = [...BAD_TEXT, ['a', 'b']];
/** Harmless values first: `false` before `true` (flags such as `enabled`), small ids. */
const GOOD: unknown[] = [
  1,
  '1',
  'x',
  'someone@example.test',
  false,
  'false',
  true,
  'true',
  'English',
  0,
  '0',
  'Some text',
  // A url-safe token (reset / invitation / unsubscribe links), an ISO date, a strong password.
  'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE',
  '2030-01-01T00:00:00.000Z',
  'Correct-Horse-9-Battery',
  {},
  [],
];

const rejects = (s: AnySchema, v: unknown) => !s.safeParse(v).success;

/** A value this field's schema rejects (as the transport would deliver it), or undefined when none is found. */
export function badValue(s: AnySchema, where: Where): unknown {
  // An empty path segment would not reach the route at all.
  const pool = where === 'json' ? BAD_JSON : where === 'query' ? BAD_QUERY : BAD_TEXT.filter((v) => v !== '' || where !== 'params');
  // A value outside an enum first: the clearest malformed input for enum fields.
  const list = choices(s).length ? ['not-a-valid-choice', ...pool] : pool;
  return list.find((v) => rejects(s, v) && (where === 'json' || typeof v === 'string' || Array.isArray(v)));
}

/** A value this field's schema accepts, or undefined. */
export function goodValue(s: AnySchema, where: Where): unknown {
  const list = [...choices(s), ...GOOD].filter((v) => where === 'json' || typeof v === 'string');
  const asText = where !== 'json';
  return list.map((v) => (asText && typeof v !== 'string' ? String(v) : v)).find((v) => !rejects(s, v));
}

export const shapeOf = (s: AnySchema | undefined): Record<string, AnySchema> =>
  s ? ((s as unknown as { shape?: Record<string, AnySchema> }).shape ?? {}) : {};

export const isRequired = (s: AnySchema) => rejects(s, undefined);

/** Valid values for every field of an object schema (fields without one are left out). */
export function goodObject(s: AnySchema | undefined, where: Where): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(shapeOf(s))) {
    const v = goodValue(f, where);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Fills `:param` segments of an endpoint url. */
export const fillPath = (url: string, params: Record<string, unknown>) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'missing')));
