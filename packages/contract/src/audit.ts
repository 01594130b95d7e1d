import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, successStatus } from './common.js';

export const auditPageSizes = [25, 50, 100] as const;

const optionalId = z.coerce.number().int().positive().optional();

/** One recorded operator action: who, what, when, before → after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: isoDate,
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  lot_id: z.number().int().nullable(),
  /** The account the action concerned (the buyer approved, the bidder whose bid was cancelled, ...). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditQuery = z.object({
  lot_id: optionalId,
  user_id: optionalId,
  actor_id: optionalId,
  action: z.string().trim().min(1).max(100).regex(/^[\w.-]+$/).optional(),
  entity: z.string().trim().min(1).max(50).regex(/^[\w.-]+$/).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().refine((n) => (auditPageSizes as readonly number[]).includes(n), { error: 'PAGE_SIZE' }).default(25),
});
export type AuditFilter = z.input<typeof listAuditQuery>;

export const listAudit = defineEndpoint({
  id: 'audit.list',
  method: 'GET',
  base: 'admin',
  path: 'audit',
  summary: 'Operator: the audit log, newest first, by lot / account / actor / action; paged',
  tags: ['audit', 'admin'],
  access: 'staff',
  query: listAuditQuery,
  response: z.object({
    status: successStatus,
    data: z.object({
      records: z.array(auditEntrySchema),
      totalRecords: z.number().int(),
      /** Every action recorded so far (for the filter menu). */
      actions: z.array(z.string()),
    }),
  }),
});
