import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { actors, billing, buyNowLot, priceLockLot, type Actors } from './support.js';

/**
 * The OpenAPI document declares each answer as it really is: real answers of the money-bearing
 * operations (on lots whose amounts have cents: $10,000.50 buy now, a $25.50 shipping fee) are
 * validated against the response schema the document declares for them (its `paths`, as served
 * at /api/docs/json). An amount answered as 10000.5 must be declared a number, not an integer.
 */
let s: TestServer;
let a: Actors;
let doc: { paths: Record<string, Record<string, unknown>> };
const ajv = new Ajv({ nullable: true, unknownFormats: 'ignore', schemaId: 'auto', allErrors: true });

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  a = await actors(s);
  doc = (await s.api('GET', '/api/docs/json')).body;
  ajv.addSchema(doc as object, 'openapi');
});
afterAll(() => s?.close());

/** JSON Pointer token of a path segment. */
const token = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1');

/** The answer's mismatches with the schema the document declares for `method path` (200, JSON). */
function mismatches(method: string, path: string, body: unknown): string[] {
  const op = doc.paths[path]?.[method];
  expect(op, `${method} ${path} in the document`).toBeDefined();
  const pointer = `openapi#/paths/${token(path)}/${method}/responses/200/content/${token('application/json')}/schema`;
  const validate = ajv.compile({ $ref: pointer });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

const get = (path: string, token: string) => s.api('GET', path, { token });
const post = (path: string, token: string, body: unknown = {}) => s.api('POST', path, { token, body });

describe('the OpenAPI document agrees with real answers (amounts with cents)', () => {
  it('cart.search, orders.getInvoice, orders.viewSample, orders.viewSampleOffer, orders.adminMarkPaid', async () => {
    const lot = await buyNowLot(s, { buyNowPrice: 1_000_050, buyerShips: false, shippingFee: 2_550, makeOfferEnabled: true });
    const locked = await priceLockLot(s, { buyNowPrice: 100_050 });
    await post('/api/cart/saveAddress', a.buyer.token, billing);

    const answers: [string, string, { status: number; body: unknown }][] = [];
    const sample = await get(`/api/product/viewsample/${lot.id}`, a.buyer.token);
    answers.push(['get', '/api/product/viewsample/{id}', sample]);
    answers.push(['get', '/api/product/viewsample/{id}', await s.api('GET', `/api/product/viewsample/${locked.id}`, { token: a.buyer.token, query: { qty: 3 } })]);

    const offer = (await post('/api/user/makeOffer', a.other.token, { pid: lot.id, offer_amount: 6000.25 })).body.data.offer;
    await post(`/api/admin/offers/${offer.id}/counter`, a.admin.token, { counter_amount: 8000.75 });
    answers.push(['get', '/api/product/viewsample/{id}/{oid}', await get(`/api/product/viewsample/${lot.id}/${offer.id}`, a.other.token)]);

    const bought = await post('/api/product/buynowConfirm', a.buyer.token, { id: lot.id, buyprice: 10000.5 });
    expect(bought.status).toBe(200);
    const invoiceId = bought.body.data.invoice_id as number;
    answers.push(['post', '/api/cart/search', await post('/api/cart/search', a.buyer.token)]);
    answers.push(['get', '/api/product/invoice/{id}', await get(`/api/product/invoice/${invoiceId}`, a.buyer.token)]);
    answers.push(['post', '/api/admin/invoices/{id}/mark-paid', await post(`/api/admin/invoices/${invoiceId}/mark-paid`, a.admin.token)]);

    // the answers carry amounts with cents (else this test could not tell a number from an integer)
    expect(JSON.stringify(answers.map(([, , r]) => r.body))).toMatch(/"(bprice|amount|total)":\d+\.\d+/);
    const problems = answers.flatMap(([method, path, r]) => {
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(200);
      return mismatches(method, path, r.body).map((m) => `${method} ${path}: ${m}`);
    });
    expect(problems).toEqual([]);
  });
});
