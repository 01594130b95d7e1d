import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator settings (maintenance flag, soft-close window, ...), one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
