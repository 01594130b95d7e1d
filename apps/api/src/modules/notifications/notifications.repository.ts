import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  bids,
  countries,
  lineItems,
  lots,
  notifications,
  notificationSettings,
  savedSearches,
  userCategoryInterests,
  userRegionInterests,
  users,
  watchlist,
} from '../../platform/db/schema/index.js';

export interface NewNotification {
  userId: number;
  type: number;
  title: string;
  lotId: number | null;
  lineItemId: number | null;
  subLotNumber: number;
  dedupeKey: string;
}

export interface Recipient {
  id: number;
  email: string;
  phone: string;
  firstName: string;
  language: string;
  isBuyer: boolean;
  status: string;
  emailCodes: number[];
  smsCodes: number[];
}

export const defaultEmailCodes = [1, 2, 4, 5, 6, 7];

/** The lots' fields notifications name or match on. */
async function selectLots(db: DbOrTx, lotIds: number[]) {
  if (!lotIds.length) return [];
  return db
    .select({
      id: lots.id,
      title: lots.title,
      categoryId: lots.categoryId,
      regionId: lots.regionId,
      brandId: lots.brandId,
      conditionId: lots.conditionId,
      listingFormat: lots.listingFormat,
      lotSize: lots.lotSize,
      manufacturer: lots.manufacturer,
      modelNumber: lots.modelNumber,
      description: lots.description,
      currency: lots.currency,
      sellerId: lots.sellerId,
      status: lots.status,
      dateAdded: lots.dateAdded,
    })
    .from(lots)
    .where(inArray(lots.id, lotIds));
}

export const notificationsRepository = {
  /**
   * Inserts rows; answers only the ones that were new (a repeated event inserts nothing).
   * Hand-written with one JSON parameter (a round's rows were 7 builder parameters each: the
   * query builder's SQL building cost more than the insert, docs/performance.md section 10).
   */
  async insertNew(db: DbOrTx, rows: NewNotification[]) {
    if (!rows.length) return [];
    const data = JSON.stringify(rows.map((r) => [r.userId, r.type, r.title, r.lotId, r.lineItemId, r.subLotNumber, r.dedupeKey]));
    const r = await db.execute<{ id: number; user_id: number; type: number; title: string; dedupe_key: string }>(
      sql`insert into ${notifications} (user_id, type, title, lot_id, line_item_id, sub_lot_number, dedupe_key)
          select (e->>0)::int, (e->>1)::int, e->>2, (e->>3)::int, (e->>4)::int, (e->>5)::int, e->>6
          from jsonb_array_elements(${data}::jsonb) as e
          on conflict (user_id, dedupe_key) do nothing
          returning id, user_id, type, title, dedupe_key`,
    );
    return r.rows.map((x) => ({ id: Number(x.id), userId: Number(x.user_id), type: Number(x.type), title: x.title, dedupeKey: x.dedupe_key }));
  },

  async list(db: DbOrTx, userId: number, limit: number) {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(limit);
  },

  async unreadCount(db: DbOrTx, userId: number) {
    return (await notificationsRepository.unreadCounts(db, [userId])).get(userId) ?? 0;
  },

  /**
   * Unread counts of many users (absent: none unread). One index-only count per user
   * (`notifications_unread_idx`): an `in (…)` over many users lets the planner scan the whole table.
   */
  async unreadCounts(db: DbOrTx, userIds: number[]) {
    const out = new Map<number, number>();
    if (!userIds.length) return out;
    const r = await db.execute<{ user_id: number; n: number }>(
      sql`select u.id as user_id, (select count(*)::int from ${notifications} n where n.user_id = u.id and n.read = false) as n
          from unnest(${`{${userIds.join(',')}}`}::int[]) as u(id)`,
    );
    for (const row of r.rows) out.set(Number(row.user_id), Number(row.n));
    return out;
  },

  /** Marks one read; false when it is not the user's. */
  async markRead(db: DbOrTx, userId: number, id: number) {
    const r = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return r.length > 0;
  },

  async markAllRead(db: DbOrTx, userId: number) {
    await db.update(notifications).set({ read: true }).where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  },

  async clear(db: DbOrTx, userId: number) {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },

  async recipients(db: DbOrTx, userIds: number[]): Promise<Recipient[]> {
    if (!userIds.length) return [];
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        language: users.language,
        isBuyer: users.isBuyer,
        status: users.status,
        emailCodes: notificationSettings.emailCodes,
        smsCodes: notificationSettings.smsCodes,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(inArray(users.id, userIds));
    return rows.map((r) => ({ ...r, emailCodes: r.emailCodes ?? defaultEmailCodes, smsCodes: r.smsCodes ?? [] }));
  },

  async lot(db: DbOrTx, lotId: number) {
    const [r] = await selectLots(db, [lotId]);
    return r ?? null;
  },

  lots: selectLots,

  /** Sub-lot numbers by line-item id. */
  async subLotNumbers(db: DbOrTx, lineItemIds: number[]) {
    const out = new Map<number, number>();
    if (!lineItemIds.length) return out;
    const rows = await db.select({ id: lineItems.id, n: lineItems.subLotNumber }).from(lineItems).where(inArray(lineItems.id, lineItemIds));
    for (const r of rows) out.set(r.id, r.n);
    return out;
  },

  /** Users with a live bid on the lot. */
  async bidderIds(db: DbOrTx, lotId: number) {
    const rows = await db
      .selectDistinct({ userId: bids.userId })
      .from(bids)
      .where(and(eq(bids.lotId, lotId), isNull(bids.cancelledAt)));
    return rows.map((r) => r.userId);
  },

  async watcherIds(db: DbOrTx, lotId: number) {
    const rows = await db.select({ userId: watchlist.userId }).from(watchlist).where(eq(watchlist.lotId, lotId));
    return rows.map((r) => r.userId);
  },

  /** Open lots that became visible to buyers (created, or their scheduled start reached) after `since`. */
  async lotsStartedSince(db: DbOrTx, since: Date) {
    const rows = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.status, 'open'), gt(lots.dateAdded, since), lte(lots.dateAdded, sql`now()`), gt(lots.dateClosed, sql`now()`)));
    return rows.map((r) => r.id);
  },

  /** Open, started lots closing within the window. */
  async lotsEndingBefore(db: DbOrTx, until: Date) {
    return db
      .select({ id: lots.id, title: lots.title, currency: lots.currency })
      .from(lots)
      .where(and(eq(lots.status, 'open'), gt(lots.dateClosed, sql`now()`), lte(lots.dateClosed, until), lte(lots.dateAdded, sql`now()`)));
  },

  /**
   * Buyers whose preferred categories include the category and whose preferred regions (if
   * they chose any) include the region.
   */
  async preferredBuyerIds(db: DbOrTx, categoryId: number, regionId: number | null) {
    const rows = await db
      .select({ userId: userCategoryInterests.userId })
      .from(userCategoryInterests)
      .innerJoin(users, eq(users.id, userCategoryInterests.userId))
      .where(
        and(
          eq(userCategoryInterests.categoryId, categoryId),
          eq(users.isBuyer, true),
          eq(users.status, 'active'),
          sql`(not exists (select 1 from ${userRegionInterests} r where r.user_id = ${userCategoryInterests.userId})
               or exists (select 1 from ${userRegionInterests} r where r.user_id = ${userCategoryInterests.userId} and r.region_id = ${regionId}))`,
        ),
      );
    return rows.map((r) => r.userId);
  },

  async allSavedSearches(db: DbOrTx) {
    return db.select().from(savedSearches);
  },
  async savedSearches(db: DbOrTx, userId: number) {
    return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.id));
  },
  async savedSearchCount(db: DbOrTx, userId: number) {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return r?.n ?? 0;
  },
  async insertSavedSearch(db: DbOrTx, row: { userId: number; name: string; filters: unknown; emailAlert: boolean }) {
    const [r] = await db.insert(savedSearches).values(row).returning();
    return r!;
  },
  async deleteSavedSearch(db: DbOrTx, userId: number, id: number) {
    const r = await db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return r.length > 0;
  },
  /** Country ids whose name or ISO code is the lot's country text. */
  async countryIdsOf(db: DbOrTx, lotId: number) {
    const rows = await db
      .select({ id: countries.id })
      .from(countries)
      .innerJoin(lots, sql`lower(trim(${lots.country})) in (lower(${countries.name}), lower(${countries.iso2}))`)
      .where(eq(lots.id, lotId));
    return rows.map((r) => r.id);
  },
};
