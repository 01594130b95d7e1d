import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext } from './types.js';
import { companies, users } from './users.js';
import { categories } from './catalog.js';

/** What a buyer's registration tells about the company (spec 1 §3), one row per company. */
export const companyProfiles = pgTable('company_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  parentCompany: text('parent_company').notNull().default(''),
  businessType: text('business_type').notNull(),
  /** The registration's company id is copied into both (spec 1 §3). */
  vatNumber: text('vat_number').notNull().default(''),
  einNumber: text('ein_number').notNull().default(''),
  /** D-U-N-S and tax numbers: digit strings (they may exceed an integer). */
  dunsNumber: text('duns_number'),
  taxNumber: text('tax_number'),
  businessYears: integer('business_years'),
  paymentMethod: text('payment_method', { enum: ['wire', 'credit_card'] }).notNull(),
  businessStructure: text('business_structure').notNull(),
  otherBusinessStructure: text('other_business_structure').notNull().default(''),
  taxExempt: boolean('tax_exempt').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  salesTaxAcceptedAt: timestamp('sales_tax_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Owners (1–3), the accounts-payable contact and the buyer contact of a company. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'accounts_payable', 'buyer'] }).notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

/** Trade and bank references (up to 3 of each). Fields a kind does not have stay ''. */
export const companyReferences = pgTable(
  'company_references',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trade', 'bank'] }).notNull(),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull().default(''),
    contactOfficer: text('contact_officer').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
  },
  (t) => [index('company_references_company_idx').on(t.companyId)],
);

/** Categories a buyer said they are interested in (the spec's interestin). */
export const userCategoryInterests = pgTable(
  'user_category_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * Uploaded tax-exempt documents. A row without company is an upload no registration has
 * claimed yet; such rows (and their files) are purged after a day.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** Random stored name in the file store's `documents` folder. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tax_documents_file_unique').on(t.fileName),
    index('tax_documents_unclaimed_idx')
      .on(t.uploadedAt)
      .where(sql`${t.companyId} is null`),
  ],
);

/** Single-use password reset links; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Invitations to finish a registration (/afterregister/{token}); single-use, hashed. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    companyName: text('company_name').notNull().default(''),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_hash_unique').on(t.tokenHash), index('invitations_user_idx').on(t.userId)],
);

export const sellerTypes = ['domestic', 'international'] as const;
export const sellerRequestStatuses = ['pending', 'accepted', 'declined'] as const;

/** Requests to become a seller (spec 1 §3); the email is unique among them (and checked against users). */
export const sellerRequests = pgTable(
  'seller_requests',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    email: citext('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    sellerType: text('seller_type', { enum: sellerTypes }).notNull(),
    /** Language of the site the request came from (the answer's email uses it). */
    language: text('language').notNull().default('English'),
    /** An operator accepts (a seller account is created: `userId`) or declines (`declineReason`). */
    status: text('status', { enum: sellerRequestStatuses }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_requests_email_unique').on(t.email), index('seller_requests_status_idx').on(t.status, t.createdAt)],
);

/** Failed sign-ins, counted over a sliding window per email and per IP (login throttling). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: citext('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);
