import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { lineItems, lots, orders } from '../schema/index.js';
import { createTransactionSettings, type OrderKind } from '../../../modules/orders/index.js';
// The seed is a tool wiring its own writers, as the composition root does: it issues invoices as a live sale does.
import { ordersRepository } from '../../../modules/orders/orders.repository.js';

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
  return ordersRepository.createInvoices(
    tx,
    await createTransactionSettings(tx).read(),
    [...groups.values()].map((g) => ({ lot: lotById.get(g.lotId)!, buyerId: g.buyerId, orderIds: g.ids, amount: g.amount, at: at(lotById.get(g.lotId)!) })),
  );
}
