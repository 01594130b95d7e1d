import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorResponseSchema, fieldErrorCodes, type AnyEndpoint } from '@gavel/contract';
import { startTestServer, type ApiResponse, type TestServer, type TestUser } from './harness.js';
import { badValue, fillPath, goodObject, isRequired, shapeOf, type Where } from './support/malformed.js';

/**
 * Every endpoint the contract declares rejects malformed input with 400 VALIDATION_FAILED
 * and a field map, and never answers 500. Inputs are derived from the endpoint's own zod
 * schemas, so a new endpoint is covered the moment it is added to the registry.
 */
let s: TestServer;
const tokens: Record<'buyer' | 'staff', string> = { buyer: '', staff: '' };
const people: Partial<Record<'buyer' | 'staff', TestUser>> = {};

beforeAll(async () => {
  s = await startTestServer();
  people.buyer = await s.buildUser({ role: 'buyer' });
  people.staff = await s.buildUser({ role: 'admin' });
  tokens.buyer = await s.loginAs(people.buyer);
  tokens.staff = await s.loginAs(people.staff);
});
afterAll(() => s?.close());

/** Console calls (staff or a seller) are sent as staff: a buyer is refused before a multipart body is even read. */
const roleFor = (e: AnyEndpoint) => (e.access === 'public' ? null : e.access === 'staff' || e.access === 'console' ? 'staff' : 'buyer');
const tokenFor = (e: AnyEndpoint) => {
  const role = roleFor(e);
  return role ? tokens[role] : undefined;
};

interface Attempt {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** Field names the answer's `fields` map must mention. */
  expectFields?: string[];
  /** Required fields left out: each answers a code saying it is missing. */
  missing?: string[];
}

/**
 * What a left-out field answers: REQUIRED, or the spec's own words for that field ("Enter Bid
 * Amount", "Enter email address", "select category", ...; contract field-errors.ts).
 */
const missingCodes = new Set(['REQUIRED', 'ENTER_BID_AMOUNT', 'ENTER_EMAIL', 'ENTER_PASSWORD', 'SELECT_CATEGORY']);

async function send(e: AnyEndpoint, a: Attempt): Promise<ApiResponse> {
  const path = fillPath(e.url, { ...goodObject(e.params, 'params'), ...a.params });
  const query = a.query as Record<string, string | string[]> | undefined;
  if (e.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(a.body ?? {})) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const url = new URL(path, s.url);
    for (const [k, v] of Object.entries(query ?? {})) for (const one of [v].flat()) url.searchParams.append(k, one);
    const res = await fetch(url, {
      method: e.method,
      body: form,
      headers: tokenFor(e) ? { authorization: `Bearer ${tokenFor(e)}` } : {},
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
  }
  return s.api(e.method, path, { token: tokenFor(e), query, body: a.body });
}

/** A field named `name` is mentioned by a `fields` key (`name`, `body.name`, `name.0`, ...). */
const mentions = (keys: string[], name: string) => keys.some((k) => k === name || k.startsWith(`${name}.`) || k.split(/[.[\]]/).includes(name.replace(/\[\]$/, '')));

/** Calls whose field errors speak the spec (spec 1 §7): `status` false and named `msg` errors beside our envelope. */
const specStatusFalse = new Set(['registration.register', 'registration.afterRegisterSave']);

function expectValidationFailure(res: ApiResponse, expectFields: string[] = [], endpointId = '', missing: string[] = []) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = errorResponseSchema.parse(res.body);
  expect(body).toMatchObject({ status: specStatusFalse.has(endpointId) ? false : 'error', success: false, code: 'VALIDATION_FAILED' });
  const keys = Object.keys(body.fields ?? {});
  expect(keys.length, 'a non-empty fields map').toBeGreaterThan(0);
  for (const v of Object.values(body.fields ?? {})) expect(typeof v === 'string' && v.length > 0).toBe(true);
  for (const f of expectFields) expect(mentions(keys, f), `fields ${JSON.stringify(keys)} mention "${f}"`).toBe(true);
  // Every field error carries a code of the contract (the client translates it), and no message is zod's English sentence.
  expect(Object.keys(body.field_codes ?? {}).sort(), 'a code for every field').toEqual([...keys].sort());
  for (const c of Object.values(body.field_codes ?? {})) expect(fieldErrorCodes).toContain(c);
  for (const m of Object.values(body.fields ?? {})) expect(m).not.toMatch(/Invalid input|expected \w+, received|^Too (small|big):|Unrecognized key/);
  for (const f of missing) {
    const codes = Object.entries(body.field_codes ?? {}).filter(([k]) => mentions([k], f)).map(([, c]) => c);
    expect(codes.some((c) => missingCodes.has(c)), `"${f}" left out answers ${JSON.stringify(codes)}`).toBe(true);
  }
}

/** The malformed requests for one endpoint, one per field and location, plus missing and all-wrong bodies. */
function attemptsFor(e: AnyEndpoint): [string, Attempt][] {
  const out: [string, Attempt][] = [];
  const bodyWhere: Where = e.multipart ? 'form' : 'json';
  for (const [where, schema] of [
    ['params', e.params],
    ['query', e.query],
    [bodyWhere, e.body],
  ] as const) {
    const key = where === 'params' ? 'params' : where === 'query' ? 'query' : 'body';
    const allBad: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shapeOf(schema))) {
      const bad = badValue(field, where);
      if (bad === undefined) continue;
      allBad[name] = bad;
      out.push([
        `rejects a malformed ${key} field "${name}" (${JSON.stringify(bad).slice(0, 40)})`,
        { [key]: { [name]: bad }, expectFields: [name] },
      ]);
    }
    if (Object.keys(allBad).length > 1 && key !== 'params') {
      out.push([`rejects a ${key} where every field has the wrong type`, { [key]: allBad, expectFields: Object.keys(allBad) }]);
    }
    if (key !== 'params') {
      const required = Object.entries(shapeOf(schema))
        .filter(([, f]) => isRequired(f))
        .map(([n]) => n);
      if (required.length)
        out.push([`rejects a ${key} missing its required fields (${required.join(', ')})`, { [key]: {}, expectFields: required, missing: required }]);
    }
  }
  return out;
}

describe.each(endpoints.map((e) => [`${e.method} ${e.url} (${e.id})`, e] as const))('%s', (_name, e) => {
  const attempts = attemptsFor(e);

  it('has at least one input the contract can reject', () => {
    // Every endpoint carries at least site_id; an endpoint with no rejectable input means this generator needs extending.
    expect(attempts.length).toBeGreaterThan(0);
  });

  it.each(attempts)('%s', async (_label, attempt) => {
    expectValidationFailure(await send(e, attempt), attempt.expectFields, e.id, attempt.missing);
  });
});

/**
 * Junk query strings reach the handlers (the rest of the request is valid), so these run
 * after every validation test above, with ids no row has, and put the maintenance flag back.
 */
describe.each(endpoints.map((e) => [`${e.method} ${e.url} (${e.id})`, e] as const))('%s with odd but well-formed input', (_name, e) => {
  afterEach(() => s.deps.services.maintenance.set(false));

  it('answers a junk query string without a server error', async () => {
    const params = goodObject(e.params, 'params');
    for (const [k, v] of Object.entries(params)) {
      if (v === '1' && shapeOf(e.params)[k]!.safeParse('2147483000').success) params[k] = '2147483000';
    }
    const junk = `${fillPath(e.url, params)}?zzz=1&a[b]=c&%E2%98%83=%FF&site_id=1&site_id=2&__proto__[x]=1&constructor=1`;
    const body = e.method === 'GET' || e.method === 'DELETE' || e.multipart ? undefined : goodObject(e.body, 'json');
    // A fresh session: the handler runs (logout revokes its token).
    const role = roleFor(e);
    const token = role ? await s.loginAs(people[role]!) : undefined;
    const res = await s.api(e.method, junk, { token, body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (res.status >= 400) expect(errorResponseSchema.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
  });

  // Path ids the schema accepts but a PostgreSQL integer cannot hold.
  const hugeIds = Object.keys(shapeOf(e.params)).filter((k) => shapeOf(e.params)[k]!.safeParse('99999999999').success);
  if (hugeIds.length) {
    it(`answers ${hugeIds.join(', ')} beyond the database integer range with a 4xx, not a server error`, async () => {
      const params = { ...goodObject(e.params, 'params'), ...Object.fromEntries(hugeIds.map((k) => [k, '99999999999'])) };
      const body = e.method === 'GET' || e.method === 'DELETE' || e.multipart ? undefined : goodObject(e.body, 'json');
      const role = roleFor(e);
      const token = role ? await s.loginAs(people[role]!) : undefined;
      const res = await s.api(e.method, fillPath(e.url, params), { token, body });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
    });
  }
});
