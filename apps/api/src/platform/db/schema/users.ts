import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext } from './types.js';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Company id, VAT or EIN number as the buyer gave it. */
  registrationNumber: text('registration_number').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'pending' awaits operator approval; 'invited' must finish registration. */
export const userStatuses = ['active', 'pending', 'invited', 'deactivated'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: citext('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    landline: text('landline').notNull().default(''),
    companyId: integer('company_id').references(() => companies.id),
    language: text('language').notNull().default('English'),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    isBuyer: boolean('is_buyer').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isEmployee: boolean('is_employee').notNull().default(false),
    isSeller: boolean('is_seller').notNull().default(false),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; revocable and expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);
