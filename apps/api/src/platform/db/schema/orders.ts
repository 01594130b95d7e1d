import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** Price per unit (price lock); equals amount / qty otherwise. */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    /** The offer this sale came from (kind 'offer'). */
    offerId: integer('offer_id'),
    /** The invoice that bills this order (a line-item win bills all its sub-lots on one invoice). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    /** Buy-now / price-lock retry key: one order per buyer and key. */
    idempotencyKey: text('idempotency_key'),
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
    // A whole lot is sold once by buy now or by an offer.
    uniqueIndex('orders_buynow_offer_lot_unique')
      .on(t.lotId)
      .where(sql`${t.kind} in ('buynow', 'offer')`),
    uniqueIndex('orders_idempotency_unique').on(t.buyerId, t.idempotencyKey),
    index('orders_lot_idx').on(t.lotId),
    /** The foreign-key check when a sub-lot is deleted (manifest re-import). */
    index('orders_line_item_idx').on(t.lineItemId).where(sql`${t.lineItemId} is not null`),
    index('orders_invoice_idx').on(t.invoiceId),
  ],
);

export const paymentMethodNames = ['wire', 'card'] as const;

/**
 * The invoice of a sale. Amounts in cents; `total` = amount + shipping fee (+ card fee
 * once paid by card). The billing address is copied when the invoice is made (and while
 * unpaid, updated by saveAddress). The number shown is derived from the id.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The (first) order it bills; a line-item win's other sub-lot orders point here too. */
    orderId: integer('order_id').notNull(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('unpaid'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    cardFee: bigint('card_fee', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    billingFirstname: text('billing_firstname').notNull().default(''),
    billingLastname: text('billing_lastname').notNull().default(''),
    billingCompanyname: text('billing_companyname').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingState: text('billing_state').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    billingZipcode: text('billing_zipcode').notNull().default(''),
    paymentMethod: text('payment_method', { enum: paymentMethodNames }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paymentId: integer('payment_id'),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The operator's reason for cancelling (shown to the buyer and in the cancellation email). */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_buyer_idx').on(t.buyerId, t.createdAt),
    index('invoices_lot_idx').on(t.lotId),
    index('invoices_status_idx').on(t.status),
  ],
);
