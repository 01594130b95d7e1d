import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxCents, money } from './common.js';
import { encodeWire } from './wire.js';
import { serverEvents } from './realtime.js';

describe('encodeWire', () => {
  const schema = z.object({
    id: z.coerce.number().int(),
    page: z.coerce.number().default(1),
    wsprice: money,
    buyprice: money.optional(),
    rows: z.array(z.object({ id: z.number(), wsprice: money })),
    note: z.string().transform((s) => s.trim()).optional(),
    either: z.union([money, z.literal('')]).optional(),
  });

  it('turns cents into currency units and leaves every other field as it is', () => {
    const wire = encodeWire(schema, { id: '7', wsprice: 125_000, rows: [{ id: 1, wsprice: 1_999 }], note: ' x ', either: 50 });
    expect(wire).toEqual({ id: '7', wsprice: 1250, rows: [{ id: 1, wsprice: 19.99 }], note: ' x ', either: 0.5 });
    // and the server, decoding it, gets the cents back
    expect(schema.parse(wire)).toMatchObject({ wsprice: 125_000, rows: [{ wsprice: 1_999 }], either: 50, page: 1 });
  });

  it('encodes event payloads through the event schema (the realtime gateway)', () => {
    const wire = encodeWire(serverEvents.drop_price, { id: 3, sprice: 100_000, wprice: 99_950, bprice: 150_000 });
    expect(wire).toEqual({ id: 3, sprice: 1000, wprice: 999.5, bprice: 1500 });
    expect(serverEvents.drop_price.parse(wire)).toEqual({ id: 3, sprice: 100_000, wprice: 99_950, bprice: 150_000 });
    expect(encodeWire(serverEvents.drop_price, { id: 3, sprice: 100_000, wprice: 99_950, bprice: null })).toEqual({ id: 3, sprice: 1000, wprice: 999.5, bprice: null });
  });

  it('leaves absent and null values absent', () => {
    expect(encodeWire(schema, { wsprice: 1 })).toEqual({ wsprice: 0.01 });
    expect(encodeWire(schema, null)).toBeNull();
    expect(encodeWire(undefined, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('encodeWire, planned once per schema', () => {
  it('passes a part without a codec through, and encodes recursive and lazy schemas', () => {
    const plain = z.object({ id: z.number(), tags: z.array(z.string()) });
    const value = { id: 1, tags: ['a'] };
    expect(encodeWire(plain, value)).toBe(value);

    const node: z.ZodType = z.object({
      price: money,
      get children() {
        return z.array(node).optional();
      },
    });
    expect(encodeWire(node, { price: 100, children: [{ price: 250, children: [{ price: 1 }] }] })).toEqual({
      price: 1,
      children: [{ price: 2.5, children: [{ price: 0.01 }] }],
    });
    const lazy = z.lazy(() => z.object({ wsprice: money }));
    expect(encodeWire(lazy, { wsprice: 1_999 })).toEqual({ wsprice: 19.99 });
    // The same schema again (its plan is kept) gives the same answers.
    expect(encodeWire(node, { price: 5 })).toEqual({ price: 0.05 });
  });

  it("encodes money directly exactly as zod's own encode would, value by value", () => {
    const viaZod = (v: unknown) => {
      const r = z.safeEncode(money, v as never);
      return r.success ? r.data : v;
    };
    const samples: unknown[] = [0, 1, 5, 99, 100, 101, 1_999, 125_000, 2 ** 31, 2 ** 31 + 7, 1e10 + 3, 1e11 + 1, maxCents, maxCents - 3];
    for (let c = maxCents - 2_000; c < maxCents; c++) samples.push(c);
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(Math.floor((seed / 2_147_483_647) * maxCents));
    }
    samples.push(-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, maxCents + 1, '12', null, undefined, {});
    for (const v of samples) expect(encodeWire(money, v), String(v)).toEqual(viaZod(v) ?? v);
  });
});

describe('money on the wire', () => {
  it('refuses more than two decimals instead of rounding', () => {
    expect(money.safeParse(1.005).success).toBe(false);
    expect(money.safeParse('1.005').success).toBe(false);
    expect(money.parse('1250')).toBe(125_000);
    expect(money.parse(0.1 + 0.2)).toBe(30);
  });
});
