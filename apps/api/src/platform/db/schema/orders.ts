import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';
import { lineItems, lots } from './lots.js';

export const orderKinds = ['auction', 'buynow', 'offer', 'pricelock'] as const;
export const orderStatuses = ['unpaid', 'paid', 'cancelled'] as const;

/**
 * A sale: created when an auction closes with a winner (and later by buy now,
 * accepted offers and price lock). The invoice issue builds on it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    lineItemId: integer('line_item_id').references(() => lineItems.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: orderKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull().default(1),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: orderStatuses }).notNull().default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId),
    // One auction sale per lot / per sub-lot: closing twice cannot create two.
    uniqueIndex('orders_auction_lot_unique')
      .on(t.lotId)
      .where(sql`${t.kind} = 'auction' and ${t.lineItemId} is null`),
    uniqueIndex('orders_auction_line_item_unique')
      .on(t.lineItemId)
      .where(sql`${t.kind} = 'auction' and ${t.lineItemId} is not null`),
  ],
);
