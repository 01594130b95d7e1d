import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { money } from './common.js';
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

describe('money on the wire', () => {
  it('refuses more than two decimals instead of rounding', () => {
    expect(money.safeParse(1.005).success).toBe(false);
    expect(money.safeParse('1.005').success).toBe(false);
    expect(money.parse('1250')).toBe(125_000);
    expect(money.parse(0.1 + 0.2)).toBe(30);
  });
});
