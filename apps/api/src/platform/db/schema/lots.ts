import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { brands, categories, conditions, regions } from './catalog.js';

export const listingFormatNames = ['live', 'buynow', 'sealed', 'lineitem', 'pricelock'] as const;
export const auctionTypes = ['live', 'lineitem', 'sealed'] as const;
export const marketStatuses = ['open', 'sold', 'closed'] as const;
/**
 * A lot's life (issue 10): `draft` (being prepared, never shown), `scheduled` (goes `open` by
 * itself at `date_added`), `open` (listed: in search, taking bids), `sold` / `closed` (ended),
 * `withdrawn` (taken down by an operator). Buyers see only open, sold and closed lots.
 */
export const lotStatuses = ['draft', 'scheduled', ...marketStatuses, 'withdrawn'] as const;
/** The statuses buyers may see (search, lot page, sitemap, dashboard). */
export const listedStatuses = marketStatuses;

/** A lot. Money columns are integer cents. */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(1),
    sellerId: integer('seller_id').references(() => users.id),
    title: text('title').notNull(),
    /** Product description (sanitised HTML). */
    description: text('description').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    modelNumber: text('model_number').notNull().default(''),
    upc: text('upc').notNull().default(''),
    /** The product's finish (colour / surface, e.g. "Black matte"): the spec's `finish`. */
    finish: text('finish').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    conditionId: integer('condition_id').references(() => conditions.id),
    /** 1 new, 3 used working, 4 open box new, 29 as is. */
    itemCondition: integer('item_condition').notNull().default(3),
    conditionNotes: text('condition_notes').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    regionId: integer('region_id').references(() => regions.id),
    /** Lot size: 1 small, 0 large. */
    lotSize: integer('lot_size').notNull().default(1),
    /** Human size, e.g. "1 pallet, 48x40x60 in". */
    sizeText: text('size_text').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    auctionDetails: text('auction_details').notNull().default(''),
    auctionNotes: text('auction_notes').notNull().default(''),
    listingFormat: text('listing_format', { enum: listingFormatNames }).notNull(),
    auctionType: text('auction_type', { enum: auctionTypes }).notNull(),
    currency: text('currency').notNull().default('USD'),
    startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
    currentPrice: bigint('current_price', { mode: 'number' }).notNull(),
    reservePrice: bigint('reserve_price', { mode: 'number' }),
    buyNowPrice: bigint('buy_now_price', { mode: 'number' }),
    buyNowEnabled: boolean('buy_now_enabled').notNull().default(false),
    makeOfferEnabled: boolean('make_offer_enabled').notNull().default(false),
    /** Overrides the increments table when set. */
    incrementOverride: bigint('increment_override', { mode: 'number' }),
    /** Sealed auctions: a bidder's next bid must exceed their last by this. */
    blindIncrement: bigint('blind_increment', { mode: 'number' }).notNull().default(100),
    bidCount: integer('bid_count').notNull().default(0),
    /** Per-lot bid sequence (receipts). */
    bidSequence: integer('bid_sequence').notNull().default(0),
    /** Bid log hash chain: entries so far and the latest entry's hash (modules/bidding/bid-chain.ts). */
    chainLength: integer('chain_length').notNull().default(0),
    chainHead: text('chain_head'),
    leaderUserId: integer('leader_user_id').references(() => users.id),
    leaderMaxAmount: bigint('leader_max_amount', { mode: 'number' }),
    leaderCompanyId: integer('leader_company_id'),
    /** Sequence of the bid that set the leader's maximum (earliest wins ties). */
    leaderPlacedSeq: integer('leader_placed_seq'),
    status: text('status', { enum: lotStatuses }).notNull().default('open'),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    soldPrice: bigint('sold_price', { mode: 'number' }),
    /** Soft close applies to this lot (the window and extension come from the settings). */
    softClose: boolean('soft_close').notNull().default(true),
    /** Shipping fee of this lot in cents when the seller ships (null: the site's flat fee). */
    shippingFee: bigint('shipping_fee', { mode: 'number' }),
    /** Lot page views (buyers). */
    viewCount: integer('view_count').notNull().default(0),
    /** The unsold lot this one relists (docs/decisions.md "Relisting"). */
    relistedFromId: integer('relisted_from_id'),
    /** 0: seller ships; 1: buyer arranges shipping. */
    buyerShips: boolean('buyer_ships').notNull().default(true),
    shippingService: text('shipping_service').notNull().default(''),
    termsHtml: text('terms_html').notNull().default(''),
    termsRequired: boolean('terms_required').notNull().default(false),
    manifestFile: text('manifest_file'),
    manifestDownloads: integer('manifest_downloads').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull(),
    dateClosed: timestamp('date_closed', { withTimezone: true }).notNull(),
    /** The close before any soft-close extension (null: never extended); the extension cap counts from it. */
    originalDateClosed: timestamp('original_date_closed', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Offered only to the buyer groups of `lot_buyer_groups` (issue 42; kept in step with that table). */
    isPrivate: boolean('is_private').notNull().default(false),
  },
  (t) => [
    // Few indexes on purpose: every bid and every close rewrites the row, and each index is one
    // more write per row (docs/performance.md, "Closing storm"). Search reads its own
    // table and the partial/covering indexes of migrations 0004/0006/0013, not these.
    index('lots_category_idx').on(t.categoryId),
    index('lots_seller_idx').on(t.sellerId, t.id),
  ],
);

export const lotImages = pgTable(
  'lot_images',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** File name under /uploads/product/. */
    file: text('file').notNull(),
    /** Thumbnail file name under /uploads/product/ (null: the seed's images have none; use `file`). */
    thumb: text('thumb'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('lot_images_lot_idx').on(t.lotId)],
);

export const lotAttachments = pgTable(
  'lot_attachments',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** doc, xls, pdf or image. */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [index('lot_attachments_lot_idx').on(t.lotId)],
);

/** Manifest lines of a lot (the product-description table). */
export const manifestLines = pgTable(
  'manifest_lines',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    productName: text('product_name').notNull(),
    /** An imported manifest's Description column. */
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    partNumber: text('part_number').notNull(),
    qty: integer('qty').notNull(),
    /** Retail price of one unit in cents, when the manifest gives one (the recovery rate's denominator). */
    unitRetail: bigint('unit_retail', { mode: 'number' }),
    /** An imported manifest's other columns (UPC, Condition, Unit Retail…), in sheet order. */
    extra: jsonb('extra').$type<{ name: string; value: string }[]>().notNull().default([]),
  },
  (t) => [index('manifest_lines_lot_idx').on(t.lotId)],
);

/** Sub-lots of a line-item auction; each is bid on with the lot's rules. */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** Sub-lot number shown to buyers (linesublot). */
    subLotNumber: integer('sub_lot_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    brand: text('brand').notNull().default(''),
    partNumber: text('part_number').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
    currentPrice: bigint('current_price', { mode: 'number' }).notNull(),
    reservePrice: bigint('reserve_price', { mode: 'number' }),
    incrementOverride: bigint('increment_override', { mode: 'number' }),
    bidCount: integer('bid_count').notNull().default(0),
    bidSequence: integer('bid_sequence').notNull().default(0),
    leaderUserId: integer('leader_user_id').references(() => users.id),
    leaderMaxAmount: bigint('leader_max_amount', { mode: 'number' }),
    leaderCompanyId: integer('leader_company_id'),
    /** Sequence of the bid that set the leader's maximum (earliest wins ties). */
    leaderPlacedSeq: integer('leader_placed_seq'),
    status: text('status', { enum: marketStatuses }).notNull().default('open'),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    soldPrice: bigint('sold_price', { mode: 'number' }),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [uniqueIndex('line_items_lot_number_unique').on(t.lotId, t.subLotNumber)],
);

/** Every accepted bid. `amount` is what the bid stood at; `max_amount` the proxy maximum. */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id').references(() => lineItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    hardBid: boolean('hard_bid').notNull().default(false),
    sequence: integer('sequence').notNull(),
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bid log hash chain (modules/bidding/bid-chain.ts): this bid's position in its lot's chain and its hash. */
    chainPos: integer('chain_pos'),
    chainHash: text('chain_hash'),
    /** The cancellation's own chain entry (position, hash) and the operator who cancelled. */
    cancelPos: integer('cancel_pos'),
    cancelHash: text('cancel_hash'),
    cancelledBy: integer('cancelled_by'),
  },
  (t) => [
    index('bids_lot_idx').on(t.lotId, t.sequence),
    index('bids_user_idx').on(t.userId),
    /** Deleting a sub-lot (manifest re-import) cascades here: find its bids without scanning every bid. */
    index('bids_line_item_idx').on(t.lineItemId).where(sql`${t.lineItemId} is not null`),
    uniqueIndex('bids_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watchlist_user_lot_unique').on(t.userId, t.lotId)],
);
