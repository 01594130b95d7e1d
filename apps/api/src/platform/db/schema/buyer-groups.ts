import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { lots } from './lots.js';

/**
 * Buyer groups (issue 42): approved buyers a lot may be offered to privately. A seller's group
 * is its own (`seller_id`); a staff group (`seller_id` null) may be used on any lot.
 */
export const buyerGroups = pgTable(
  'buyer_groups',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Buyers may ask to join (approved in the console). */
    openToRequests: boolean('open_to_requests').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_groups_seller_idx').on(t.sellerId)],
);

export const buyerGroupMemberStatuses = ['member', 'requested'] as const;

/** A group's members, and the buyers who asked to join (`requested`). */
export const buyerGroupMembers = pgTable(
  'buyer_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => buyerGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: buyerGroupMemberStatuses }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('buyer_group_members_user_idx').on(t.userId, t.groupId)],
);

/** The groups a private lot is offered to (any row here makes `lots.is_private` true). */
export const lotBuyerGroups = pgTable(
  'lot_buyer_groups',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => buyerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.groupId] }), index('lot_buyer_groups_group_idx').on(t.groupId)],
);
