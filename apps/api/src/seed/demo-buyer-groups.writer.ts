import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { buyerGroupMembers, buyerGroups, conversations, lotBuyerGroups, lots } from '../platform/db/schema/index.js';

/**
 * Demo buyer groups and private lots (issue 42 §1): the seller's own "Certified refurbishers"
 * (the demo buyer is a member) and a staff group open to requests, "Wholesale partners" (the
 * second demo buyer is a member). A few of the seller's open lots without bids or messages are made private:
 * two to the first group, one to the second, so each demo buyer sees a "Private sale" the other
 * does not.
 */
export async function writeDemoBuyerGroups(tx: Tx, opts: { sellerId: number; buyer: number; buyer2: number }) {
  const [own, site] = await tx
    .insert(buyerGroups)
    .values([
      { sellerId: opts.sellerId, name: 'Certified refurbishers', description: 'Buyers with an R2 or e-Stewards certificate on file.', createdBy: opts.sellerId },
      { sellerId: null, name: 'Wholesale partners', description: 'Volume buyers; ask to join from your account.', openToRequests: true },
    ])
    .returning({ id: buyerGroups.id });
  await tx.insert(buyerGroupMembers).values([
    { groupId: own!.id, userId: opts.buyer, status: 'member' },
    { groupId: site!.id, userId: opts.buyer2, status: 'member' },
  ]);
  const picked = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.sellerId, opts.sellerId), eq(lots.status, 'open'), eq(lots.bidCount, 0), inArray(lots.listingFormat, ['live', 'sealed']), notInArray(lots.id, tx.select({ id: conversations.lotId }).from(conversations))))
    .orderBy(asc(lots.id))
    .limit(3);
  const rows = picked.map((l, i) => ({ lotId: l.id, groupId: i < 2 ? own!.id : site!.id }));
  if (!rows.length) return { groups: 2, privateLots: 0 };
  await tx.insert(lotBuyerGroups).values(rows);
  await tx.update(lots).set({ isPrivate: true }).where(inArray(lots.id, rows.map((r) => r.lotId)));
  return { groups: 2, privateLots: rows.length };
}
