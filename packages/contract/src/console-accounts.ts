import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, languageSchema, successStatus } from './common.js';
import { sellerTypes } from './sellers.js';

/** Operator console: buyers' accounts and seller requests (issue 10). Every call is staff-only. */

export const accountStatuses = ['pending', 'active', 'invited', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountRoles = ['buyer', 'seller', 'staff'] as const;
export type AccountRole = (typeof accountRoles)[number];
export const consolePageSizes = [25, 50, 100] as const;
export const sellerRequestStatuses = ['pending', 'accepted', 'declined'] as const;
export type SellerRequestStatus = (typeof sellerRequestStatuses)[number];
/** A decline reason is emailed to the requester: short plain text. */
export const declineReasonLimits = { min: 3, max: 1000 } as const;

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (consolePageSizes as readonly number[]).includes(n), { error: 'PAGE_SIZE' })
  .default(25);
const page = z.coerce.number().int().positive().max(100_000).default(1);

export const accountRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: z.enum(accountStatuses),
  role: z.enum(accountRoles),
  language: z.string(),
  created_at: isoDate,
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const listAccountsQuery = z.object({
  /** Name, email or company (case-insensitive, part of a word). */
  q: z.string().trim().max(100).optional(),
  status: z.enum(accountStatuses).optional(),
  role: z.enum(accountRoles).optional(),
  page,
  per_page: pageSize,
});
export type AccountsFilter = z.input<typeof listAccountsQuery>;

export const listAccounts = defineEndpoint({
  id: 'consoleAccounts.list',
  method: 'GET',
  base: 'admin',
  path: 'accounts',
  summary: 'Operator: accounts, newest first; search by name, email or company; filter by status and role; paged',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  query: listAccountsQuery,
  response: z.object({
    status: successStatus,
    data: z.object({ records: z.array(accountRowSchema), totalRecords: z.number().int(), pendingCount: z.number().int() }),
  }),
});

const contactSchema = z.object({ role: z.enum(['owner', 'accounts_payable', 'buyer']), title: z.string(), name: z.string(), email: z.string(), phone: z.string() });
const referenceSchema = z.object({
  kind: z.enum(['trade', 'bank']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  contact_officer: z.string(),
  account_number: z.string(),
});
const taxDocumentSchema = z.object({
  id: z.number().int(),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_at: isoDate,
  /** Staff-only download (bearer token): GET /api/admin/accounts/:id/tax-documents/:docId. */
  url: z.string(),
});

export const accountDetailSchema = accountRowSchema.extend({
  username: z.string(),
  phone: z.string(),
  landline: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
  updated_at: isoDate,
  company_detail: z
    .object({
      id: z.number().int(),
      name: z.string(),
      registration_number: z.string(),
      parent_company: z.string(),
      business_type: z.string(),
      business_structure: z.string(),
      business_years: z.number().int().nullable(),
      duns_number: z.string().nullable(),
      tax_number: z.string().nullable(),
      payment_method: z.string(),
      tax_exempt: z.boolean(),
    })
    .nullable(),
  contacts: z.array(contactSchema),
  references: z.array(referenceSchema),
  tax_documents: z.array(taxDocumentSchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const getAccount = defineEndpoint({
  id: 'consoleAccounts.get',
  method: 'GET',
  base: 'admin',
  path: 'accounts/:id',
  summary: "Operator: one account's registration: company, owners and contacts, trade and bank references, tax-exempt documents",
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ account: accountDetailSchema }) }),
});

const accountAnswer = z.object({ status: successStatus, message: z.string(), data: z.object({ account: accountRowSchema }) });

export const approveAccount = defineEndpoint({
  id: 'consoleAccounts.approve',
  method: 'POST',
  base: 'admin',
  path: 'accounts/:id/approve',
  summary: 'Operator: approve a pending buyer (they can log in; emailed in their language). CONFLICT unless pending',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  params: idParam,
  response: accountAnswer,
});

export const reactivateAccount = defineEndpoint({
  id: 'consoleAccounts.reactivate',
  method: 'POST',
  base: 'admin',
  path: 'accounts/:id/reactivate',
  summary: 'Operator: reactivate a deactivated account (it may log in again). CONFLICT unless deactivated',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  params: idParam,
  response: accountAnswer,
});

export const sellerRequestSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  phone: z.string(),
  seller_type: z.enum(sellerTypes),
  language: z.string(),
  status: z.enum(sellerRequestStatuses),
  created_at: isoDate,
  decided_at: isoDate.nullable(),
  decline_reason: z.string().nullable(),
  /** The seller account an accepted request became. */
  user_id: z.number().int().nullable(),
});
export type SellerRequest = z.infer<typeof sellerRequestSchema>;

export const listSellerRequests = defineEndpoint({
  id: 'consoleAccounts.sellerRequests',
  method: 'GET',
  base: 'admin',
  path: 'seller-requests',
  summary: 'Operator: requests to become a seller, newest first, by status; paged',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  query: z.object({ status: z.enum(sellerRequestStatuses).optional(), page, per_page: pageSize }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(sellerRequestSchema), totalRecords: z.number().int() }) }),
});

export const acceptSellerRequest = defineEndpoint({
  id: 'consoleAccounts.acceptSellerRequest',
  method: 'POST',
  base: 'admin',
  path: 'seller-requests/:id/accept',
  summary: 'Operator: accept a pending seller request: creates a seller account and emails a link to set its password',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  params: idParam,
  /** The email's (and account's) language; the request's own language when omitted. */
  body: z.object({ language: languageSchema.optional() }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ request: sellerRequestSchema }) }),
});

export const declineSellerRequest = defineEndpoint({
  id: 'consoleAccounts.declineSellerRequest',
  method: 'POST',
  base: 'admin',
  path: 'seller-requests/:id/decline',
  summary: 'Operator: decline a pending seller request with a reason, emailed to the requester',
  tags: ['console-accounts', 'admin'],
  access: 'staff',
  params: idParam,
  body: z.object({ reason: z.string().trim().min(declineReasonLimits.min).max(declineReasonLimits.max), language: languageSchema.optional() }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ request: sellerRequestSchema }) }),
});

