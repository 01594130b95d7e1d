import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { bearerToken, type TokenResolver } from '../http/auth.js';
import { errorBody } from '../http/error-handler.js';
import type { EventBus } from '../events/event-bus.js';
import type { Realtime } from '../realtime/gateway.js';
import { createMetricsRegistry } from './registry.js';
import { jobQueueDepth, poolStats } from './metrics.repository.js';

const BID_ROUTE = '/api/product/bidConfirm';
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const latenessBuckets = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60] as const;

/** Whether `ip` is one of the allowed addresses or inside one of the allowed CIDR ranges. */
export function addressAllowed(ip: string, allow: readonly string[]): boolean {
  const list = new net.BlockList();
  for (const entry of allow) {
    const [addr, bits] = entry.split('/');
    if (!addr || !net.isIP(addr)) continue;
    const type = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  const bare = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!net.isIP(bare)) return false;
  return list.check(bare, net.isIPv6(bare) ? 'ipv6' : 'ipv4');
}

/**
 * `/metrics` in the Prometheus text format: requests and latency by route, bids accepted
 * and refused by code, closings and their lateness, connected sockets, job-queue depth,
 * database pool. Readable by staff (bearer token) or from an address in METRICS_ALLOW.
 */
export function installMetrics(
  app: FastifyInstance,
  deps: { allow: readonly string[]; pool: Database['pool']; realtime: () => Realtime; events: EventBus; resolveToken: TokenResolver },
) {
  const m = createMetricsRegistry();
  const requests = m.counter('gavel_http_requests_total', 'HTTP requests by method, matched route and status.');
  const latency = m.histogram('gavel_http_request_duration_seconds', 'HTTP request latency by method and matched route.', latencyBuckets);
  const bids = m.counter('gavel_bids_total', 'Bids placed through the API: accepted, or refused with their error code.');
  const closings = m.counter('gavel_lots_closed_total', 'Lots closed, by outcome.');
  const lateness = m.histogram('gavel_closing_lateness_seconds', 'Time from a lot\u2019s closing moment to its closing.', latenessBuckets);
  m.gauge('gavel_sockets_connected', 'Socket.IO connections to this process.', () => [{ value: deps.realtime().io.engine.clientsCount }]);
  m.gauge('gavel_db_pool_connections', 'Database pool connections by state.', () =>
    Object.entries(poolStats(deps.pool)).map(([state, value]) => ({ labels: { state }, value })),
  );
  // Every queue and state has a series, 0 when empty (no series would read as "no data").
  m.gauge('gavel_job_queue_depth', 'Jobs waiting or running, by queue and state.', async () => {
    const rows = await jobQueueDepth(deps.pool);
    return rows.length ? rows.map((x) => ({ labels: { queue: x.queue, state: x.state }, value: x.n })) : [{ value: 0 }];
  });

  deps.events.on('lot.closed', (e) => {
    closings.inc({ outcome: e.winnerId ? 'sold' : 'closed' });
    if (typeof e.lateMs === 'number') lateness.observe({}, e.lateMs / 1000);
  });

  const routeOf = (req: FastifyRequest) => req.routeOptions?.url ?? 'unmatched';
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    if (route === '/metrics') return;
    requests.inc({ method: req.method, route, status: reply.statusCode });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (route !== BID_ROUTE) return;
    // The error handler keeps the refusal's envelope on the request: no re-parsing of the reply.
    if (reply.statusCode === 200) bids.inc({ outcome: 'accepted' });
    else if (reply.statusCode >= 400) bids.inc({ outcome: 'refused', code: req.errorBody?.code ?? 'UNKNOWN' });
  });

  // A guest's token is looked up: counted by the API's rate limit (not stopped by maintenance).
  app.get('/metrics', { schema: { hide: true }, config: { underRateLimit: true } }, async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    const user = token ? await deps.resolveToken(token) : null;
    const staff = !!user && (user.isAdmin || user.isEmployee);
    if (!staff && !addressAllowed(req.ip, deps.allow)) {
      return reply.status(user ? 403 : 401).header('cache-control', 'no-store').send(errorBody(user ? 'FORBIDDEN' : 'UNAUTHENTICATED'));
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store').send(await m.render());
  });
}
