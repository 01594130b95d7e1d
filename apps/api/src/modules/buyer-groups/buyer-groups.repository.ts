import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { buyerGroupMembers, buyerGroups, companies, lotBuyerGroups, lots, users } from '../../platform/db/schema/index.js';
import { lotVisibleTo } from '../../platform/db/lot-visibility.js';

export type BuyerGroupRow = typeof buyerGroups.$inferSelect;
export type MemberStatus = (typeof buyerGroupMembers.$inferSelect)['status'];
/** Whose groups: every group (`null`, staff) or one seller's. */
export type GroupScope = number | null;

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const scoped = (scope: GroupScope, ...conds: (SQL | undefined)[]) => and(...conds, scope === null ? undefined : eq(buyerGroups.sellerId, scope));

/** The only file of buyer groups that touches the tables. */
export const buyerGroupsRepository = {
  async insertGroup(tx: DbOrTx, v: typeof buyerGroups.$inferInsert) {
    const [row] = await tx.insert(buyerGroups).values(v).returning();
    return row!;
  },

  /** Groups in scope with their counts, newest first. */
  async list(db: DbOrTx, scope: GroupScope) {
    const seller = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${buyerGroups.sellerId})`;
    return db
      .select({
        group: buyerGroups,
        sellerName: seller,
        members: sql<number>`(select count(*)::int from buyer_group_members m where m.group_id = ${buyerGroups.id} and m.status = 'member')`,
        requests: sql<number>`(select count(*)::int from buyer_group_members m where m.group_id = ${buyerGroups.id} and m.status = 'requested')`,
        lots: sql<number>`(select count(*)::int from lot_buyer_groups g where g.group_id = ${buyerGroups.id})`,
      })
      .from(buyerGroups)
      .where(scoped(scope))
      .orderBy(asc(buyerGroups.name), asc(buyerGroups.id));
  },

  async find(db: DbOrTx, scope: GroupScope, id: number) {
    const [row] = await db.select().from(buyerGroups).where(scoped(scope, eq(buyerGroups.id, id))).limit(1);
    return row ?? null;
  },

  async members(db: DbOrTx, groupId: number) {
    return db
      .select({ userId: users.id, name: fullName, email: users.email, company: companies.name, status: buyerGroupMembers.status, since: buyerGroupMembers.createdAt })
      .from(buyerGroupMembers)
      .innerJoin(users, eq(users.id, buyerGroupMembers.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(buyerGroupMembers.groupId, groupId))
      .orderBy(asc(buyerGroupMembers.status), asc(users.firstName), asc(users.id));
  },

  async membership(db: DbOrTx, groupId: number, userId: number): Promise<MemberStatus | null> {
    const [r] = await db.select({ status: buyerGroupMembers.status }).from(buyerGroupMembers).where(and(eq(buyerGroupMembers.groupId, groupId), eq(buyerGroupMembers.userId, userId))).limit(1);
    return r?.status ?? null;
  },

  async upsertMember(tx: Tx, groupId: number, userId: number, status: MemberStatus) {
    await tx
      .insert(buyerGroupMembers)
      .values({ groupId, userId, status })
      .onConflictDoUpdate({ target: [buyerGroupMembers.groupId, buyerGroupMembers.userId], set: { status } });
  },

  async deleteMember(tx: Tx, groupId: number, userId: number) {
    const rows = await tx.delete(buyerGroupMembers).where(and(eq(buyerGroupMembers.groupId, groupId), eq(buyerGroupMembers.userId, userId))).returning({ status: buyerGroupMembers.status });
    return rows[0]?.status ?? null;
  },

  /** An active buyer account by id or email (the accounts a group may hold). */
  async buyer(db: DbOrTx, by: { id?: number; email?: string }) {
    const where = by.id !== undefined ? eq(users.id, by.id) : eq(sql`lower(${users.email})`, by.email!.toLowerCase());
    const [r] = await db
      .select({ id: users.id, firstName: users.firstName, email: users.email, language: users.language, status: users.status, isBuyer: users.isBuyer })
      .from(users)
      .where(where)
      .limit(1);
    return r ?? null;
  },

  /** Active buyer accounts matching a name, email or company. */
  async searchBuyers(db: DbOrTx, q: string, limit = 20) {
    const like = `%${escapeLike(q)}%`;
    return db
      .select({ id: users.id, name: fullName, email: users.email, company: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.status, 'active'), eq(users.isBuyer, true), or(ilike(users.email, like), ilike(fullName, like), ilike(companies.name, like))))
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(limit);
  },

  /** Groups open to requests, and the groups the user is in or asked to join, with the user's standing. */
  async groupsFor(db: DbOrTx, userId: number) {
    return db
      .select({ id: buyerGroups.id, name: buyerGroups.name, description: buyerGroups.description, status: buyerGroupMembers.status })
      .from(buyerGroups)
      .leftJoin(buyerGroupMembers, and(eq(buyerGroupMembers.groupId, buyerGroups.id), eq(buyerGroupMembers.userId, userId)))
      .where(or(eq(buyerGroups.openToRequests, true), eq(buyerGroupMembers.userId, userId)))
      .orderBy(asc(buyerGroups.name), asc(buyerGroups.id));
  },

  async lotGroupIds(db: DbOrTx, lotId: number) {
    const rows = await db.select({ id: lotBuyerGroups.groupId }).from(lotBuyerGroups).where(eq(lotBuyerGroups.lotId, lotId)).orderBy(asc(lotBuyerGroups.groupId));
    return rows.map((r) => r.id);
  },

  /** The groups among `ids` a lot of `sellerId` may use: the seller's own and staff groups. */
  async usableGroups(db: DbOrTx, ids: number[], sellerId: number | null) {
    if (!ids.length) return [];
    const owner = sellerId === null ? isNull(buyerGroups.sellerId) : or(isNull(buyerGroups.sellerId), eq(buyerGroups.sellerId, sellerId));
    const rows = await db.select({ id: buyerGroups.id }).from(buyerGroups).where(and(inArray(buyerGroups.id, ids), owner));
    return rows.map((r) => r.id);
  },

  /** Replaces a lot's groups and keeps `lots.is_private` in step (inside the lot's transaction). */
  async setLotGroups(tx: Tx, lotId: number, groupIds: number[]) {
    await tx.delete(lotBuyerGroups).where(eq(lotBuyerGroups.lotId, lotId));
    if (groupIds.length) await tx.insert(lotBuyerGroups).values(groupIds.map((groupId) => ({ lotId, groupId })));
    await tx.update(lots).set({ isPrivate: groupIds.length > 0 }).where(eq(lots.id, lotId));
  },

  /** Whether a lot exists for the viewer (the predicate of `visibility.ts`; any status). */
  async canView(db: DbOrTx, lotId: number, viewerId: number | null) {
    const [r] = await db.select({ id: lots.id }).from(lots).where(and(eq(lots.id, lotId), lotVisibleTo(viewerId))).limit(1);
    return !!r;
  },

  /** For each private lot among `lotIds`, its groups' members. */
  async membersOfLots(db: DbOrTx, lotIds: number[]) {
    if (!lotIds.length) return new Map<number, number[]>();
    const rows = await db
      .selectDistinct({ lotId: lotBuyerGroups.lotId, userId: buyerGroupMembers.userId })
      .from(lotBuyerGroups)
      .innerJoin(buyerGroupMembers, and(eq(buyerGroupMembers.groupId, lotBuyerGroups.groupId), eq(buyerGroupMembers.status, 'member')))
      .where(inArray(lotBuyerGroups.lotId, lotIds));
    const out = new Map<number, number[]>();
    for (const r of rows) out.set(r.lotId, [...(out.get(r.lotId) ?? []), r.userId]);
    return out;
  },
};
export type BuyerGroupsRepository = typeof buyerGroupsRepository;
