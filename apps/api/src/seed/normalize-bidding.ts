import { asc, gt, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { bidIncrements, bids, lineItems, lots, users } from '../platform/db/schema/index.js';
import { replayBids } from '../modules/bidding/index.js';
import { toBidState, fromBidState } from '../modules/bidding/index.js';
import { DEFAULT_BID_INCREMENT } from '../modules/catalog/index.js';

/**
 * Derives every seeded lot's and sub-lot's bidding columns (price, leader, maximum,
 * tie order, company) by replaying its bids through the real engine, so demo data
 * obeys exactly the rules live bids do. Answers how many bids the engine refused.
 */
export async function normalizeBiddingState(tx: Tx, now: Date): Promise<{ lots: number; lineItems: number; skipped: number }> {
  // One statement at a time: a transaction is one connection.
  const bands = await tx.select().from(bidIncrements).orderBy(asc(bidIncrements.fromAmount));
  const allBids = await tx.select().from(bids).orderBy(asc(bids.lotId), asc(bids.sequence));
  const companies = await tx.select({ id: users.id, companyId: users.companyId }).from(users);
  const lotRows = await tx.select().from(lots).where(gt(lots.bidCount, 0));
  const itemRows = await tx.select().from(lineItems).where(gt(lineItems.bidCount, 0));
  const table = {
    bands: bands.map((b) => ({ from_amount: b.fromAmount, to_amount: b.toAmount, increment: b.increment })),
    defaultIncrement: DEFAULT_BID_INCREMENT,
  };
  const companyOf = new Map(companies.map((c) => [c.id, c.companyId]));
  const byTarget = new Map<string, typeof allBids>();
  for (const b of allBids) {
    const key = b.lineItemId ? `i${b.lineItemId}` : `l${b.lotId}`;
    const list = byTarget.get(key) ?? [];
    list.push(b);
    byTarget.set(key, list);
  }
  const lotById = new Map(lotRows.map((l) => [l.id, l]));
  let skipped = 0;
  const replay = (row: Parameters<typeof toBidState>[0], lot: (typeof lotRows)[number], key: string) => {
    const list = (byTarget.get(key) ?? []).map((b) => ({ ...b, companyId: companyOf.get(b.userId) ?? null }));
    const r = replayBids(toBidState(row, lot, now), list, table);
    skipped += r.skipped.length;
    return fromBidState(r.state);
  };
  const lotUpdates = lotRows
    .filter((l) => l.auctionType !== 'lineitem')
    .map((l) => ({ id: l.id, ...replay(l, l, `l${l.id}`) }));
  const itemUpdates = itemRows.flatMap((i) => {
    const lot = lotById.get(i.lotId);
    return lot ? [{ id: i.id, ...replay(i, { ...lot, auctionType: 'live' }, `i${i.id}`) }] : [];
  });
  const apply = async (target: 'lots' | 'line_items', rows: { id: number }[]) => {
    if (rows.length === 0) return;
    await tx.execute(sql`
      update ${sql.identifier(target)} t set
        current_price = x."currentPrice", bid_count = x."bidCount", bid_sequence = x."bidSequence",
        leader_user_id = x."leaderUserId", leader_company_id = x."leaderCompanyId",
        leader_max_amount = x."leaderMaxAmount", leader_placed_seq = x."leaderPlacedSeq"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id int, "currentPrice" bigint, "bidCount" int, "bidSequence" int, "leaderUserId" int,
        "leaderCompanyId" int, "leaderMaxAmount" bigint, "leaderPlacedSeq" int)
      where t.id = x.id`);
  };
  await apply('lots', lotUpdates);
  await apply('line_items', itemUpdates);
  // Sold lots and sub-lots: the winner and price are the replayed leader's.
  await tx.execute(sql`update lots set winner_user_id = leader_user_id, sold_price = case when auction_type = 'sealed' then leader_max_amount else current_price end
    where status = 'sold' and auction_type <> 'lineitem' and bid_count > 0`);
  await tx.execute(sql`update line_items set winner_user_id = leader_user_id, sold_price = current_price where status = 'sold' and bid_count > 0`);
  return { lots: lotUpdates.length, lineItems: itemUpdates.length, skipped };
}
