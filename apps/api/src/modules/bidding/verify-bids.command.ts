import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, ConfigError } from '../../platform/config.js';
import { openDatabase, migrateDatabase, type Db } from '../../platform/db/client.js';
import { createBidLogService } from './bid-log.service.js';
import { bidLogRepository } from './bid-log.repository.js';

/**
 * `npm run verify-bids [-- --lot N] [-- --seal]`: recomputes the bid-log hash chain of one lot
 * (or of every lot with bids) and names the first entry that does not match. `--seal` first
 * chains bids written before the chain existed (lots without any chained entry).
 * It opens the database the API uses: DATABASE_URL, else the embedded one in the configured data
 * folder (DATA_DIR, by default `./data` of apps/api, as `npm start`) — never a new empty one.
 * Exit code 0: every chain matches; 1: a chain is broken; 2: bad usage or configuration, or no
 * database there; 3: nothing to check (no lot has bids).
 */
export async function verifyBids(db: Db, opts: { lotId?: number; seal?: boolean }, print: (line: string) => void) {
  if (opts.seal) print(`sealed ${await bidLogRepository.sealUnchained(db)} lot(s) whose bids predate the chain`);
  const service = createBidLogService(db);
  const ids = opts.lotId ? [opts.lotId] : await bidLogRepository.lotIdsToVerify(db);
  let broken = 0;
  for (const id of ids) {
    const r = await service.verifyLot(id);
    const extra = r.unchained ? ` (${r.unchained} bid(s) from before the chain, not verifiable)` : '';
    if (r.ok) {
      if (opts.lotId) print(`lot ${id}: OK, ${r.entries} entries${extra}`);
      continue;
    }
    broken++;
    const b = r.first_break!;
    const what = b.bid_id ? `${b.kind} entry of bid ${b.bid_id}` : `${b.kind} entry`;
    print(`lot ${id}: BROKEN at entry ${b.pos} (${what}): ${b.reason}${extra}`);
  }
  print(`${ids.length} lot(s) checked, ${broken} broken`);
  return { checked: ids.length, broken };
}

function parseArgs(argv: string[]) {
  const out: { lotId?: number; seal?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--seal') out.seal = true;
    else if (a === '--lot' || a.startsWith('--lot=')) {
      const v = Number(a.includes('=') ? a.split('=')[1] : argv[++i]);
      if (!Number.isInteger(v) || v <= 0) throw new ConfigError('--lot needs a lot id (a positive whole number)');
      out.lotId = v;
    } else throw new ConfigError(`unknown option ${a}; usage: verify-bids [--lot N] [--seal]`);
  }
  return out;
}

async function main() {
  let config, opts;
  try {
    config = loadConfig();
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.DATABASE_URL && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    console.error(
      `No database to check: there is no embedded database in ${pgliteDir}. ` +
        'Set DATA_DIR to the data folder the API runs with (or DATABASE_URL to its PostgreSQL database).',
    );
    process.exit(2);
  }
  console.log(`database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded, ${pgliteDir}`}`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir });
  try {
    await migrateDatabase(database);
    const r = await verifyBids(database.db, opts, (l) => console.log(l));
    if (r.checked === 0) console.error('Nothing to check: no lot in this database has bids. Is this the database the API runs with?');
    process.exitCode = r.broken ? 1 : r.checked === 0 ? 3 : 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}
