import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every operator action that changes state: who, what, on which row, before → after.
 * Written in the same transaction as the change (modules/audit `audit.record`).
 * No foreign keys on purpose: the trail outlives the rows it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The staff (or seller) account that acted; null for a system command. */
    actorId: integer('actor_id'),
    /** Dotted verb, e.g. `admin.deactivateUser`, `offers.accept`. */
    action: text('action').notNull(),
    /** The kind of row changed: `user`, `lot`, `bid`, `invoice`, `setting`, ... */
    entity: text('entity').notNull(),
    /** That row's key (text so setting keys fit). */
    entityId: text('entity_id').notNull().default(''),
    lotId: integer('lot_id'),
    userId: integer('user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_lot_idx').on(t.lotId).where(sql`${t.lotId} is not null`),
    index('audit_log_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_action_idx').on(t.action),
  ],
);
