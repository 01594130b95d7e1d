import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../buyer-groups/index.js';
import { accountProfiles, bidIncrements, bids, bulkBidResults, categories, lineItems, listedStatuses, lots, termsAcceptances, users } from '../../platform/db/schema/index.js';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/** Only what the bid path reads: a narrow row keeps the locked transaction short. */
const lockedLotColumns = {
  id: lots.id,
  sellerId: lots.sellerId,
  auctionType: lots.auctionType,
  listingFormat: lots.listingFormat,
  status: lots.status,
  termsRequired: lots.termsRequired,
  blindIncrement: lots.blindIncrement,
  startingPrice: lots.startingPrice,
  currentPrice: lots.currentPrice,
  reservePrice: lots.reservePrice,
  incrementOverride: lots.incrementOverride,
  bidCount: lots.bidCount,
  bidSequence: lots.bidSequence,
  chainLength: lots.chainLength,
  chainHead: lots.chainHead,
  leaderUserId: lots.leaderUserId,
  leaderCompanyId: lots.leaderCompanyId,
  leaderMaxAmount: lots.leaderMaxAmount,
  leaderPlacedSeq: lots.leaderPlacedSeq,
  dateAdded: lots.dateAdded,
  dateClosed: lots.dateClosed,
  originalDateClosed: lots.originalDateClosed,
  /** Soft close on for this lot: off, a late bid never extends the close. */
  softClose: lots.softClose,
  /** Private to buyer groups (issue 42): only their members may bid. */
  isPrivate: lots.isPrivate,
};

/** The node-postgres client of a transaction: the bid path's hot statements are hand-written (no query builder). */
type RawClient = {
  query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};
const clientOf = (tx: Tx) => (tx as unknown as { session: { client: RawClient } }).session.client;
/** The pool of a database handle: the bid path's statements outside any transaction. */
const poolOf = (db: Db) => (db as unknown as { $client: RawClient }).$client;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The columns of `lockedLotColumns` (`lockedLotOf` reads them), and the row's version (`xmin`). */
const LOT_ROW_SQL = `id, seller_id, auction_type, listing_format, status, terms_required, blind_increment, starting_price,
  current_price, reserve_price, increment_override, bid_count, bid_sequence, chain_length, chain_head, leader_user_id,
  leader_company_id, leader_max_amount, leader_placed_seq, date_added, date_closed, original_date_closed, soft_close,
  is_private, xmin::text as version`;
const LOCK_LOT_SQL = `select ${LOT_ROW_SQL},
  (select coalesce(json_agg(json_build_array(p.user_id, p.spend_cap)), '[]'::json) from account_profiles p
    where p.user_id = any($2::int[]) and p.spend_cap is not null) as caps
  from lots where id = $1 for no key update`;

const INSERT_BIDS = `ins as (
  insert into bids (lot_id, line_item_id, user_id, amount, max_amount, hard_bid, sequence, idempotency_key, created_at, chain_pos, chain_hash)
  select $1::int, $2::int, u.user_id, u.amount, u.max_amount, u.hard_bid, u.seq, u.idem, $3::timestamptz, u.pos, u.hash
  from unnest($4::int[], $5::bigint[], $6::bigint[], $7::bool[], $8::int[], $9::text[], $10::int[], $11::text[])
    with ordinality as u(user_id, amount, max_amount, hard_bid, seq, idem, pos, hash, ord)
  order by u.ord
  returning id, sequence)`;
/** A lot's or sub-lot's bidding state, as a batch writes it. */
const BIDDABLE_COLUMNS = ['current_price', 'bid_count', 'bid_sequence', 'leader_user_id', 'leader_company_id', 'leader_max_amount', 'leader_placed_seq'];
/** The lot's bid chain head, as a batch writes it. */
const CHAIN_COLUMNS = ['chain_length', 'chain_head'];
/** The lot's close dates, which a batch may move (soft close); null keeps the row's own. */
const CLOSE_COLUMNS = ['date_closed', 'original_date_closed'];
/** Each column's parameter in `batchValues`. */
const PARAM: Record<string, string> = {
  chain_length: '$12',
  chain_head: '$13',
  ...Object.fromEntries(BIDDABLE_COLUMNS.map((c, i) => [c, `$${14 + i}`])),
  date_closed: '$21',
  original_date_closed: '$22',
};
const param = (column: string) => PARAM[column]!;
const setList = (columns: string[], value: (column: string) => string) => columns.map((c) => `${c} = ${value(c)}`).join(', ');
/** `SET` of the bidding state, each column's value from `value(column)`. */
const biddableSet = (value: (column: string) => string) => setList(BIDDABLE_COLUMNS, value);
/** `SET` of the lot's chain and close dates, each column's value from `value(column)`. */
const chainSet = (value: (column: string) => string) =>
  `${setList(CHAIN_COLUMNS, value)}, ${setList(CLOSE_COLUMNS, (c) => `coalesce(${value(c)}::timestamptz, lots.${c})`)}`;
/** Bidders of the lot `lot` in the order of their first bid, before this batch's bids ("Bidder N"). */
const bidderOrder = (lot: string) => `(select coalesce(json_agg(o.user_id order by o.first), '[]'::json)
  from (select user_id, min(id) as first from bids where lot_id = ${lot} group by user_id) o)`;
/** The lot row without a lock, with its bidders as of that version (one statement: one snapshot of both). */
const READ_LOT_SNAPSHOT = `select ${LOT_ROW_SQL}, ${bidderOrder('$1')} as bidders from lots where id = $1`;
const WRITE_LOT_BATCH = `with ${INSERT_BIDS},
  up as (update lots set ${biddableSet(param)}, ${chainSet(param)} where id = $1 returning xmin::text as version)
  select (select version from up) as version, (select json_agg(json_build_array(id, sequence)) from ins) as ins, ${bidderOrder('$1')} as bidders`;
/**
 * The same writes for several lots' batches decided without a lock taken before (group commit
 * across lots: the batches waiting while the previous statement ran). Each lot is written only
 * while its row is still the version its batch was decided on (`xmin`, which every update of the
 * row changes, whoever makes it), it is not locked by another transaction right now (skipped,
 * not waited for: its batch goes to the lock's way), none of its bidders has a spend cap and none
 * of its idempotency keys is stored (a retry is answered under the lock); otherwise nothing of
 * that lot is written (`version` null) and the other lots are not affected. The rows are locked
 * in id order, so two such statements never deadlock. One statement, so its own transaction.
 * The checks of caps and keys are scalar subqueries, one per bid, so that the statement's cached
 * plan reads them through their keys whatever the tables' size when it was planned (a join planned
 * while `bids` was small would scan all of it). They run once per bid (`bad` is materialized, or
 * the anti-join would run them for every lot and bid pair), and the new ids are grouped by lot once:
 * nothing in the statement grows with the square of its lots, nor with a lot's bids (the bidders'
 * order, "Bidder N", comes with the batch's snapshot, not from the lot's bids).
 */
const WRITE_LOT_BATCHES_IF_UNCHANGED = `with l as (
    select * from unnest($1::int[], $2::xid[], $3::timestamptz[], $4::int[], $5::text[], $6::bigint[], $7::int[], $8::int[],
      $9::int[], $10::int[], $11::bigint[], $12::int[], $13::timestamptz[], $14::timestamptz[])
    as l(lot_id, version, at, chain_length, chain_head, current_price, bid_count, bid_sequence, leader_user_id,
      leader_company_id, leader_max_amount, leader_placed_seq, date_closed, original_date_closed)),
  b as (
    select * from unnest($15::int[], $16::int[], $17::bigint[], $18::bigint[], $19::bool[], $20::int[], $21::text[], $22::int[], $23::text[])
    with ordinality as b(lot_id, user_id, amount, max_amount, hard_bid, seq, idem, pos, hash, ord)),
  bad as materialized (select distinct b.lot_id from b
    where (select true from account_profiles p where p.user_id = b.user_id and p.spend_cap is not null)
      or (b.idem is not null and (select true from bids x where x.user_id = b.user_id and x.idempotency_key = b.idem limit 1))),
  lk as (select l.* from l join lots on lots.id = l.lot_id
    where lots.xmin = l.version and not exists (select 1 from bad where bad.lot_id = l.lot_id)
    order by lots.id for no key update of lots skip locked),
  up as (update lots set ${biddableSet((c) => `lk.${c}`)}, ${chainSet((c) => `lk.${c}`)}
    from lk where lots.id = lk.lot_id
    returning lots.id, lots.xmin::text as version),
  ins as (
    insert into bids (lot_id, line_item_id, user_id, amount, max_amount, hard_bid, sequence, idempotency_key, created_at, chain_pos, chain_hash)
    select b.lot_id, null, b.user_id, b.amount, b.max_amount, b.hard_bid, b.seq, b.idem, l.at, b.pos, b.hash
    from b join up on up.id = b.lot_id join l on l.lot_id = b.lot_id
    order by b.ord
    returning id, lot_id, sequence),
  ins_by_lot as (select i.lot_id, json_agg(json_build_array(i.id, i.sequence)) as ins from ins i group by i.lot_id)
  select l.lot_id, up.version, ins_by_lot.ins
  from l left join up on up.id = l.lot_id left join ins_by_lot on ins_by_lot.lot_id = l.lot_id`;
const WRITE_ITEM_BATCH = `with ${INSERT_BIDS},
  up_item as (update line_items set ${biddableSet(param)} where id = $2),
  up as (update lots set ${chainSet(param)} where id = $1)
  select (select json_agg(json_build_array(id, sequence)) from ins) as ins, ${bidderOrder('$1')} as bidders`;

type LockedLotRow = Pick<typeof lots.$inferSelect, keyof typeof lockedLotColumns>;
/** A lot as the bid path reads it (`lockedLotColumns`). */
export type BidLot = LockedLotRow;
export type LineItemRow = typeof lineItems.$inferSelect;
/** A row of `LOT_ROW_SQL`'s columns as the bid path's lot. */
const lockedLotOf = (r: Record<string, unknown>): LockedLotRow => ({
  id: r.id as number,
  sellerId: r.seller_id as number | null,
  auctionType: r.auction_type as LockedLotRow['auctionType'],
  listingFormat: r.listing_format as LockedLotRow['listingFormat'],
  status: r.status as LockedLotRow['status'],
  termsRequired: r.terms_required as boolean,
  blindIncrement: n(r.blind_increment)!,
  startingPrice: n(r.starting_price)!,
  currentPrice: n(r.current_price)!,
  reservePrice: n(r.reserve_price),
  incrementOverride: n(r.increment_override),
  bidCount: r.bid_count as number,
  bidSequence: r.bid_sequence as number,
  chainLength: r.chain_length as number,
  chainHead: r.chain_head as string | null,
  leaderUserId: r.leader_user_id as number | null,
  leaderCompanyId: r.leader_company_id as number | null,
  leaderMaxAmount: n(r.leader_max_amount),
  leaderPlacedSeq: r.leader_placed_seq as number | null,
  dateAdded: r.date_added as Date,
  dateClosed: r.date_closed as Date,
  originalDateClosed: r.original_date_closed as Date | null,
  softClose: r.soft_close as boolean,
  isPrivate: r.is_private as boolean,
});

/** One batch's writes (`writeBatch`). */
export interface BatchWrite {
  lotId: number;
  lineItemId: number | null;
  at: Date;
  rows: Pick<NewBidRow, 'userId' | 'amount' | 'maxAmount' | 'hardBid' | 'sequence' | 'idempotencyKey' | 'chainPos' | 'chainHash'>[];
  chainLength: number;
  chainHead: string;
  state: { currentPrice: number; bidCount: number; bidSequence: number; leaderUserId: number | null; leaderCompanyId: number | null; leaderMaxAmount: number | null; leaderPlacedSeq: number | null };
  dateClosed: Date | null;
  originalDateClosed: Date | null;
}

const batchValues = (w: BatchWrite) => {
  const s = w.state;
  return [
    w.lotId,
    w.lineItemId,
    w.at,
    w.rows.map((r) => r.userId),
    w.rows.map((r) => r.amount),
    w.rows.map((r) => r.maxAmount),
    w.rows.map((r) => r.hardBid ?? false),
    w.rows.map((r) => r.sequence),
    w.rows.map((r) => r.idempotencyKey ?? null),
    w.rows.map((r) => r.chainPos),
    w.rows.map((r) => r.chainHash),
    w.chainLength,
    w.chainHead,
    s.currentPrice,
    s.bidCount,
    s.bidSequence,
    s.leaderUserId,
    s.leaderCompanyId,
    s.leaderMaxAmount,
    s.leaderPlacedSeq,
    w.dateClosed,
    w.originalDateClosed,
  ];
};

/** The new bids' ids in the order given, and the lot row's new version. */
const batchIds = (w: BatchWrite, r: Record<string, unknown>) => {
  const ids = new Map((r.ins as [number, number][]).map(([id, seq]) => [seq, id]));
  return { ids: w.rows.map((x) => ids.get(x.sequence)!), version: r.version as string };
};
/** `batchIds`, with the bidders before the batch (in the order of their first bid). */
const batchWritten = (w: BatchWrite, r: Record<string, unknown>) => ({ ...batchIds(w, r), biddersBefore: r.bidders as number[] });

export const biddingRepository = {
  /**
   * The bid path's transaction: its `BEGIN` rides on the callback's first statement, which must
   * be `lockLotForBids(tx, …, { begin: true })` (one round trip less). Commits after the
   * callback, rolls back on any error.
   */
  async bidTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
    let broken: Error | undefined;
    try {
      const result = await fn(drizzle(client) as unknown as Tx);
      await client.query('commit');
      return result;
    } catch (err) {
      // A rollback that fails too (connection lost): the connection is not reused.
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw err;
    } finally {
      client.release(broken);
    }
  },

  /**
   * Locks the lot row (FOR NO KEY UPDATE) and reads the spend caps of the given bidders, in one
   * round trip. Answers the lot (null when there is none) and the caps that are set.
   */
  async lockLotForBids(tx: Tx, id: number, userIds: number[], opts: { begin?: boolean } = {}) {
    let r: Record<string, unknown> | undefined;
    if (opts.begin) {
      // `BEGIN` and the lock in one round trip: a simple query, so the integers are written inline.
      if (!Number.isSafeInteger(id) || !userIds.every(Number.isSafeInteger)) throw new Error('lockLotForBids: integer ids only');
      const text = `begin; ${LOCK_LOT_SQL.replace('$1', String(id)).replace('$2::int[]', `'{${userIds.join(',')}}'::int[]`)}`;
      const results = (await clientOf(tx).query(text)) as unknown as { rows: Record<string, unknown>[] }[];
      r = results[1]!.rows[0];
    } else {
      r = (await clientOf(tx).query(LOCK_LOT_SQL, [id, userIds])).rows[0];
    }
    if (!r) return null;
    const caps = new Map((r.caps as [number, string | number][]).map(([u, c]) => [u, Number(c)]));
    /** The row's version (`xmin`): `writeBatchIfUnchanged` writes only while it is unchanged. */
    return { lot: lockedLotOf(r), caps, version: r.version as string };
  },

  /**
   * A lot's row as it is now, without a lock and outside any transaction, with its version and
   * its bidders in the order of their first bid as of that version (what a batch decided without
   * a lock needs: tuned-bid-store.ts `LotSnapshot`); null when there is no such lot. The version
   * is only a claim: `writeLotBatchesIfUnchanged` writes nothing of a lot whose row changed since.
   */
  async readLotSnapshot(db: Db, id: number) {
    const pool = poolOf(db);
    const { rows } = await pool.query({ name: 'gavel_bids_read_lot', text: READ_LOT_SNAPSHOT, values: [id] });
    const r = rows[0];
    return r ? { lot: lockedLotOf(r), version: r.version as string, bidders: (r.bidders as unknown[]).map(Number) } : null;
  },

  /**
   * One statement for a batch's writes: its bids, the lot's (or sub-lot's) new state, the lot's
   * chain head and close date; it also answers the bidders in order of their first bid before
   * this batch. Answers the new bids' ids in the order given.
   */
  async writeBatch(tx: Tx, w: BatchWrite) {
    // A named (prepared) statement: PostgreSQL parses and plans the CTE once per connection.
    const lotOnly = w.lineItemId === null;
    const { rows } = await clientOf(tx).query({
      name: lotOnly ? 'gavel_bids_write_lot' : 'gavel_bids_write_item',
      text: lotOnly ? WRITE_LOT_BATCH : WRITE_ITEM_BATCH,
      values: batchValues(w),
    });
    return batchWritten(w, rows[0]!);
  },

  /**
   * `writeBatch` of several lots' batches, each decided without a lock on its lot row as it was at
   * `version` (its `xmin`): one statement outside any transaction. Answers, in the order given,
   * each batch's result, or null, having written nothing of that lot, when its row has changed
   * since (another bid, process, operator or the closing) or is locked right now, a bidder has a
   * spend cap or a key is a retry's: the caller then decides that batch again under the lock.
   * One batch per lot.
   */
  async writeLotBatchesIfUnchanged(db: Db, ws: (BatchWrite & { lineItemId: null; version: string })[]) {
    const pool = poolOf(db);
    const bidsOf = <T>(f: (r: BatchWrite['rows'][number]) => T) => ws.flatMap((w) => w.rows.map(f));
    const { rows } = await pool.query({
      name: 'gavel_bids_write_lots_unchanged',
      text: WRITE_LOT_BATCHES_IF_UNCHANGED,
      values: [
        ws.map((w) => w.lotId),
        ws.map((w) => w.version),
        ws.map((w) => w.at),
        ws.map((w) => w.chainLength),
        ws.map((w) => w.chainHead),
        ws.map((w) => w.state.currentPrice),
        ws.map((w) => w.state.bidCount),
        ws.map((w) => w.state.bidSequence),
        ws.map((w) => w.state.leaderUserId),
        ws.map((w) => w.state.leaderCompanyId),
        ws.map((w) => w.state.leaderMaxAmount),
        ws.map((w) => w.state.leaderPlacedSeq),
        ws.map((w) => w.dateClosed),
        ws.map((w) => w.originalDateClosed),
        ws.flatMap((w) => w.rows.map(() => w.lotId)),
        bidsOf((r) => r.userId),
        bidsOf((r) => r.amount),
        bidsOf((r) => r.maxAmount),
        bidsOf((r) => r.hardBid ?? false),
        bidsOf((r) => r.sequence),
        bidsOf((r) => r.idempotencyKey ?? null),
        bidsOf((r) => r.chainPos),
        bidsOf((r) => r.chainHash),
      ],
    });
    const byLot = new Map(rows.map((r) => [r.lot_id as number, r]));
    return ws.map((w) => {
      const r = byLot.get(w.lotId)!;
      return r.version == null ? null : batchIds(w, r);
    });
  },

  async lockLot(tx: Tx, id: number) {
    const [row] = await tx.select(lockedLotColumns).from(lots).where(eq(lots.id, id)).for('no key update');
    return row ?? null;
  },

  async lockLineItem(tx: Tx, id: number) {
    const [row] = await tx.select().from(lineItems).where(eq(lineItems.id, id)).for('no key update');
    return row ?? null;
  },

  async lineItemLotId(db: DbOrTx, id: number) {
    const [row] = await db.select({ lotId: lineItems.lotId }).from(lineItems).where(eq(lineItems.id, id)).limit(1);
    return row?.lotId ?? null;
  },

  async hasAcceptedTerms(tx: DbOrTx, userId: number, lotId: number) {
    const [r] = await tx
      .select({ userId: termsAcceptances.userId })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.lotId, lotId)))
      .limit(1);
    return !!r;
  },

  /** The bidder's highest live sealed amount on a lot. */
  async previousSealedAmount(tx: DbOrTx, lotId: number, userId: number) {
    const [r] = await tx
      .select({ max: sql<string | null>`max(${bids.amount})` })
      .from(bids)
      .where(and(eq(bids.lotId, lotId), eq(bids.userId, userId), isNull(bids.cancelledAt)));
    return r?.max == null ? null : Number(r.max);
  },

  async insertBid(tx: Tx, values: typeof bids.$inferInsert) {
    const [row] = await tx.insert(bids).values(values).returning({ id: bids.id, createdAt: bids.createdAt });
    return row!;
  },

  /** A batch's accepted bids, one statement; answers id and time in the order given. */
  async insertBids(tx: Tx, values: NewBidRow[]) {
    const rows = await tx.insert(bids).values(values).returning({ id: bids.id, createdAt: bids.createdAt, sequence: bids.sequence });
    const bySeq = new Map(rows.map((r) => [r.sequence, r]));
    return values.map((v) => bySeq.get(v.sequence)!);
  },

  /** The spend caps (null: none) of the given users, one query. */
  async spendCaps(db: DbOrTx, userIds: number[]) {
    const rows = await db.select({ userId: accountProfiles.userId, cap: accountProfiles.spendCap }).from(accountProfiles).where(inArray(accountProfiles.userId, userIds));
    return new Map(rows.map((r) => [r.userId, r.cap]));
  },

  async updateLot(tx: Tx, id: number, values: Partial<typeof lots.$inferInsert>) {
    await tx.update(lots).set(values).where(eq(lots.id, id));
  },

  async updateLineItem(tx: Tx, id: number, values: Partial<typeof lineItems.$inferInsert>) {
    await tx.update(lineItems).set(values).where(eq(lineItems.id, id));
  },

  /**
   * The anonymous "Bidder N" number of each given user on a lot: the order in which the
   * lot's bidders first bid (the same numbering as the bid history).
   */
  async bidderNumbers(db: DbOrTx, lotId: number, userIds: number[]) {
    const order = await db
      .select({ userId: bids.userId })
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .groupBy(bids.userId)
      .orderBy(sql`min(${bids.id})`);
    const numbers = new Map<number, number>();
    order.forEach((row, i) => {
      if (userIds.includes(row.userId)) numbers.set(row.userId, i + 1);
    });
    return numbers;
  },

  /** The lot's bidders in the order of their first bid ("Bidder N"). */
  async bidderOrder(db: DbOrTx, lotId: number) {
    const rows = await db
      .select({ userId: bids.userId })
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .groupBy(bids.userId)
      .orderBy(sql`min(${bids.id})`);
    return rows.map((r) => r.userId);
  },

  /** A listed lot (bulk bids check the lot before reading a file for it). */
  async listedLot(db: DbOrTx, lotId: number, viewerId: number | null) {
    const [row] = await db.select().from(lots).where(and(eq(lots.id, lotId), inArray(lots.status, listedStatuses), lotVisibleTo(viewerId))).limit(1);
    return row ?? null;
  },

  /** A lot's sub-lots in sub-lot order, with their category's name. */
  async lineItemsOfLot(db: DbOrTx, lotId: number) {
    return db
      .select({ item: lineItems, categoryName: categories.name })
      .from(lineItems)
      .leftJoin(categories, eq(categories.id, lineItems.categoryId))
      .where(eq(lineItems.lotId, lotId))
      .orderBy(asc(lineItems.subLotNumber));
  },

  async findByIdempotencyKey(db: DbOrTx, userId: number, key: string) {
    const [row] = await db
      .select()
      .from(bids)
      .where(and(eq(bids.userId, userId), eq(bids.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  },

  /** Prior bids of several (user, idempotency key) pairs, keyed `${userId}\u0000${key}`. */
  async findByIdempotencyKeys(db: DbOrTx, pairs: { userId: number; key: string }[]) {
    const rows = await db
      .select()
      .from(bids)
      .where(or(...pairs.map((p) => and(eq(bids.userId, p.userId), eq(bids.idempotencyKey, p.key)))));
    return new Map(rows.map((r) => [`${r.userId}\u0000${r.idempotencyKey}`, r]));
  },

  async findBid(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(bids).where(eq(bids.id, id)).limit(1);
    return row ?? null;
  },

  /** Live (not cancelled) bids of a lot or sub-lot in sequence order, for replay. */
  async liveBids(tx: DbOrTx, lotId: number, lineItemId: number | null) {
    return tx
      .select()
      .from(bids)
      .where(and(eq(bids.lotId, lotId), isNull(bids.cancelledAt), lineItemId ? eq(bids.lineItemId, lineItemId) : isNull(bids.lineItemId)))
      .orderBy(asc(bids.sequence));
  },

  async companiesOf(db: DbOrTx, userIds: number[]) {
    if (userIds.length === 0) return new Map<number, number | null>();
    const rows = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, r.companyId]));
  },

  async increments(db: DbOrTx) {
    return db.select().from(bidIncrements).orderBy(asc(bidIncrements.fromAmount));
  },

  async saveBulkResult(db: DbOrTx, values: typeof bulkBidResults.$inferInsert) {
    await db
      .insert(bulkBidResults)
      .values(values)
      .onConflictDoUpdate({ target: [bulkBidResults.userId, bulkBidResults.lotId], set: { rows: values.rows, fileName: values.fileName, createdAt: sql`now()` } });
  },

  async bulkResult(db: DbOrTx, userId: number, lotId: number) {
    const [row] = await db
      .select()
      .from(bulkBidResults)
      .where(and(eq(bulkBidResults.userId, userId), eq(bulkBidResults.lotId, lotId)))
      .orderBy(desc(bulkBidResults.createdAt))
      .limit(1);
    return row ?? null;
  },
};
export type BiddingRepository = typeof biddingRepository;
