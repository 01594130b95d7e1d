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

/** A schema's encoder; `null` where the schema holds no codec (the value goes out as it is). */
type Encoder = ((value: unknown) => unknown) | null;
const encoders = new WeakMap<z.ZodType, Encoder>();
const direct = new WeakMap<z.ZodType, (value: unknown) => unknown>();
/** What a direct encoder answers for a value it leaves to `z.safeEncode`. */
export const NOT_DIRECT: unique symbol = Symbol('not direct');

/**
 * Gives a codec a direct encoder: for every value it answers (not `NOT_DIRECT`), it must answer
 * what `z.safeEncode(codec, value)` would (the wire tests compare both). `encodeWire` calls it
 * instead of `z.safeEncode`, which validates the value and its encoding through zod (≈ 5 µs for
 * `money`, paid for every amount of every event); any other value still goes through
 * `z.safeEncode`.
 */
export function encodeDirectly<T extends z.ZodType>(codec: T, encode: (value: unknown) => unknown): T {
  direct.set(codec, encode);
  return codec;
}

/**
 * Turns an internal value (integer cents) into its wire form (currency units) by
 * running the encode side of every codec (`money`) found in `schema`; every other
 * value is passed through untouched. This is `z.encode` restricted to codecs: a full
 * `z.encode` would also have to reverse `z.coerce`, defaults and one-way transforms,
 * which request schemas use freely (and `z.encode` throws on the last). The result is
 * then validated with the schema as the server will see it (`safeParse`).
 *
 * Each schema's walk is planned once (`encoderOf`, kept per schema): parts without a codec are
 * passed through without being visited, and a codec with a direct encoder (`encodeDirectly`)
 * skips zod's validation of values it knows.
 *
 * Used by the web api-client for request params/query/body and by the realtime
 * gateway for every event payload (the HTTP response serializer encodes by itself).
 */
export function encodeWire(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema ? through(encoderOf(schema), value) : value;
}

/** `encodeWire` of one schema, planned on first use (see `plan`). */
function encoderOf(schema: z.ZodType): Encoder {
  const known = encoders.get(schema);
  if (known !== undefined) return known;
  // A recursive schema meets itself while planned: it is then called through the cache.
  encoders.set(schema, (value) => encodeWire(schema, value));
  const made = plan(schema);
  encoders.set(schema, made);
  return made;
}

/** Encodes a possibly absent value with a planned encoder. */
const through = (encode: Encoder, value: unknown) => (encode && value !== undefined && value !== null ? encode(value) : value);

function plan(schema: z.ZodType): Encoder {
  if (schema instanceof z.ZodCodec) {
    const fast = direct.get(schema);
    const slow = (value: unknown) => {
      const r = z.safeEncode(schema, value as never);
      return r.success ? r.data : value;
    };
    if (!fast) return slow;
    return (value) => {
      const out = fast(value);
      return out === NOT_DIRECT ? slow(value) : out;
    };
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {})
        .map(([k, s]) => [k, encoderOf(s)] as const)
        .filter((f): f is readonly [string, NonNullable<Encoder>] => f[1] !== null);
      if (!fields.length) return null;
      return (value) => {
        if (!isObject(value)) return value;
        const out: Record<string, unknown> = { ...value };
        for (const [k, encode] of fields) if (k in out) out[k] = through(encode, out[k]);
        return out;
      };
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch': {
      const inner = def.innerType ? encoderOf(def.innerType) : null;
      return inner && ((value) => through(inner, value));
    }
    case 'array': {
      const element = def.element ? encoderOf(def.element) : null;
      return element && ((value) => (Array.isArray(value) ? value.map((v) => through(element, v)) : value));
    }
    case 'tuple': {
      const items = (def.items ?? []).map(encoderOf);
      if (items.every((e) => e === null)) return null;
      return (value) => (Array.isArray(value) ? value.map((v, i) => through(items[i] ?? null, v)) : value);
    }
    case 'record': {
      const values = def.valueType ? encoderOf(def.valueType) : null;
      return values && ((value) => (isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, through(values, v)])) : value));
    }
    case 'intersection': {
      const left = def.left ? encoderOf(def.left) : null;
      const right = def.right ? encoderOf(def.right) : null;
      if (!left && !right) return null;
      // Each side encodes its own fields once: keep what either side changed.
      return (value) => {
        const l = through(left, value);
        const r = through(right, value);
        if (!isObject(value) || !isObject(l) || !isObject(r)) return l;
        const out: Record<string, unknown> = { ...value };
        for (const k of Object.keys(out)) out[k] = l[k] !== value[k] ? l[k] : r[k];
        return out;
      };
    }
    case 'lazy':
      // Planned at first use: the getter may name a schema still being defined.
      return def.getter ? (value) => encodeWire(def.getter!(), value) : null;
    case 'union': {
      const options = (def.options ?? []).map((o) => [o, encoderOf(o)] as const);
      if (options.every(([, e]) => e === null)) return null;
      return (value) => {
        for (const [option, encode] of options) {
          const encoded = through(encode, value);
          if (option.safeParse(encoded).success) return encoded;
        }
        return value;
      };
    }
    default:
      return null;
  }
}
