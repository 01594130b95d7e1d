import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { lots } from './lots.js';
import { invoices, paymentMethodNames } from './orders.js';

export const offerStatusNames = ['submitted', 'approved', 'declined', 'countered', 'counter_declined', 'expired'] as const;

/** A buyer's offer on a lot (spec 2 §4 "Offer lifecycle"). Amounts in cents. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    counterAmount: bigint('counter_amount', { mode: 'number' }),
    status: text('status', { enum: offerStatusNames }).notNull().default('submitted'),
    acceptedBy: integer('accepted_by'),
    declinedBy: integer('declined_by'),
    counterBy: integer('counter_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_lot_status_idx').on(t.lotId, t.status),
    index('offers_buyer_idx').on(t.buyerId, t.lotId),
    index('offers_status_idx').on(t.status, t.createdAt),
    // One offer awaiting an answer per buyer and lot.
    uniqueIndex('offers_pending_unique')
      .on(t.lotId, t.buyerId)
      .where(sql`${t.status} in ('submitted', 'countered')`),
  ],
);

export const paymentStatusNames = ['pending', 'authorized', 'captured', 'failed', 'cancelled'] as const;

/**
 * One checkout: invoices paid together by wire or card. Card numbers are never stored,
 * only brand and last four. `authorizeKey` is the buyer's idempotency key of the charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: paymentMethodNames }).notNull(),
    status: text('status', { enum: paymentStatusNames }).notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    cardFee: bigint('card_fee', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    reference: text('reference').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    authorizeKey: text('authorize_key'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_buyer_idx').on(t.buyerId), uniqueIndex('payments_authorize_key_unique').on(t.buyerId, t.authorizeKey)],
);

export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_invoices_invoice_idx').on(t.invoiceId)],
);

export const disputeStatusNames = ['open', 'answered', 'resolved'] as const;

export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: disputeStatusNames }).notNull().default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disputes_buyer_idx').on(t.buyerId), index('disputes_status_idx').on(t.status, t.createdAt)],
);
