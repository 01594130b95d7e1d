import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext } from './types.js';

export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const staticPages = pgTable(
  'static_pages',
  {
    pageKey: text('page_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised when written and again when served. */
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageKey, t.language] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  /** Link target (the spec calls it subtitle). */
  link: text('link').notNull(),
  /** Line under the title (the console's "subtitle"); per-language text: phrase `banner.<id>.text`. */
  caption: text('caption').notNull().default(''),
  /** Hidden banners stay in the console, not on the landing page. */
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Operator overrides of bundled interface phrases; merged over the catalogues. */
export const phrases = pgTable(
  'phrases',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    email: citext('email').notNull(),
    /** Random token for the unsubscribe link. */
    token: text('token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_site_email_unique').on(t.siteId, t.email), uniqueIndex('newsletter_token_unique').on(t.token)],
);
