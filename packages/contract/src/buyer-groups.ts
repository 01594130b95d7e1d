import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, isoDate, okResponse, successStatus } from './common.js';

/**
 * Buyer groups and private lots (issue 42 §1). Staff and sellers keep groups of approved buyers
 * (a seller's groups are its own; staff see every group); a lot private to groups exists only for
 * their members. Buyers may ask to join a group open to requests; the console approves.
 */
export const buyerGroupLimits = { name: 100, description: 1000 } as const;
export const buyerGroupMemberStatuses = ['member', 'requested'] as const;
export type BuyerGroupMemberStatus = (typeof buyerGroupMemberStatuses)[number];

export const buyerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  open_to_requests: z.boolean(),
  /** The owning seller (null: a staff group, usable on any lot). */
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  member_count: z.number().int(),
  request_count: z.number().int(),
  lot_count: z.number().int(),
  created_at: isoDate,
});
export type BuyerGroup = z.infer<typeof buyerGroupSchema>;

export const buyerGroupMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: z.enum(buyerGroupMemberStatuses),
  since: isoDate,
});
export type BuyerGroupMember = z.infer<typeof buyerGroupMemberSchema>;

const groupDetail = buyerGroupSchema.extend({ members: z.array(buyerGroupMemberSchema) });
export type BuyerGroupDetail = z.infer<typeof groupDetail>;
const detailResponse = z.object({ status: successStatus, data: groupDetail });

export const createGroupBody = z.object({
  name: z.string().trim().min(2).max(buyerGroupLimits.name),
  description: z.string().trim().max(buyerGroupLimits.description).default(''),
  open_to_requests: z.boolean().default(false),
  /** Staff only: the seller the group belongs to (absent: a staff group). A seller's group is always its own. */
  seller_id: z.number().int().positive().optional(),
});

export const createGroup = defineEndpoint({
  id: 'buyerGroups.create',
  method: 'POST',
  base: 'admin',
  path: 'buyer-groups',
  summary: 'Console: create a buyer group (a seller: its own)',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  body: createGroupBody,
  response: detailResponse,
});

export const listGroups = defineEndpoint({
  id: 'buyerGroups.list',
  method: 'GET',
  base: 'admin',
  path: 'buyer-groups',
  summary: 'Console: buyer groups (staff: every group; a seller: its own), with member and request counts',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  response: z.object({ status: successStatus, data: z.object({ records: z.array(buyerGroupSchema) }) }),
});

export const getGroup = defineEndpoint({
  id: 'buyerGroups.get',
  method: 'GET',
  base: 'admin',
  path: 'buyer-groups/:id',
  summary: 'Console: one buyer group with its members and join requests',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  params: idParam,
  response: detailResponse,
});

/** A buyer by account id (from the account search) or by email. */
export const addMemberBody = z
  .object({ user_id: z.number().int().positive().optional(), email: z.string().trim().toLowerCase().email().max(254).optional() })
  .refine((b) => b.user_id !== undefined || b.email !== undefined, { path: ['email'], error: 'required' });

export const addMember = defineEndpoint({
  id: 'buyerGroups.addMember',
  method: 'POST',
  base: 'admin',
  path: 'buyer-groups/:id/members',
  summary: 'Console: add an approved buyer to a group (or approve its join request); emailed in the buyer\u2019s language',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  params: idParam,
  body: addMemberBody,
  response: detailResponse,
});

export const removeMember = defineEndpoint({
  id: 'buyerGroups.removeMember',
  method: 'DELETE',
  base: 'admin',
  path: 'buyer-groups/:id/members/:userId',
  summary: 'Console: remove a member from a group (or decline a join request)',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  params: z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() }),
  response: detailResponse,
});

export const candidateSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string().nullable() });
export type BuyerCandidate = z.infer<typeof candidateSchema>;

export const searchBuyers = defineEndpoint({
  id: 'buyerGroups.searchBuyers',
  method: 'GET',
  base: 'admin',
  path: 'buyer-groups/candidates',
  summary: 'Console: approved buyer accounts matching a name, email or company (to add to a group)',
  tags: ['buyer-groups', 'admin'],
  access: 'console',
  query: z.object({ q: z.string().trim().min(2).max(100) }),
  response: z.object({ status: successStatus, data: z.array(candidateSchema) }),
});

export const openGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The caller's standing: a member, asked, or neither. */
  status: z.enum(['member', 'requested', 'none']),
});
export type OpenBuyerGroup = z.infer<typeof openGroupSchema>;

export const myGroups = defineEndpoint({
  id: 'buyerGroups.mine',
  method: 'GET',
  path: 'buyer-groups',
  summary: 'Buyer: the groups open to requests and the groups the caller belongs to',
  tags: ['buyer-groups'],
  access: 'user',
  response: z.object({ status: successStatus, data: z.array(openGroupSchema) }),
});

export const requestToJoin = defineEndpoint({
  id: 'buyerGroups.requestToJoin',
  method: 'POST',
  path: 'buyer-groups/:id/join',
  summary: 'Buyer: ask to join a group open to requests (approved in the console)',
  tags: ['buyer-groups'],
  access: 'buyer',
  params: idParam,
  response: okResponse,
});
