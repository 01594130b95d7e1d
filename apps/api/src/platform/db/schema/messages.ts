import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { lots } from './lots.js';

/**
 * A buyer ↔ seller conversation about one lot. Each party archives it for themself;
 * only the two parties ever read it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerArchived: boolean('buyer_archived').notNull().default(false),
    sellerArchived: boolean('seller_archived').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_lot_buyer_seller_unique').on(t.lotId, t.buyerId, t.sellerId),
    index('conversations_buyer_idx').on(t.buyerId),
    index('conversations_seller_idx').on(t.sellerId),
  ],
);

/** One message of a conversation: text, or an image (a private file named `imageFile`). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    imageFile: text('image_file'),
    imageOriginalName: text('image_original_name'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx').on(t.toId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    index('messages_image_idx').on(t.imageFile),
  ],
);

/** An image uploaded for a message (before and after it is sent); only its uploader may attach it. */
export const messageUploads = pgTable('message_uploads', {
  name: text('name').primaryKey(),
  uploaderId: integer('uploader_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
