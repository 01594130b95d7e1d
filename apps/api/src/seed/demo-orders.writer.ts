import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { accountProfiles, companies, invoices, lineItems, lots, orders, users } from '../platform/db/schema/index.js';
import { billingOf, invoiceColumns, createTransactionSettings, type OrderKind } from '../modules/orders/index.js';
import { bulkUpdate } from './bulk-insert.js';

type OrderInsert = typeof orders.$inferInsert;

/**
 * Every seeded sale gets what a live sale gets: one order and one invoice (unpaid, issued
 * at the close). Auction wins, line-item wins (one invoice per winner listing the sub-lots)
 * and fixed-price lots sold whole. Runs after the bidding state is normalised; set-based.
 */
export async function writeDemoOrders(tx: Tx): Promise<number> {
  const sold = await tx.select().from(lots).where(eq(lots.status, 'sold'));
  if (!sold.length) return 0;
  const lotById = new Map(sold.map((l) => [l.id, l]));
  const at = (l: (typeof sold)[number]) => l.closedAt ?? l.dateClosed;
  const whole: OrderInsert[] = sold
    .filter((l) => l.auctionType !== 'lineitem' && l.winnerUserId)
    .map((l) => {
      const amount = l.soldPrice ?? l.currentPrice;
      const kind: OrderKind = l.listingFormat === 'buynow' ? 'buynow' : l.listingFormat === 'pricelock' ? 'pricelock' : 'auction';
      return {
        lotId: l.id,
        buyerId: l.winnerUserId!,
        kind,
        amount,
        qty: l.qty,
        unitPrice: kind === 'pricelock' ? Math.round(amount / Math.max(1, l.qty)) : amount,
        currency: l.currency,
        createdAt: at(l),
      };
    });
  const lineLots = sold.filter((l) => l.auctionType === 'lineitem').map((l) => l.id);
  const items = lineLots.length
    ? await tx
        .select()
        .from(lineItems)
        .where(and(inArray(lineItems.lotId, lineLots), eq(lineItems.status, 'sold'), isNotNull(lineItems.winnerUserId)))
    : [];
  const parts: OrderInsert[] = items.map((i) => ({
    lotId: i.lotId,
    lineItemId: i.id,
    buyerId: i.winnerUserId!,
    kind: 'auction',
    amount: i.soldPrice ?? i.currentPrice,
    qty: i.qty,
    currency: lotById.get(i.lotId)!.currency,
    createdAt: at(lotById.get(i.lotId)!),
  }));
  const all = [...whole, ...parts];
  if (!all.length) return 0;
  const inserted = await tx.insert(orders).values(all).returning({ id: orders.id, lotId: orders.lotId, buyerId: orders.buyerId, amount: orders.amount });
  // One invoice per (lot, buyer).
  const groups = new Map<string, { lotId: number; buyerId: number; ids: number[]; amount: number }>();
  for (const o of inserted) {
    const key = `${o.lotId}:${o.buyerId}`;
    const g = groups.get(key) ?? { lotId: o.lotId, buyerId: o.buyerId, ids: [], amount: 0 };
    g.ids.push(o.id);
    g.amount += o.amount;
    groups.set(key, g);
  }
  return writeInvoices(tx, [...groups.values()].map((g) => ({ lot: lotById.get(g.lotId)!, buyerId: g.buyerId, orderIds: g.ids, amount: g.amount, at: at(lotById.get(g.lotId)!) })));
}

/**
 * One invoice per sale, as the orders module issues them (modules/orders/orders.repository.ts):
 * shipping when the seller ships, due `invoiceDueDays` after the close, the buyer's billing
 * fields; then each invoice's orders point to it.
 */
async function writeInvoices(
  tx: Tx,
  items: { lot: typeof lots.$inferSelect; buyerId: number; orderIds: number[]; amount: number; at: Date }[],
): Promise<number> {
  const s = await createTransactionSettings(tx).read();
  const buyers = await tx
    .select({ profile: accountProfiles, user: users, companyName: companies.name })
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...new Set(items.map((i) => i.buyerId))]));
  const billing = new Map(buyers.map((b) => [b.user.id, billingOf(b)]));
  const rows = await tx
    .insert(invoices)
    .values(
      items.map((i) => ({ orderId: i.orderIds[0]!, ...invoiceColumns(i, s, billing.get(i.buyerId)!) })),
    )
    .returning({ id: invoices.id, orderId: invoices.orderId });
  const byOrder = new Map(rows.map((r) => [r.orderId, r.id]));
  await bulkUpdate(
    tx,
    orders,
    items.flatMap((i) => i.orderIds.map((id) => ({ id, invoiceId: byOrder.get(i.orderIds[0]!)! }))),
  );
  return rows.length;
}
