import { integer, pgTable, primaryKey, text, timestamp, jsonb } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { lots } from './lots.js';

/** A buyer accepted a lot's terms (required before bidding when the lot has terms). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lotId] })],
);

/** The outcome of a buyer's last bulk (spreadsheet) bid on a line-item lot, for the bid-status download. */
export const bulkBidResults = pgTable(
  'bulk_bid_results',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** Rows: {line_item_id, amount, status, reason}. */
    rows: jsonb('rows').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lotId] })],
);
