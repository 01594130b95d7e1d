import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLot, seedIncrements } from './factories/lots.js';
import { startTestServer, type TestServer } from './harness.js';
import { addressAllowed } from '../src/platform/metrics/metrics.js';
import { parsePrometheusText } from './support/prometheus-text.js';

let s: TestServer;
let open: TestServer;
let buyerToken: string;
let staffToken: string;
beforeAll(async () => {
  [s, open] = await Promise.all([startTestServer(), startTestServer({ env: { METRICS_ALLOW: '127.0.0.0/8,::1' } })]);
  await seedIncrements(s.database.db);
  const [buyer, admin] = await Promise.all([s.buildUser(), s.buildUser({ role: 'admin' })]);
  [buyerToken, staffToken] = await Promise.all([s.loginAs(buyer), s.loginAs(admin)]);
});
afterAll(async () => {
  await Promise.all([s?.close(), open?.close()]);
});

const metrics = (server: TestServer, token?: string) =>
  fetch(new URL('/metrics', server.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('/metrics', () => {
  it('refuses guests (401) and buyers (403) from an address that is not allowed', async () => {
    const guest = await metrics(s);
    expect(guest.status).toBe(401);
    expect((await guest.json()).code).toBe('UNAUTHENTICATED');
    const buyer = await metrics(s, buyerToken);
    expect(buyer.status).toBe(403);
    expect(buyer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers staff in the Prometheus text format with requests, bids by outcome and code, sockets, pool', async () => {
    const lot = await buildLot(s.database.db);
    const low = await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 1, hard_bid: 1 } });
    expect(low.status).toBeGreaterThanOrEqual(400);
    expect(low.body.code).toBe('BID_TOO_LOW');
    const ok = await s.api('POST', '/api/product/bidConfirm', { token: buyerToken, body: { id: lot.id, wsprice: 10, hard_bid: 1 } });
    expect(ok.status).toBe(200);

    const res = await metrics(s, staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(text).toContain('# TYPE gavel_http_requests_total counter');
    expect(text).toMatch(/gavel_http_requests_total\{method="POST",route="\/api\/product\/bidConfirm",status="200"\} 1/);
    expect(text).toMatch(/gavel_http_request_duration_seconds_count\{method="POST",route="\/api\/product\/bidConfirm"\} 2/);
    expect(text).toContain('gavel_bids_total{outcome="accepted"} 1');
    expect(text).toContain(`gavel_bids_total{code="${low.body.code}",outcome="refused"} 1`);
    expect(text).toMatch(/gavel_sockets_connected \d+/);
    expect(text).toMatch(/gavel_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('# TYPE gavel_job_queue_depth gauge');
  });

  it('labels requests by the matched route, never the raw URL (ids do not multiply the series)', async () => {
    await s.api('GET', '/api/product/view/999999');
    await s.api('GET', '/api/product/view/999998');
    const text = await (await metrics(s, staffToken)).text();
    expect(text).not.toMatch(/route="[^"]*99999[89]/);
    expect(text).toMatch(/route="\/api\/product\/view\/:id"/);
  });

  it('lets a configured address read it without a token', async () => {
    const res = await metrics(open);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('gavel_http_requests_total');
  });

  it('matches addresses and CIDR ranges, IPv4-mapped IPv6 included', () => {
    expect(addressAllowed('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(addressAllowed('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(addressAllowed('11.1.2.3', ['10.0.0.0/8', '127.0.0.1'])).toBe(false);
    expect(addressAllowed('::1', ['::1'])).toBe(true);
    expect(addressAllowed('not-an-ip', ['10.0.0.0/8'])).toBe(false);
  });
});

describe('/metrics read by a strict Prometheus text parser', () => {
  it('after a closing: lateness has a sample, every queue depth has a series (0 when empty)', async () => {
    const lot = await buildLot(s.database.db, { dateClosed: new Date(Date.now() + 500) });
    const read = async () => parsePrometheusText(await (await metrics(s, staffToken)).text());
    await expect
      .poll(async () => (await read()).get('gavel_closing_lateness_seconds')?.samples.find((x) => x.name.endsWith('_count'))?.value ?? 0, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(1);
    const families = await read();
    expect(families.get('gavel_lots_closed_total')?.samples.reduce((n, x) => n + x.value, 0)).toBeGreaterThanOrEqual(1);
    const lateness = families.get('gavel_closing_lateness_seconds')!;
    expect(lateness.type).toBe('histogram');
    expect(lateness.samples.find((x) => x.name.endsWith('_sum'))!.value).toBeGreaterThanOrEqual(0);
    const depth = families.get('gavel_job_queue_depth')!;
    expect(depth.type).toBe('gauge');
    expect(depth.samples.length).toBeGreaterThan(0);
    expect(depth.samples.every((x) => Number.isInteger(x.value) && x.value >= 0)).toBe(true);
    expect((await s.api('GET', `/api/product/view/${lot.id}`)).body.data.isclosed).toBe(1);
  });
});
