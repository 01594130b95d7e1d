import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { settings } from '../platform/db/schema/index.js';
import type { FileStore } from '../platform/files/file-store.js';
import type { Logger } from '../platform/logger.js';
import { createRng } from './prng.js';
import { DEFAULT_SEED, generateLots } from './lot-generator.js';
import { writeReferenceData } from './reference.writer.js';
import { ensureDemoAccounts, insertAnonymousBuyers } from './accounts.writer.js';
import { writeDemoLots } from './demo-lots.writer.js';
import type { GenLot } from './types.js';
import { normalizeBiddingState } from './normalize-bidding.js';
import { chainDemoBids } from './bid-chain.writer.js';
import { writeDemoOrders } from './demo-orders.writer.js';
import { writeDemoConversations } from './demo-messages.writer.js';
import { writeDemoBuyerGroups } from './demo-buyer-groups.writer.js';
import { generateHistoryLots } from './history-lots.js';
import { payDemoInvoices, writeDemoCommission, writeDemoDisputes, writeDemoOffers, writeTaxExemptBuyer } from './demo-history.writer.js';

/** Bumped when the demo lots change shape; recorded in the `seed_version` setting. */
export const SEED_VERSION = 2;
const SEED_LOCK = 7410002;

type SeedLogger = Pick<Logger, 'info'>;

export interface SeedResult {
  /** Whether the demo lots, bids and anonymous buyers were created by this run. */
  demoLotsCreated: boolean;
  demoAccountsCreated: number;
  filesWritten: number;
  ms: number;
}

/**
 * Fills the database with the demo marketplace, idempotently, in one transaction:
 * reference data, static pages, banners and settings are topped up (only missing
 * rows are added); the demo accounts are created when missing; the demo lots (and
 * their bids, sub-lots, manifests, images and the anonymous buyers) are created once,
 * guarded by the `seed_version` setting. Deterministic for a given `seed` and `now`.
 */
export async function seedDemoData(
  db: Db,
  files: FileStore,
  log: SeedLogger,
  opts: { now?: Date; seed?: number } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? DEFAULT_SEED;
  const result = await db.transaction(async (tx) => {
    // Several processes may start on one empty database: one seeds, the others wait and find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const reference = await writeReferenceData(tx, files);
    const accounts = await ensureDemoAccounts(tx);
    const [claimed] = await tx
      .insert(settings)
      .values({ key: 'seed_version', value: { version: SEED_VERSION, seed, seededAt: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!claimed) return { demoLotsCreated: false, demoAccountsCreated: accounts.created, filesWritten: reference.files };
    const anonymous = await insertAnonymousBuyers(tx, createRng(seed).fork('buyers'));
    const bidders = [accounts.ids.buyer, accounts.ids.buyer2, ...anonymous];
    const lotsOf = async (generated: GenLot[], sellerId: number) => {
      const w = await writeDemoLots(tx, files, { lots: generated, ids: reference.ids, sellerId, bidders, now });
      return { files: w.files, ids: w.lotIds };
    };
    const main = await lotsOf(generateLots({ now, seed }), accounts.ids.seller);
    const extra = generateHistoryLots({ now, seed });
    const history = await lotsOf(extra.history, accounts.ids.seller);
    const second = await lotsOf(extra.seller2, accounts.ids.seller2);
    const written = main.files + history.files + second.files;
    const normalized = await normalizeBiddingState(tx, now);
    await chainDemoBids(tx);
    await writeDemoOrders(tx);
    const paid = await payDemoInvoices(tx, { lotIds: [...history.ids, ...second.ids], now });
    await writeDemoDisputes(tx, { invoiceIds: paid, answeredBy: accounts.ids.admin, now });
    await writeDemoOffers(tx, { lotIds: second.ids, sellerId: accounts.ids.seller2, buyers: anonymous, now });
    await writeTaxExemptBuyer(tx, files, { userId: accounts.ids.buyer2, now });
    await writeDemoCommission(tx, { seller2Id: accounts.ids.seller2 });
    await writeDemoConversations(tx, { buyers: [accounts.ids.buyer, accounts.ids.buyer2], sellerId: accounts.ids.seller, now });
    await writeDemoBuyerGroups(tx, { sellerId: accounts.ids.seller, buyer: accounts.ids.buyer, buyer2: accounts.ids.buyer2 });
    if (normalized.skipped > 0) log.info({ normalized }, 'seeded bids the engine would refuse were left out of lot state');
    return { demoLotsCreated: true, demoAccountsCreated: accounts.created, filesWritten: reference.files + written };
  });
  const ms = Math.round(performance.now() - started);
  log.info({ ...result, ms }, result.demoLotsCreated ? 'demo data seeded' : 'demo data already present; reference data topped up');
  return { ...result, ms };
}

/**
 * At server start (SEED_DEMO): seeds only a database that was never seeded and holds
 * no users or lots, so a real marketplace never receives demo data.
 */
export async function seedIfEmpty(db: Db, files: FileStore, log: SeedLogger): Promise<SeedResult | null> {
  const r = await db.execute(
    sql`select exists(select 1 from settings where key = 'seed_version') as seeded, exists(select 1 from users) or exists(select 1 from lots) as used`,
  );
  const row = r.rows[0] as { seeded: boolean; used: boolean };
  if (row.seeded) return null;
  if (row.used) {
    log.info('database holds data: demo seed skipped (run `npm run seed` to add it anyway)');
    return null;
  }
  log.info('seeding demo data');
  return seedDemoData(db, files, log);
}
