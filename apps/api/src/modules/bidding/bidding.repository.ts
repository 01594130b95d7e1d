import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { accountProfiles, bidIncrements, bids, bulkBidResults, lineItems, lots, termsAcceptances, users } from '../../platform/db/schema/index.js';

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
  /** Soft close on for this lot (issue 10): off, a late bid never extends the close. */
  softClose: lots.softClose,
};

export const biddingRepository = {
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
