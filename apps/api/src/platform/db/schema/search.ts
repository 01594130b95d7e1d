import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lots } from './lots.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of each lot, kept up to date by triggers (migration `search_triggers`)
 * whenever a lot, a manifest line or a sub-lot is written: a small weighted full-text vector
 * of the lot itself (title A; manufacturer, model, brand, UPC B; description D), a separate one
 * of its manifest lines and sub-lots (part numbers, brands, names), and `words`, the short text (title, manufacturer, model, brand) matched by trigrams for
 * misspellings. GIN indexes on both are created by the custom migration.
 */
export const lotSearchDocuments = pgTable('lot_search_documents', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  document: tsvector('document').notNull(),
  /** Manifest lines and sub-lots (part numbers, brands, names): large, matched but not ranked. */
  parts: tsvector('parts').notNull().default(sql`''::tsvector`),
  words: text('words').notNull(),
  // Copies of the lot's columns a text search filters and date-sorts by (migration 0028), kept by the
  // triggers, so a text statement reads no lots row; never the price (every bid would rewrite the row).
  status: text('status'),
  isPrivate: boolean('is_private'),
  dateAdded: timestamp('date_added', { withTimezone: true }),
  dateClosed: timestamp('date_closed', { withTimezone: true }),
  categoryId: integer('category_id'),
  brandId: integer('brand_id'),
  conditionId: integer('condition_id'),
  listingFormat: text('listing_format'),
  lotSize: integer('lot_size'),
  regionId: integer('region_id'),
  country: text('country'),
});

/**
 * The catalogue's dictionary for typo tolerance: every word (3–40 characters, with a letter) of the
 * lots' titles, manufacturers, models and brands, added by `lot_search_refresh` (migration
 * `search_terms`) and never removed (a stale word only widens a misspelt word's expansion). A
 * misspelt search word is matched by trigram similarity against this small table (GIN trigram index
 * from the custom migration), never against every document.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});

/** A message sent with the support form (spec 2 §3 "Support message"). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);
