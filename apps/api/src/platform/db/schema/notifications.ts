import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { lineItems, lots } from './lots.js';
import { regions } from './catalog.js';

/**
 * Bell notifications (spec 2 §9 types 1..17, plus 18 saved-search match). The title is
 * written in the recipient's language when the row is created. `dedupe_key` names the
 * event that caused it: one row per (user, key), so an event handled twice (two processes,
 * a retry, a restart) never notifies twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id').references(() => lineItems.id, { onDelete: 'cascade' }),
    /** The spec's linesublot (sub-lot number), 0 for a whole lot. */
    subLotNumber: integer('sub_lot_number').notNull().default(0),
    dedupeKey: text('dedupe_key').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notifications_user_key_unique').on(t.userId, t.dedupeKey), index('notifications_user_idx').on(t.userId, t.id),
    // Deleting a sub-lot (manifest re-import) cascades here.
    index('notifications_line_item_idx').on(t.lineItemId).where(sql`${t.lineItemId} is not null`),
  ],
);

/**
 * Each user's number of unread notifications, kept by triggers on `notifications` (migration
 * 0022: every insert, update, delete (cascades included) and truncate), so the bell's count after
 * a delivery is one primary-key read, not a count of the user's unread rows. No row: none unread.
 */
export const notificationUnreadCounts = pgTable('notification_unread_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});

/**
 * Which notifications a buyer also receives by email / SMS (setting codes of spec 2 §9:
 * 1 watch, 2 bid, 4 win, 5 prefer, 6 endsoon, 7 wsoon). No row: the defaults.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailCodes: integer('email_codes').array().notNull().default(sql`'{1,2,4,5,6,7}'::integer[]`),
  smsCodes: integer('sms_codes').array().notNull().default(sql`'{}'::integer[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Regions a buyer prefers (interestinRegion); categories are in user_category_interests. */
export const userRegionInterests = pgTable(
  'user_region_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.regionId] })],
);

/** A buyer's saved search: the search filter object (packages/contract search schema) and a name. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    emailAlert: boolean('email_alert').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/** Account details beyond the user row: billing address, verification state, spend cap. */
export const accountProfiles = pgTable('account_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  billingFirstname: text('billing_firstname').notNull().default(''),
  billingLastname: text('billing_lastname').notNull().default(''),
  billingCompanyname: text('billing_companyname').notNull().default(''),
  billingAddress: text('billing_address').notNull().default(''),
  billingCity: text('billing_city').notNull().default(''),
  billingState: text('billing_state').notNull().default(''),
  billingCountry: text('billing_country').notNull().default(''),
  billingZipcode: text('billing_zipcode').notNull().default(''),
  /** Total the buyer allows: leading maxima + unpaid invoices + a new amount; null = no cap. */
  spendCap: bigint('spend_cap', { mode: 'number' }),
  /** The number that was verified (a changed phone is unverified again). */
  phoneVerified: text('phone_verified'),
  emailVerified: text('email_verified'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pending phone verification code of a user (hashed, expiring, attempt-limited). */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
