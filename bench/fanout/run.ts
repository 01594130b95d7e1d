/**
 * Socket.IO fan-out of a real bid, against a bare Socket.IO baseline in the same run.
 *
 *   npm run bench:fanout
 *
 * 1. A fresh PostgreSQL database and the real API in a child process; one open lot, one buyer.
 * 2. N Socket.IO clients (default 5,000; websocket transport; guests) in this process connect,
 *    a bounded number at a time, and `joinLot` the lot.
 * 3. Rounds: one real bid through POST /api/product/bidConfirm; every socket records when its
 *    `bidAddtime` arrives. Latency = receipt − the moment just before the HTTP request was sent.
 * 4. Baseline: a bare Socket.IO server (bench/fanout/bare-server.ts, its own process, no auth, no
 *    database) broadcasts the same payload to N sockets in one room, triggered by a tiny HTTP
 *    call; latency measured the same way (from request start), and also from the server's
 *    timestamp taken just before `io.to(room).emit`. Its sockets stay connected for the whole run
 *    and its rounds alternate with the API's (and then with the two processes'), so that both sides
 *    see the same load and the same client process; each API row has its own bare row.
 * Prints p50/p99 for both and the ratios; writes bench/results/fanout-<timestamp>.json.
 * 3b. Two API processes through the Redis adapter: the same N sockets split evenly between them,
 *    the bid sent to the first; ratio to the same single-process bare baseline (aim ≤ 1.3).
 *    Also the API's RSS with N sockets connected (and each of the two with N/2).
 * Knobs: FANOUT_SOCKETS (5000), FANOUT_ROUNDS (10), FANOUT_CONNECT_CONCURRENCY (50), BENCH_PG_URL,
 * REDIS_URL (redis://127.0.0.1:6379), FANOUT_SKIP_DUO=1 (no two-process row).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { connectLight } from './light-client.js';
import { cleanup, onCleanup, runMain } from '../support/cleanup.js';
import { createBenchDatabase } from '../support/postgres.js';
import { processCpuSeconds, repoRoot, startApi, startChild } from '../support/processes.js';
import { INCREMENT_CENTS, STARTING_PRICE_CENTS, loginAll, seedBuyers, seedLots, seedSettings } from '../support/seed.js';
import { fmtInt, fmtMs, fmtRatio, sleep, summarize, table, type LatencySummary } from '../support/stats.js';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};

const cfg = {
  sockets: num('FANOUT_SOCKETS', 5000),
  rounds: num('FANOUT_ROUNDS', 10),
  warmupRounds: 2,
  connectConcurrency: num('FANOUT_CONNECT_CONCURRENCY', 50),
  roundTimeoutMs: 15_000,
  /** The two-process row needs Redis; FANOUT_SKIP_DUO=1 leaves it out. */
  skipDuo: process.env.FANOUT_SKIP_DUO === '1',
  /**
   * The crowd's client: `light` (default, bench/fanout/light-client.ts: a WebSocket that reads
   * its frames and recognises the event) or `socket.io` (socket.io-client, as until session 24:
   * its decoding and dispatch cost this process ≈ 20 µs a message, a core for 100 ms a round).
   */
  client: process.env.FANOUT_CLIENT === 'socket.io' ? ('socket.io' as const) : ('light' as const),
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

/** Every socket.io-client socket of the bench: a guest on the websocket transport, its own connection, no retries. */
const ioOptions = { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across local processes. */
const wallNow = () => performance.timeOrigin + performance.now();

/** The soft limit on open files of this process (Linux /proc), or null. */
function openFilesLimit(): { soft: number; hard: number } | null {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const m = line && /Max open files\s+(\S+)\s+(\S+)/.exec(line);
    if (!m) return null;
    const n = (s: string) => (s === 'unlimited' ? Number.POSITIVE_INFINITY : Number(s));
    return { soft: n(m[1]!), hard: n(m[2]!) };
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB (Linux /proc), or NaN. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Round {
  received: Float64Array;
  got: number;
  done: () => void;
}

interface Crowd {
  sockets: { disconnect(): void }[];
  connectSeconds: number;
  failed: number;
  firstError: string | null;
  /** Set before a round, cleared after: listeners record into it. */
  current: Round | null;
  close(): Promise<void>;
}

/**
 * Connects up to `count` sockets, `concurrency` at a time, each joining `lotId`. Stops early
 * (keeping what connected) after repeated failures, so the benchmark can report the largest
 * count that worked.
 */
async function connectCrowd(url: string | string[], count: number, lotId: number, concurrency: number): Promise<Crowd> {
  const urls = Array.isArray(url) ? url : [url];
  const crowd: Crowd = {
    sockets: [],
    connectSeconds: 0,
    failed: 0,
    firstError: null,
    current: null,
    async close() {
      for (const s of crowd.sockets) s.disconnect();
      await sleep(500);
    },
  };
  const start = performance.now();
  let next = 0;
  let stop = false;
  const onEvent = (index: number) => () => {
    const r = crowd.current;
    if (!r || !Number.isNaN(r.received[index]!)) return;
    r.received[index] = wallNow();
    if (++r.got === count) r.done();
  };
  const light = (index: number) =>
    connectLight(urls[index % urls.length]!, { event: 'bidAddtime', onEvent: onEvent(index), timeoutMs: 25_000 }).then(
      (s) => {
        s.emit('joinLot', { id: lotId });
        return s;
      },
      (err: Error) => {
        crowd.failed++;
        crowd.firstError ??= err.message;
        return null;
      },
    );
  const one = (index: number) =>
    new Promise<Socket | null>((resolve) => {
      // With several servers, socket i goes to server i mod n (an even split).
      const socket = connect(urls[index % urls.length]!, ioOptions);
      const timer = setTimeout(() => finish(null, 'timeout'), 25_000);
      const finish = (s: Socket | null, err?: string) => {
        clearTimeout(timer);
        socket.off('connect').off('connect_error');
        if (!s) {
          socket.close();
          crowd.failed++;
          crowd.firstError ??= err ?? 'unknown';
        }
        resolve(s);
      };
      socket.once('connect', () => {
        socket.on('bidAddtime', onEvent(index));
        socket.emit('joinLot', { id: lotId });
        finish(socket);
      });
      socket.once('connect_error', (err: Error) => finish(null, err.message));
    });
  const worker = async () => {
    while (!stop && next < count) {
      const index = next++;
      const s = await (cfg.client === 'light' ? light(index) : one(index));
      if (s) crowd.sockets[index] = s;
      else if (crowd.failed >= 20) stop = true;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  crowd.connectSeconds = (performance.now() - start) / 1000;
  if (crowd.failed > 0) {
    // Keep a dense prefix: a round waits for exactly `sockets.length` receipts.
    crowd.sockets = crowd.sockets.filter(Boolean);
  }
  return crowd;
}

/**
 * One socket.io-client socket in the lot's room, outside the crowd: it reads a real payload and
 * the server's 5-s `serverTime` ticks (what the rounds are aligned to).
 */
function observer(url: string, lotId: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, ioOptions);
    socket.once('connect', () => {
      socket.emit('joinLot', { id: lotId });
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

interface RoundResult {
  /** Per-socket latency from just before the trigger request was sent (ms). */
  fromRequest: number[];
  /** Per-socket latency from the server's timestamp just before emit (bare server only). */
  fromEmit: number[];
  httpMs: number;
  received: number;
  expected: number;
  /** CPU the server process / this process used from the trigger until the last receipt. */
  serverCpuMs: number;
  clientCpuMs: number;
}

/** One round: `trigger()` sends the HTTP call; waits until every socket received or the timeout. */
async function round(
  crowd: Crowd,
  expected: number,
  serverPid: number | number[],
  trigger: () => Promise<{ serverT0?: number }>,
): Promise<RoundResult> {
  // Several servers (the two-process row): their CPU summed.
  const pids = Array.isArray(serverPid) ? serverPid : [serverPid];
  const cpuOf = () => {
    const each = pids.map((p) => processCpuSeconds(p));
    return each.some((c) => c === null) ? null : each.reduce<number>((a, c) => a + c!, 0);
  };
  const server0 = cpuOf();
  const client0 = process.cpuUsage();
  const received = new Float64Array(crowd.sockets.length + 1000).fill(Number.NaN);
  let finished!: () => void;
  const all = new Promise<void>((resolve) => (finished = resolve));
  crowd.current = { received, got: 0, done: finished };
  const t0 = wallNow();
  let serverT0: number | undefined;
  try {
    ({ serverT0 } = await trigger());
  } catch (err) {
    crowd.current = null;
    throw err;
  }
  const httpMs = wallNow() - t0;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, cfg.roundTimeoutMs)))]);
  clearTimeout(timer);
  const got = crowd.current.got;
  crowd.current = null;
  const server1 = cpuOf();
  const client = process.cpuUsage(client0);
  const serverCpuMs = server0 !== null && server1 !== null ? (server1 - server0) * 1000 : Number.NaN;
  const clientCpuMs = (client.user + client.system) / 1000;
  const fromRequest: number[] = [];
  const fromEmit: number[] = [];
  for (const r of received) {
    if (Number.isNaN(r)) continue;
    fromRequest.push(r - t0);
    if (serverT0 !== undefined) fromEmit.push(r - serverT0);
  }
  return { fromRequest, fromEmit, httpMs, received: got, expected, serverCpuMs, clientCpuMs };
}

/**
 * The API's `serverTime` tick reaches every socket every 5 s; a bid round that overlapped it
 * would measure two broadcasts. Rounds start shortly after a tick, two per 5-s window.
 */
function tickTracker(socket: Socket) {
  let last = 0;
  socket.on('serverTime', () => (last = performance.now()));
  return {
    async alignedSlot(slot: number) {
      if (last === 0) await new Promise<void>((r) => socket.once('serverTime', () => r()));
      // Slots at +1.0 s and +3.0 s after the last tick (the tick's own fan-out is over by then).
      const target = last + (slot % 2 === 0 ? 1000 : 3000);
      const wait = target - performance.now();
      if (wait > 0) await sleep(wait);
      else {
        await new Promise<void>((r) => socket.once('serverTime', () => r()));
        await sleep(1000);
      }
    },
  };
}

interface Phase {
  label: string;
  sockets: number;
  connectSeconds: number;
  connectFailed: number;
  rounds: {
    p50: number;
    p99: number;
    max: number;
    received: number;
    expected: number;
    httpMs: number;
    p50FromEmit?: number;
    p99FromEmit?: number;
  }[];
  fromRequest: LatencySummary;
  fromEmit: LatencySummary | null;
  httpMs: LatencySummary;
  missing: number;
  /** Mean CPU milliseconds per round (from /proc, 10-ms ticks: meaningful as a mean over rounds). */
  cpuMsPerRound: { server: number; client: number };
}

function summarizePhase(label: string, crowd: Crowd, results: RoundResult[]): Phase {
  const rounds = results.map((r) => {
    const s = summarize(r.fromRequest);
    const e = r.fromEmit.length ? summarize(r.fromEmit) : null;
    return {
      p50: s.p50,
      p99: s.p99,
      max: s.max,
      received: r.received,
      expected: r.expected,
      httpMs: r.httpMs,
      ...(e ? { p50FromEmit: e.p50, p99FromEmit: e.p99 } : {}),
    };
  });
  const emit = results.flatMap((r) => r.fromEmit);
  return {
    label,
    sockets: crowd.sockets.length,
    connectSeconds: crowd.connectSeconds,
    connectFailed: crowd.failed,
    rounds,
    fromRequest: summarize(results.flatMap((r) => r.fromRequest)),
    fromEmit: emit.length ? summarize(emit) : null,
    httpMs: summarize(results.map((r) => r.httpMs)),
    missing: results.reduce((a, r) => a + (r.expected - r.received), 0),
    cpuMsPerRound: {
      server: results.reduce((a, r) => a + r.serverCpuMs, 0) / results.length,
      client: results.reduce((a, r) => a + r.clientCpuMs, 0) / results.length,
    },
  };
}

async function main() {
  const startedAt = new Date();
  const limits = openFilesLimit();
  console.log(`bench:fanout — ${startedAt.toISOString()}`);
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared: quote ratios), node ${process.version}, ` +
      `open files limit ${limits ? `${limits.soft} (hard ${limits.hard})` : 'unknown'}`,
  );
  let target = cfg.sockets;
  // Two crowds are connected at once (the bare one + the API's, then + the two processes').
  if (limits && limits.soft < 2 * target + 500) {
    target = Math.max(100, Math.floor((limits.soft - 500) / 2));
    console.log(
      `!! The open files limit (${limits.soft}) is too low for ${cfg.sockets} sockets: measuring ${target}. Raise it with \`ulimit -n 20000\` (≤ hard limit) before npm run bench:fanout.`,
    );
  }
  console.log(
    `config: ${target} sockets, ${cfg.rounds} rounds (+${cfg.warmupRounds} warm-up), connect ${cfg.connectConcurrency} at a time\n`,
  );

  // --- setup ---------------------------------------------------------------------------
  const db = await createBenchDatabase('gavel_bench_fanout');
  onCleanup('drop database', () => db.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-'));
  onCleanup('remove data dir', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  onCleanup('close pool', () => pool.end());
  const api = await startApi(db.url, dataDir);
  onCleanup('stop API', () => api.stop());
  await seedSettings(pool);
  const [lotId] = await seedLots(pool, 1, 'Fan-out lot');
  const [buyer] = await seedBuyers(pool, 1, 'fanout');
  const [token] = await loginAll(api.url, [buyer!.email]);
  console.log(`setup: API (pid ${api.pid}) at ${api.url} on PostgreSQL ${db.name}; lot ${lotId}, buyer ${buyer!.id}`);

  // The API's real bidAddtime payload (the bare server sends the same): one socket, one bid.
  let bids = 0;
  const bid = async () => {
    bids++;
    const res = await fetch(`${api.url}/api/product/bidConfirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: lotId, wsprice: (STARTING_PRICE_CENTS + bids * INCREMENT_CENTS) / 100, hard_bid: 1 }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`bid refused: ${res.status} ${text}`);
    return {};
  };
  const probe = await observer(api.url, lotId!);
  const sample = new Promise<Record<string, unknown>>((resolve) => probe.once('bidAddtime', resolve));
  await sleep(200);
  await bid();
  const payload = await sample;
  probe.disconnect();

  // --- the bare Socket.IO baseline --------------------------------------------------------
  // Its own server and sockets, connected for the whole run; its rounds alternate with the API's
  // (one of each per 5-s serverTime window: the API's at +1 s, the bare one at +3 s), so both see
  // the same machine load and the same client process (the 5,000 sockets' client is the bottleneck
  // here: a baseline measured in one block before or after the API rows favours one side).
  const bare = await startChild('bare Socket.IO server', 'bench/fanout/bare-server.ts', {}, /ready (http:\/\/127\.0\.0\.1:\d+)/);
  onCleanup('stop bare server', () => bare.stop());
  console.log(`\n[bare] server (pid ${bare.pid}) at ${bare.url}; connecting ${target} sockets …`);
  const bareCrowd = await connectCrowd(bare.url, target, lotId!, cfg.connectConcurrency);
  onCleanup('disconnect bare sockets', () => bareCrowd.close());
  console.log(
    `[bare] ${bareCrowd.sockets.length} connected in ${bareCrowd.connectSeconds.toFixed(1)} s` +
      (bareCrowd.failed ? ` (${bareCrowd.failed} failed)` : ''),
  );
  let seq = 0;
  const emit = async () => {
    seq++;
    const res = await fetch(`${bare.url}/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lotId, payload: { ...payload, sequence: 1000 + seq } }),
    });
    const body = (await res.json()) as { t0: number };
    return { serverT0: body.t0 };
  };
  /** One bare round (round `i`), logged; answers it for the measured rounds, null for warm-up. */
  const bareRound = async (label: string, i: number): Promise<RoundResult | null> => {
    const m = bareCrowd.sockets.length;
    const r = await round(bareCrowd, m, bare.pid, emit);
    const s = summarize(r.fromRequest);
    const e = summarize(r.fromEmit);
    console.log(
      `[${label}] round ${i + 1}${i < cfg.warmupRounds ? ' (warm-up)' : ''}: ${r.received}/${m} received, p50 ${fmtMs(s.p50)}, p99 ${fmtMs(s.p99)} ` +
        `(from emit: p50 ${fmtMs(e.p50)}, p99 ${fmtMs(e.p99)}), CPU server ${Math.round(r.serverCpuMs)} ms / client ${Math.round(r.clientCpuMs)} ms`,
    );
    return i >= cfg.warmupRounds ? r : null;
  };

  // --- the API -------------------------------------------------------------------------
  console.log(`\n[api] connecting ${target} sockets …`);
  const apiCrowd = await connectCrowd(api.url, target, lotId!, cfg.connectConcurrency);
  onCleanup('disconnect API sockets', () => apiCrowd.close());
  console.log(
    `[api] ${apiCrowd.sockets.length} connected in ${apiCrowd.connectSeconds.toFixed(1)} s` +
      (apiCrowd.failed ? ` (${apiCrowd.failed} failed: ${apiCrowd.firstError})` : ''),
  );
  const n = apiCrowd.sockets.length;
  const apiRssMb = rssMb(api.pid);
  console.log(`[api] RSS with ${n} sockets connected: ${apiRssMb.toFixed(0)} MB`);
  const apiObserver = await observer(api.url, lotId!);
  const ticks = tickTracker(apiObserver);
  const apiResults: RoundResult[] = [];
  const bareWithApi: RoundResult[] = [];
  for (let i = 0; i < cfg.warmupRounds + cfg.rounds; i++) {
    await ticks.alignedSlot(0);
    const r = await round(apiCrowd, n, api.pid, bid);
    if (i >= cfg.warmupRounds) apiResults.push(r);
    const s = summarize(r.fromRequest);
    console.log(
      `[api] round ${i + 1}${i < cfg.warmupRounds ? ' (warm-up)' : ''}: ${r.received}/${n} received, p50 ${fmtMs(s.p50)}, p99 ${fmtMs(s.p99)}, ` +
        `HTTP ${fmtMs(r.httpMs)}, CPU server ${Math.round(r.serverCpuMs)} ms / client ${Math.round(r.clientCpuMs)} ms`,
    );
    await ticks.alignedSlot(1);
    const b = await bareRound('bare, with api', i);
    if (b) bareWithApi.push(b);
  }
  apiObserver.disconnect();
  const apiSummary = summarizePhase('API: real bid → bidAddtime', apiCrowd, apiResults);
  const bareSummary = summarizePhase('bare Socket.IO, alternating with API', bareCrowd, bareWithApi);
  await apiCrowd.close();
  await api.stop();

  // --- two API processes through the Redis adapter ----------------------------------------
  // The bid goes to process a; half the sockets are on process b and hear it through Redis.
  let duoSummary: Phase | null = null;
  let bareDuoSummary: Phase | null = null;
  let duoRssMb: number[] = [];
  if (!cfg.skipDuo) {
    const duo = [] as Awaited<ReturnType<typeof startApi>>[];
    for (const name of ['a', 'b']) {
      const d = await startApi(db.url, path.join(dataDir, `duo-${name}`), { REDIS_URL: cfg.redisUrl });
      onCleanup(`stop API ${name}`, () => d.stop());
      duo.push(d);
    }
    console.log(`\n[api×2] two API processes (pids ${duo.map((d) => d.pid).join(', ')}), Redis adapter at ${cfg.redisUrl}; connecting ${n} sockets, half on each …`);
    const duoCrowd = await connectCrowd(
      duo.map((d) => d.url),
      n,
      lotId!,
      cfg.connectConcurrency,
    );
    onCleanup('disconnect API×2 sockets', () => duoCrowd.close());
    const m2 = duoCrowd.sockets.length;
    duoRssMb = duo.map((d) => rssMb(d.pid));
    console.log(`[api×2] ${m2} connected in ${duoCrowd.connectSeconds.toFixed(1)} s; RSS ${duoRssMb.map((r) => r.toFixed(0)).join(' + ')} MB`);
    // Process a's ticks (each process ticks its own sockets).
    const duoObserver = await observer(duo[0]!.url, lotId!);
    onCleanup('disconnect the API×2 observer', () => duoObserver.disconnect());
    const duoTicks = tickTracker(duoObserver);
    const bidOnA = async () => {
      bids++;
      const res = await fetch(`${duo[0]!.url}/api/product/bidConfirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: lotId, wsprice: (STARTING_PRICE_CENTS + bids * INCREMENT_CENTS) / 100, hard_bid: 1 }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`bid refused: ${res.status} ${text}`);
      return {};
    };
    const duoResults: RoundResult[] = [];
    const bareWithDuo: RoundResult[] = [];
    for (let i = 0; i < cfg.warmupRounds + cfg.rounds; i++) {
      await duoTicks.alignedSlot(0);
      const r = await round(duoCrowd, m2, duo.map((d) => d.pid), bidOnA);
      if (i >= cfg.warmupRounds) duoResults.push(r);
      const s = summarize(r.fromRequest);
      console.log(
        `[api×2] round ${i + 1}${i < cfg.warmupRounds ? ' (warm-up)' : ''}: ${r.received}/${m2} received, p50 ${fmtMs(s.p50)}, p99 ${fmtMs(s.p99)}, ` +
          `HTTP ${fmtMs(r.httpMs)}, CPU servers ${Math.round(r.serverCpuMs)} ms / client ${Math.round(r.clientCpuMs)} ms`,
      );
      await duoTicks.alignedSlot(1);
      const b = await bareRound('bare, with api×2', i);
      if (b) bareWithDuo.push(b);
    }
    duoSummary = summarizePhase('API×2 (Redis adapter): real bid → bidAddtime', duoCrowd, duoResults);
    bareDuoSummary = summarizePhase('bare Socket.IO, alternating with API×2', bareCrowd, bareWithDuo);
    await duoCrowd.close();
    await Promise.all(duo.map((d) => d.stop()));
  }

  await bareCrowd.close();
  await bare.stop();

  // --- report --------------------------------------------------------------------------
  const ratios = {
    p50: apiSummary.fromRequest.p50 / bareSummary.fromRequest.p50,
    p99: apiSummary.fromRequest.p99 / bareSummary.fromRequest.p99,
    p50VsBareFromEmit: bareSummary.fromEmit ? apiSummary.fromRequest.p50 / bareSummary.fromEmit.p50 : Number.NaN,
    p99VsBareFromEmit: bareSummary.fromEmit ? apiSummary.fromRequest.p99 / bareSummary.fromEmit.p99 : Number.NaN,
    serverCpuPerRound: apiSummary.cpuMsPerRound.server / bareSummary.cpuMsPerRound.server,
    duoP50: duoSummary && bareDuoSummary ? duoSummary.fromRequest.p50 / bareDuoSummary.fromRequest.p50 : Number.NaN,
    duoP99: duoSummary && bareDuoSummary ? duoSummary.fromRequest.p99 / bareDuoSummary.fromRequest.p99 : Number.NaN,
    duoServerCpuPerRound: duoSummary && bareDuoSummary ? duoSummary.cpuMsPerRound.server / bareDuoSummary.cpuMsPerRound.server : Number.NaN,
  };
  const socketsNote = n < cfg.sockets ? `  !! only ${n} of ${cfg.sockets} sockets connected` : '';
  console.log(`\nResults: per-socket receive latency, ${n} sockets × ${cfg.rounds} rounds, ${cfg.client} client${socketsNote}\n`);
  console.log(
    table([
      ['measurement', 'sockets', 'received', 'p50', 'p99', 'max', 'trigger HTTP p50', 'CPU ms/round server / client'],
      ...[
        { s: apiSummary, name: 'API: bid request start → bidAddtime' },
        { s: bareSummary, name: 'bare (alternating with API): request start → bidAddtime' },
        ...(duoSummary ? [{ s: duoSummary, name: 'API×2 via Redis: bid start → bidAddtime' }] : []),
        ...(bareDuoSummary ? [{ s: bareDuoSummary, name: 'bare (alternating with API×2): request start → bidAddtime' }] : []),
      ].map(({ s, name }) => [
        name,
        fmtInt(s.sockets),
        `${fmtInt(s.fromRequest.count)}/${fmtInt(s.sockets * s.rounds.length)}`,
        fmtMs(s.fromRequest.p50),
        fmtMs(s.fromRequest.p99),
        fmtMs(s.fromRequest.max),
        fmtMs(s.httpMs.p50),
        `${fmtInt(s.cpuMsPerRound.server)} / ${fmtInt(s.cpuMsPerRound.client)}`,
      ]),
      [
        'bare (alternating with API): server emit → bidAddtime',
        fmtInt(bareSummary.sockets),
        fmtInt(bareSummary.fromEmit?.count ?? 0),
        fmtMs(bareSummary.fromEmit?.p50 ?? Number.NaN),
        fmtMs(bareSummary.fromEmit?.p99 ?? Number.NaN),
        fmtMs(bareSummary.fromEmit?.max ?? Number.NaN),
        '',
        '',
      ],
    ]),
  );
  console.log('\nRatios (API ÷ bare Socket.IO; 1.0 = the API adds nothing to the fan-out)');
  console.log(
    table([
      ['ratio', 'value'],
      ['p50  API (from request) ÷ bare (from request)', fmtRatio(ratios.p50)],
      ['p99  API (from request) ÷ bare (from request)', fmtRatio(ratios.p99)],
      ['p50  API (from request) ÷ bare (from emit)', fmtRatio(ratios.p50VsBareFromEmit)],
      ['p99  API (from request) ÷ bare (from emit)', fmtRatio(ratios.p99VsBareFromEmit)],
      ['server CPU per round  API ÷ bare', fmtRatio(ratios.serverCpuPerRound)],
      ...(duoSummary
        ? [
            ['p50  API×2 via Redis ÷ bare alternating with it, aim ≤ 1.3', fmtRatio(ratios.duoP50)],
            ['p99  API×2 via Redis ÷ bare alternating with it, aim ≤ 1.3', fmtRatio(ratios.duoP99)],
            ['server CPU per round  API×2 (both) ÷ bare', fmtRatio(ratios.duoServerCpuPerRound)],
          ]
        : []),
    ]),
  );
  console.log(
    `\nMemory: API RSS with ${fmtInt(n)} sockets connected ${apiRssMb.toFixed(0)} MB` +
      (duoRssMb.length ? `; two processes with half each ${duoRssMb.map((r) => r.toFixed(0)).join(' + ')} MB` : ''),
  );
  if (apiSummary.missing || bareSummary.missing) {
    console.log(
      `!! missing receipts: API ${apiSummary.missing}, bare ${bareSummary.missing} (round timeout ${cfg.roundTimeoutMs / 1000} s)`,
    );
  }

  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `fanout-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        benchmark: 'fanout',
        startedAt: startedAt.toISOString(),
        machine: { cores: os.cpus().length, loadavgAtStart: os.loadavg(), node: process.version, openFiles: limits },
        config: { ...cfg, requestedSockets: cfg.sockets, measuredSockets: n, database: 'postgres' },
        api: apiSummary,
        apiRssMb,
        duo: duoSummary,
        duoRssMb,
        bare: bareSummary,
        bareWithDuo: bareDuoSummary,
        ratios,
        payload,
      },
      (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v),
      2,
    ),
  );
  console.log(`\nwritten: ${path.relative(repoRoot, file)}`);
  await cleanup();
  console.log('cleaned up: sockets closed, servers stopped, database dropped');
}

runMain(main);
