import { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns an internal value (integer cents) into its wire form (currency units) by
 * running the encode side of every codec (`money`) found in `schema`; every other
 * value is passed through untouched. This is `z.encode` restricted to codecs: a full
 * `z.encode` would also have to reverse `z.coerce`, defaults and one-way transforms,
 * which request schemas use freely (and `z.encode` throws on the last). The result is
 * then validated with the schema as the server will see it (`safeParse`).
 *
 * Used by the web api-client for request params/query/body and by the realtime
 * gateway for every event payload (the HTTP response serializer encodes by itself).
 */
export function encodeWire(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema || value === undefined || value === null) return value;
  if (schema instanceof z.ZodCodec) {
    const r = z.safeEncode(schema, value as never);
    return r.success ? r.data : value;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isObject(value) || !def.shape) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [k, s] of Object.entries(def.shape)) if (k in out) out[k] = encodeWire(s, out[k]);
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return encodeWire(def.innerType, value);
    case 'array':
      return Array.isArray(value) ? value.map((v) => encodeWire(def.element, v)) : value;
    case 'tuple':
      return Array.isArray(value) ? value.map((v, i) => encodeWire(def.items?.[i], v)) : value;
    case 'record':
      return isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeWire(def.valueType, v)])) : value;
    case 'intersection': {
      // Each side encodes its own fields once: keep what either side changed.
      const left = encodeWire(def.left, value);
      const right = encodeWire(def.right, value);
      if (!isObject(value) || !isObject(left) || !isObject(right)) return left;
      const out: Record<string, unknown> = { ...value };
      for (const k of Object.keys(out)) out[k] = left[k] !== value[k] ? left[k] : right[k];
      return out;
    }
    case 'lazy':
      return def.getter ? encodeWire(def.getter(), value) : value;
    case 'union': {
      for (const option of def.options ?? []) {
        const encoded = encodeWire(option, value);
        if (option.safeParse(encoded).success) return encoded;
      }
      return value;
    }
    default:
      return value;
  }
}

