import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, money, okResponse, successStatus } from './common.js';

/**
 * Disputes (spec 2 §3 "Dispute", §5, §7 savedisputes). A buyer of a lot opens one within
 * the dispute window after paying (operator setting, default 30 days); operators are
 * emailed, answer it (the buyer sees the answer) and resolve it.
 */
export const disputeStatuses = ['open', 'answered', 'resolved'] as const;
export const disputeRefusalCodes = ['NOT_A_BUYER_OF_LOT', 'DISPUTE_WINDOW_CLOSED', 'FORBIDDEN'] as const;

export const disputeSchema = z.object({
  id: z.number().int(),
  /** Lot id. */
  projectmsgpost: z.number().int(),
  title: z.string(),
  from_id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(disputeStatuses),
  answer: z.string().nullable(),
  answered_at: isoDate.nullable(),
  resolved_at: isoDate.nullable(),
  date_added: isoDate,
});
export type Dispute = z.infer<typeof disputeSchema>;

const text = (max: number) => z.string().trim().min(1, { error: 'Required Field' }).max(max);

/** POST savedisputes {projectmsgpost, subject, message, from_id}: "Your dispute is successfully added". */
export const saveDispute = defineEndpoint({
  id: 'disputes.save',
  method: 'POST',
  path: 'savedisputes',
  summary: 'Open a dispute on a lot the caller bought (from_id must be the caller)',
  tags: ['disputes'],
  access: 'buyer',
  body: z.object({
    projectmsgpost: z.coerce.number().int().positive(),
    subject: text(200),
    message: text(5000),
    from_id: z.coerce.number().int().positive(),
  }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ dispute: disputeSchema }) }),
});

/** POST disputes: the caller's disputes (optionally of one lot), newest first, with answers. */
export const myDisputes = defineEndpoint({
  id: 'disputes.mine',
  method: 'POST',
  path: 'disputes',
  summary: "The caller's disputes with their state and the operator's answer",
  tags: ['disputes'],
  access: 'buyer',
  body: z.object({ projectmsgpost: z.coerce.number().int().positive().optional() }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(disputeSchema) }) }),
});

/** A dispute as the operator console shows it: the buyer and the lot's invoice. */
export const adminDisputeSchema = disputeSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), language: z.string() }),
  invoice: z.object({ id: z.number().int(), common_invoice: z.string(), status: z.string(), total: money }).nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminListDisputes = defineEndpoint({
  id: 'disputes.adminList',
  method: 'GET',
  base: 'admin',
  path: 'disputes',
  summary: 'Operator: disputes, oldest first, by state, with the buyer',
  tags: ['disputes', 'admin'],
  access: 'staff',
  query: z.object({
    status: z.enum(disputeStatuses).optional(),
    page: z.coerce.number().int().positive().default(1),
    sh_limit: z.coerce.number().int().positive().max(100).default(30),
  }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(adminDisputeSchema), totalRecords: z.number().int() }) }),
});

export const adminGetDispute = defineEndpoint({
  id: 'disputes.adminGet',
  method: 'GET',
  base: 'admin',
  path: 'disputes/:id',
  summary: "Operator: one dispute's thread (the buyer's message, the answer) with the buyer and the invoice",
  tags: ['disputes', 'admin'],
  access: 'staff',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ dispute: adminDisputeSchema }) }),
});

export const adminAnswerDispute = defineEndpoint({
  id: 'disputes.adminAnswer',
  method: 'POST',
  base: 'admin',
  path: 'disputes/:id/answer',
  summary: 'Operator: answer a dispute (visible to the buyer, who is emailed in their language; state answered)',
  tags: ['disputes', 'admin'],
  access: 'staff',
  params: idParam,
  body: z.object({ answer: text(5000) }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ dispute: disputeSchema }) }),
});

export const adminResolveDispute = defineEndpoint({
  id: 'disputes.adminResolve',
  method: 'POST',
  base: 'admin',
  path: 'disputes/:id/resolve',
  summary: 'Operator: mark a dispute resolved',
  tags: ['disputes', 'admin'],
  access: 'staff',
  params: idParam,
  response: okResponse,
});
