import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { bids, lineItems, lots, users } from '../../platform/db/schema/index.js';
import { GENESIS, entryHash, type ChainEntry, type StoredEntry } from './bid-chain.js';

/** One row of a lot's full bid log (operator console), oldest first. */
export interface BidLogRow {
  id: number;
  lotId: number;
  lineItemId: number | null;
  subLotNumber: number | null;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  amount: number;
  maxAmount: number;
  hardBid: boolean;
  sequence: number;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: number | null;
  chainPos: number | null;
  chainHash: string | null;
  cancelPos: number | null;
  cancelHash: string | null;
}

export const bidLogRepository = {
  /** The lot's owner and chain head (console scope checks and verification). */
  async lot(db: DbOrTx, lotId: number) {
    const [r] = await db
      .select({ id: lots.id, title: lots.title, sellerId: lots.sellerId, auctionType: lots.auctionType, status: lots.status, currency: lots.currency, chainLength: lots.chainLength, chainHead: lots.chainHead })
      .from(lots)
      .where(eq(lots.id, lotId))
      .limit(1);
    return r ?? null;
  },

  async rows(db: DbOrTx, lotId: number): Promise<BidLogRow[]> {
    return db
      .select({
        id: bids.id,
        lotId: bids.lotId,
        lineItemId: bids.lineItemId,
        subLotNumber: lineItems.subLotNumber,
        userId: bids.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        amount: bids.amount,
        maxAmount: bids.maxAmount,
        hardBid: bids.hardBid,
        sequence: bids.sequence,
        createdAt: bids.createdAt,
        cancelledAt: bids.cancelledAt,
        cancelledBy: bids.cancelledBy,
        chainPos: bids.chainPos,
        chainHash: bids.chainHash,
        cancelPos: bids.cancelPos,
        cancelHash: bids.cancelHash,
      })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(lineItems, eq(lineItems.id, bids.lineItemId))
      .where(eq(bids.lotId, lotId))
      .orderBy(asc(bids.id));
  },

  /**
   * Chains bids written before the chain existed (demo seed, bids from before migration 0010) on
   * lots with no chained entry yet: bids in id order, then their cancellations in time order.
   * Answers how many lots were sealed.
   */
  async sealUnchained(db: DbOrTx) {
    return db.transaction(async (tx) => {
      // Lots with bids and no chained entry, locked in id order (the bid path's lock).
      const candidates = await tx
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.chainLength, 0), sql`exists (select 1 from ${bids} where ${bids.lotId} = ${lots.id})`))
        .orderBy(asc(lots.id))
        .for('no key update');
      if (!candidates.length) return 0;
      const all = await tx
        .select()
        .from(bids)
        .where(inArray(bids.lotId, candidates.map((c) => c.id)))
        .orderBy(asc(bids.lotId), asc(bids.id));
      const rows: { id: number; pos: number; hash: string; cancelPos: number | null; cancelHash: string | null }[] = [];
      const heads: { id: number; length: number; head: string }[] = [];
      for (const { id: lotId } of candidates) {
        const list = all.filter((b) => b.lotId === lotId);
        let previous = GENESIS;
        let pos = 0;
        const out = list.map((b) => {
          previous = entryHash({ kind: 'bid', ...bidFields(b, ++pos) }, previous);
          return { id: b.id, pos, hash: previous, cancelPos: null as number | null, cancelHash: null as string | null };
        });
        const cancelled = list.filter((b) => b.cancelledAt).sort((a, b) => a.cancelledAt!.getTime() - b.cancelledAt!.getTime());
        for (const b of cancelled) {
          const row = out.find((r) => r.id === b.id)!;
          previous = entryHash({ kind: 'cancel', lotId, pos: ++pos, bidPos: row.pos, bidId: b.id, cancelledBy: b.cancelledBy, at: b.cancelledAt! }, previous);
          Object.assign(row, { cancelPos: pos, cancelHash: previous });
        }
        rows.push(...out);
        heads.push({ id: lotId, length: pos, head: previous });
      }
      // A few statements for the whole set (the demo seed seals thousands of bids).
      for (let k = 0; k < rows.length; k += 1000) {
        const values = sql.join(
          rows.slice(k, k + 1000).map((r) => sql`(${r.id}::int, ${r.pos}::int, ${r.hash}::text, ${r.cancelPos}::int, ${r.cancelHash}::text)`),
          sql`, `,
        );
        await tx.execute(
          sql`update ${bids} set chain_pos = v.pos, chain_hash = v.hash, cancel_pos = v.cpos, cancel_hash = v.chash from (values ${values}) as v(id, pos, hash, cpos, chash) where ${bids.id} = v.id`,
        );
      }
      const headValues = sql.join(heads.map((h) => sql`(${h.id}::int, ${h.length}::int, ${h.head}::text)`), sql`, `);
      await tx.execute(sql`update ${lots} set chain_length = v.len, chain_head = v.head from (values ${headValues}) as v(id, len, head) where ${lots.id} = v.id`);
      return candidates.length;
    });
  },

  /** Records a cancellation with its chain entry (inside the transaction holding the lot lock). */
  async cancel(tx: Tx, bidId: number, set: { at: Date; by: number | null; pos: number; hash: string }) {
    await tx.update(bids).set({ cancelledAt: set.at, cancelledBy: set.by, cancelPos: set.pos, cancelHash: set.hash }).where(eq(bids.id, bidId));
  },

  async setChainHead(tx: Tx, lotId: number, length: number, head: string) {
    await tx.update(lots).set({ chainLength: length, chainHead: head }).where(eq(lots.id, lotId));
  },

  /** Lots with a chain or any bid (verify everything). */
  async lotIdsToVerify(db: DbOrTx) {
    const rows = await db
      .select({ id: lots.id })
      .from(lots)
      .where(or(gt(lots.chainLength, 0), sql`exists (select 1 from ${bids} where ${bids.lotId} = ${lots.id})`))
      .orderBy(asc(lots.id));
    return rows.map((r) => r.id);
  },
};

type BidRowLike = Pick<typeof bids.$inferSelect, 'lotId' | 'lineItemId' | 'userId' | 'amount' | 'maxAmount' | 'hardBid' | 'sequence' | 'createdAt'>;

export const bidFields = (b: BidRowLike, pos: number) => ({
  lotId: b.lotId,
  lineItemId: b.lineItemId,
  pos,
  userId: b.userId,
  amount: b.amount,
  maxAmount: b.maxAmount,
  hardBid: b.hardBid,
  sequence: b.sequence,
  at: b.createdAt,
});

/** The stored chain entries of a lot's log rows (bids and cancellations that carry a position). */
export function storedEntries(rows: (BidLogRow & Pick<typeof bids.$inferSelect, 'lotId'>)[]): StoredEntry[] {
  const out: StoredEntry[] = [];
  for (const r of rows) {
    if (r.chainPos !== null) {
      const e: ChainEntry = { kind: 'bid', ...bidFields(r, r.chainPos) };
      out.push({ ...e, bidId: r.id, storedHash: r.chainHash });
    }
    if (r.cancelPos !== null && r.cancelledAt) {
      const e: ChainEntry = { kind: 'cancel', lotId: r.lotId, pos: r.cancelPos, bidPos: r.chainPos, bidId: r.id, cancelledBy: r.cancelledBy, at: r.cancelledAt };
      out.push({ ...e, bidId: r.id, storedHash: r.cancelHash });
    }
  }
  return out;
}
export type BidLogRepository = typeof bidLogRepository;
