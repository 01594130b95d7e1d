import { z } from 'zod';

// Zod-free constants live in languages.ts (the web's first page imports them without zod).
import { languages } from './languages.js';
import { encodeDirectly, NOT_DIRECT } from './wire.js';
export { languages, languageTags, languageNativeNames, defaultTimeZone, type Language } from './languages.js';

export const languageSchema = z.enum(languages);

export const successStatus = z.literal('success');

/** Integer minor units (cents): the internal unit. Wire amounts use `money` below. */
export const cents = z.number().int();

/** Largest amount anywhere (cents): $10,000,000,000.00 keeps every sum exact in a double. */
export const maxCents = 1_000_000_000_000;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
/** A wire amount: a JSON number, or (form data) a plain decimal string; at most two decimals. */
const moneyWire = z.union([
  z.number().finite().nonnegative(),
  z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'AMOUNT_INVALID' }),
]).refine((v) => typeof v === 'string' || twoDecimals(v), { error: 'AMOUNT_PRECISION' });

/**
 * A decoded amount: integer cents. Its JSON Schema (the `.meta`) is the wire's instead, a number of currency
 * units: the OpenAPI document describes an answer by the output side of its schema (fastify-type-provider-zod,
 * `io: 'output'`), while the server sends the encoded side, so an amount answered as 12.5 is declared a
 * `number`, not an `integer` of cents. Requests are described by the input side (`moneyWire`) and are not affected.
 */
const centsOfMoney = z
  .number()
  .int()
  .nonnegative()
  .max(maxCents)
  .meta({ type: 'number', minimum: 0, maximum: maxCents / 100, description: 'An amount in currency units, at most two decimals' });

/**
 * Money on the wire, as the spec's client types and shows it: currency units (dollars)
 * with at most two decimals. Decoding (a request, or a response read by the web client)
 * gives integer cents; encoding (a response sent by the server, or a request sent by the
 * client) gives currency units. Services, engine and database only ever see cents.
 * An amount with more than two decimals is refused (`AMOUNT_PRECISION`), never rounded.
 */
export const money = encodeDirectly(
  z.codec(moneyWire, centsOfMoney, {
    decode: (v) => Math.round(Number(v) * 100),
    encode: (c) => c / 100,
  }),
  // What z.safeEncode answers for whole cents in range, without zod's validation of them.
  (c) => (typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= maxCents ? c / 100 : NOT_DIRECT),
);

/** ISO-8601 timestamp string. */
export const isoDate = z.string();

/**
 * A record id: a positive integer as a JSON number or as plain decimal digits (a path or query
 * value). `0x1`, `1e3`, ` 1` or `1.0` are refused, not read as another id.
 */
export const idNumber = z.union([z.number(), z.string().regex(/^[0-9]{1,15}$/)]).pipe(z.coerce.number<string | number>().int().positive());

export const idParam = z.object({ id: idNumber });

/** A plain `{status, message}` answer. */
export const okResponse = z.object({ status: successStatus, message: z.string() });
