import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanup, onCleanup, runMain } from './support/cleanup.js';
import { createBenchDatabase } from './support/postgres.js';
import { startApi } from './support/processes.js';
import { INCREMENT_CENTS, STARTING_PRICE_CENTS, loginAll, seedBuyers, seedLots, seedSettings } from './support/seed.js';

runMain(async () => {
  const db = await createBenchDatabase('gavel_bench_prof');
  onCleanup('drop', () => db.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-prof-'));
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  onCleanup('pool', () => pool.end());
  const api = await startApi(db.url, dataDir);
  onCleanup('api', () => api.stop());
  await seedSettings(pool);
  const lots = await seedLots(pool, 1000);
  const buyers = await seedBuyers(pool, 200);
  const tokens = await loginAll(api.url, buyers.map((b) => b.email));
  const gen = new Map<number, number>();
  let cursor = 0;
  const mode = process.env.MODE ?? 'bid';
  const res = await new Promise<any>((resolve, reject) =>
    autocannon(
      {
        url: api.url,
        connections: Number(process.env.CONN ?? 50),
        duration: Number(process.env.SECS ?? 10),
        requests: [
          {
            method: mode === 'bid' ? 'POST' : 'GET',
            path: mode === 'bid' ? '/api/product/bidConfirm' : mode === 'me' ? '/api/user/getUserDetails' : '/healthz',
            setupRequest: (req) => {
              const lotId = lots[cursor++ % lots.length]!;
              const k = (gen.get(lotId) ?? 0) + 1;
              gen.set(lotId, k);
              const token = tokens[Math.floor(Math.random() * tokens.length)]!;
              return mode === 'bid'
                ? { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ id: lotId, wsprice: STARTING_PRICE_CENTS + k * INCREMENT_CENTS, hard_bid: 1 }) }
                : { ...req, headers: { authorization: `Bearer ${token}` } };
            },
          },
        ],
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
  console.log(mode, 'rps', res.requests.average, '2xx', res['2xx'], 'non2xx', res.non2xx, 'p50', res.latency.p50, 'p99', res.latency.p99);
  await cleanup();
});
