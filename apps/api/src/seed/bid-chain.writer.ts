import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { bids, lots } from '../platform/db/schema/index.js';
import { GENESIS, entryHash } from '../modules/bidding/index.js';
import { bulkUpdate } from './bulk-insert.js';

/**
 * Gives the demo bids their bid-log hash chain, as live bids have (modules/bidding/bid-chain.ts):
 * each lot's bids in id order, positions 1..n, the lot's head the last hash. The seed writes no
 * cancellations, so every entry is a bid. Answers how many lots were chained.
 */
export async function chainDemoBids(tx: Tx): Promise<number> {
  // The bids' own columns only: joining whole lot rows (long texts) to every bid costs seconds.
  const unchained = tx.select({ id: lots.id }).from(lots).where(eq(lots.chainLength, 0));
  const rows = await tx
    .select({ bids })
    .from(bids)
    .where(inArray(bids.lotId, unchained))
    .orderBy(asc(bids.lotId), asc(bids.id));
  const entries: { id: number; chainPos: number; chainHash: string }[] = [];
  const heads = new Map<number, { id: number; chainLength: number; chainHead: string }>();
  for (const { bids: b } of rows) {
    const head = heads.get(b.lotId);
    const pos = (head?.chainLength ?? 0) + 1;
    const at = b.createdAt;
    const hash = entryHash(
      { kind: 'bid', lotId: b.lotId, lineItemId: b.lineItemId, pos, userId: b.userId, amount: b.amount, maxAmount: b.maxAmount, hardBid: b.hardBid, sequence: b.sequence, at },
      head?.chainHead ?? GENESIS,
    );
    entries.push({ id: b.id, chainPos: pos, chainHash: hash });
    heads.set(b.lotId, { id: b.lotId, chainLength: pos, chainHead: hash });
  }
  await bulkUpdate(tx, bids, entries);
  await bulkUpdate(tx, lots, [...heads.values()]);
  return heads.size;
}
