import type { z } from 'zod';
import type { buyerGroups as contract, BuyerGroup, BuyerGroupDetail } from '@gavel/contract';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { consoleScope } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditLog } from '../audit/index.js';
import { mailLanguage, render, type Notifier } from '../notifications/index.js';
import type { BuyerGroupRow, BuyerGroupsRepository } from './buyer-groups.repository.js';
import { buyerGroupJoined, buyerGroupRequestDeclined } from './buyer-groups.emails.js';

/** The caller: a staff or seller account, with the request's address for the audit log. */
export type Actor = AuthUser & { ip?: string };
type CreateBody = z.output<typeof contract.createGroupBody>;

export interface BuyerGroupsDeps {
  db: Db;
  repo: BuyerGroupsRepository;
  audit: Pick<AuditLog, 'record'>;
  notifier: Pick<Notifier, 'mail' | 'link'>;
  /** Whether an account is a seller (staff may give a group to a seller). */
  isSeller: (userId: number) => Promise<boolean>;
}

const iso = (d: Date) => d.toISOString();
const fieldError = (fields: Record<string, string>) => new AppError('VALIDATION_FAILED', undefined, { fields });

/**
 * Buyer groups (issue 42 §1). Staff reach every group; a seller only its own (another seller's
 * group answers 404). Each change is one transaction with an audit entry; a buyer who joins is
 * emailed in their language after commit.
 */
export function createBuyerGroupsService({ db, repo, audit, notifier, isSeller }: BuyerGroupsDeps) {
  const scopeOf = (user: Actor) => consoleScope(user).sellerId;
  const record = (tx: Tx, user: Actor, action: string, groupId: number, before: unknown, after: unknown, userId?: number) =>
    audit.record(tx, {
      actorId: user.id,
      ip: user.ip ?? null,
      action: `buyerGroups.${action}`,
      entity: 'buyer_group',
      entityId: groupId,
      userId: userId ?? null,
      before,
      after,
    });

  async function inScope(user: Actor, id: number): Promise<BuyerGroupRow> {
    const g = await repo.find(db, scopeOf(user), id);
    if (!g) throw new AppError('NOT_FOUND');
    return g;
  }

  async function detail(user: Actor, id: number): Promise<BuyerGroupDetail> {
    const all = await repo.list(db, scopeOf(user));
    const row = all.find((r) => r.group.id === id);
    if (!row) throw new AppError('NOT_FOUND');
    const members = await repo.members(db, id);
    return {
      ...present(row),
      members: members.map((m) => ({
        user_id: m.userId,
        name: m.name,
        email: m.email,
        company: m.company ?? null,
        status: m.status,
        since: iso(m.since),
      })),
    };
  }

  const present = (r: Awaited<ReturnType<BuyerGroupsRepository['list']>>[number]): BuyerGroup => ({
    id: r.group.id,
    name: r.group.name,
    description: r.group.description,
    open_to_requests: r.group.openToRequests,
    seller: r.group.sellerId === null ? null : { id: r.group.sellerId, name: r.sellerName ?? '' },
    member_count: Number(r.members),
    request_count: Number(r.requests),
    lot_count: Number(r.lots),
    created_at: iso(r.group.createdAt),
  });

  return {
    async list(user: Actor) {
      return (await repo.list(db, scopeOf(user))).map(present);
    },

    get: detail,

    /** A seller's group is its own; staff may give one to a seller (`seller_id`) or keep it a staff group. */
    async create(user: Actor, b: CreateBody) {
      const { staff } = consoleScope(user);
      let sellerId: number | null = staff ? null : user.id;
      if (staff && b.seller_id !== undefined) {
        if (!(await isSeller(b.seller_id))) throw fieldError({ seller_id: 'NOT_A_SELLER' });
        sellerId = b.seller_id;
      }
      const id = await db.transaction(async (tx) => {
        const g = await repo.insertGroup(tx, {
          sellerId,
          name: b.name,
          description: b.description,
          openToRequests: b.open_to_requests,
          createdBy: user.id,
        });
        await record(tx, user, 'create', g.id, null, { name: g.name, seller_id: sellerId, open_to_requests: g.openToRequests });
        return g.id;
      });
      return detail(user, id);
    },

    /** Adds an active buyer (by id or email), or approves their request to join; they are emailed. */
    async addMember(user: Actor, id: number, by: { user_id?: number; email?: string }) {
      const group = await inScope(user, id);
      const buyer = await repo.buyer(db, by.user_id !== undefined ? { id: by.user_id } : { email: by.email });
      if (!buyer || buyer.status !== 'active' || !buyer.isBuyer)
        throw fieldError({ [by.user_id !== undefined ? 'user_id' : 'email']: 'NOT_A_BUYER' });
      const added = await db.transaction(async (tx) => {
        const before = await repo.membership(tx, id, buyer.id);
        if (before === 'member') return false;
        await repo.upsertMember(tx, id, buyer.id, 'member');
        await record(
          tx,
          user,
          before === 'requested' ? 'approveRequest' : 'addMember',
          id,
          { status: before },
          { status: 'member', user_id: buyer.id },
          buyer.id,
        );
        return true;
      });
      if (added) {
        const language = mailLanguage(buyer.language);
        notifier.mail(
          buyer.email,
          render(buyerGroupJoined[language], language, { name: buyer.firstName, group: group.name }, notifier.link('/search')),
        );
      }
      return detail(user, id);
    },

    /** Removes a member, or declines a request to join (the buyer is emailed, as an approval is). */
    async removeMember(user: Actor, id: number, userId: number) {
      const group = await inScope(user, id);
      const before = await db.transaction(async (tx) => {
        const was = await repo.deleteMember(tx, id, userId);
        if (!was) throw new AppError('NOT_FOUND');
        await record(tx, user, was === 'requested' ? 'declineRequest' : 'removeMember', id, { status: was, user_id: userId }, null, userId);
        return was;
      });
      if (before === 'requested') {
        const buyer = await repo.buyer(db, { id: userId });
        if (buyer) {
          const language = mailLanguage(buyer.language);
          notifier.mail(
            buyer.email,
            render(
              buyerGroupRequestDeclined[language],
              language,
              { name: buyer.firstName, group: group.name },
              notifier.link('/my-groups'),
            ),
          );
        }
      }
      return detail(user, id);
    },

    async searchBuyers(q: string) {
      return (await repo.searchBuyers(db, q)).map((r) => ({ id: r.id, name: r.name, email: r.email, company: r.company ?? null }));
    },

    /** The groups a buyer may ask to join, and their own. */
    async mine(userId: number) {
      return (await repo.groupsFor(db, userId)).map((g) => ({
        id: g.id,
        name: g.name,
        description: g.description,
        status: g.status ?? ('none' as const),
      }));
    },

    /** A buyer asks to join a group open to requests (idempotent; a member stays a member). */
    async requestToJoin(user: AuthUser, id: number) {
      const group = await repo.find(db, null, id);
      if (!group || !group.openToRequests) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        if (await repo.membership(tx, id, user.id)) return;
        await repo.upsertMember(tx, id, user.id, 'requested');
        await record(tx, user, 'requestToJoin', id, null, { status: 'requested', user_id: user.id }, user.id);
      });
    },

    /** The groups a lot is private to (the console's lot calls). */
    async lotGroupIds(lotId: number) {
      return repo.lotGroupIds(db, lotId);
    },

    /**
     * Makes a lot private to `groupIds` (empty: public), inside the caller's lot transaction: only
     * staff groups and the lot's own seller's groups may be used. Answers the groups before.
     */
    async setLotGroups(tx: Tx, lot: { id: number; sellerId: number | null }, groupIds: number[]) {
      const ids = [...new Set(groupIds)];
      const usable = await repo.usableGroups(tx, ids, lot.sellerId);
      if (usable.length !== ids.length) throw fieldError({ buyer_group_ids: 'NOT_YOUR_GROUP' });
      const before = await repo.lotGroupIds(tx, lot.id);
      await repo.setLotGroups(tx, lot.id, ids);
      return before;
    },

    /** Whether a lot exists for the viewer (private lots: members only). */
    async canView(lotId: number, viewerId: number | null) {
      return repo.canView(db, lotId, viewerId);
    },

    /** The same, inside the caller's transaction (bids, buy now and offers check it with the lot locked). */
    canViewIn(tx: DbOrTx, lotId: number, viewerId: number | null) {
      return repo.canView(tx, lotId, viewerId);
    },

    /** Throws NOT_FOUND when the lot is private and the viewer is not in one of its groups. */
    async assertVisible(lotId: number, viewerId: number | null) {
      if (!(await repo.canView(db, lotId, viewerId))) throw new AppError('NOT_FOUND');
    },
  };
}
export type BuyerGroupsService = ReturnType<typeof createBuyerGroupsService>;
