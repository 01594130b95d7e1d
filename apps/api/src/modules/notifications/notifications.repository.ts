import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { notifications as contract } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { intArray } from '../../platform/db/sql-arrays.js';
import {
  bids,
  countries,
  lineItems,
  lots,
  notifications,
  notificationSettings,
  notificationUnreadCounts,
  savedSearches,
  userCategoryInterests,
  userRegionInterests,
  users,
  watchlist,
} from '../../platform/db/schema/index.js';
import { defaultEmailCodes } from './email-codes.js';

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

/** The lots' fields notifications name or match on. */
async function selectLots(db: DbOrTx, lotIds: number[]) {
  if (!lotIds.length) return [];
  return db
    .select({
      id: lots.id,
      title: lots.title,
      isPrivate: lots.isPrivate,
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
    .where(sql`${lots.id} = any(${intArray(lotIds)})`);
}

const push = (m: Map<number, number[]>, k: number, v: number) => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

export const notificationsRepository = {
  /**
   * Inserts rows; answers only the ones that were new (a repeated event inserts nothing).
   * Hand-written with one JSON parameter (a round's rows were 7 builder parameters each: the
   * query builder's SQL building cost more than the insert, docs/performance.md, "Notifications, jobs and mail").
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
   * Unread counts of many users (absent: none unread), each up to `bellUnreadCap` (contract): one
   * primary-key read each of the counts the triggers of migration 0022 keep.
   */
  async unreadCounts(db: DbOrTx, userIds: number[]) {
    const out = new Map<number, number>();
    if (!userIds.length) return out;
    const r = await db.execute<{ user_id: number; n: number }>(
      sql`select user_id, least(greatest(unread, 0), ${contract.bellUnreadCap})::int as n from ${notificationUnreadCounts}
          where user_id = any(${intArray(userIds)})`,
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
      .where(sql`${users.id} = any(${intArray(userIds)})`);
    return rows.map((r) => ({ ...r, emailCodes: r.emailCodes ?? defaultEmailCodes, smsCodes: r.smsCodes ?? [] }));
  },

  async lot(db: DbOrTx, lotId: number) {
    const [r] = await selectLots(db, [lotId]);
    return r ?? null;
  },

  lots: selectLots,

  /**
   * What a bid's or a win's notice names of its lots: the title and the currency (a round of
   * bids read every column of `lots` for them, the description included).
   */
  async lotNames(db: DbOrTx, lotIds: number[]) {
    if (!lotIds.length) return [];
    return db.select({ id: lots.id, title: lots.title, currency: lots.currency }).from(lots).where(sql`${lots.id} = any(${intArray(lotIds)})`);
  },

  /** Sub-lot numbers by line-item id. */
  async subLotNumbers(db: DbOrTx, lineItemIds: number[]) {
    const out = new Map<number, number>();
    if (!lineItemIds.length) return out;
    const rows = await db.select({ id: lineItems.id, n: lineItems.subLotNumber }).from(lineItems).where(sql`${lineItems.id} = any(${intArray(lineItemIds)})`);
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
  /** For each private lot among `lotIds`, the members of its buyer groups (issue 42). */
  async privateLotMembers(db: DbOrTx, lotIds: number[]) {
    const out = new Map<number, number[]>();
    if (!lotIds.length) return out;
    const r = await db.execute<{ lot_id: number; user_id: number }>(sql`SELECT DISTINCT lbg.lot_id, bgm.user_id FROM lot_buyer_groups lbg
      JOIN buyer_group_members bgm ON bgm.group_id = lbg.group_id AND bgm.status = 'member' WHERE lbg.lot_id = any(${intArray(lotIds)})`);
    for (const row of r.rows) out.set(row.lot_id, [...(out.get(row.lot_id) ?? []), row.user_id]);
    return out;
  },

  async lotsStartedSince(db: DbOrTx, since: Date) {
    const rows = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.status, 'open'), gt(lots.dateAdded, since), lte(lots.dateAdded, sql`now()`), gt(lots.dateClosed, sql`now()`)));
    return rows.map((r) => r.id);
  },

  /**
   * For each lot, the buyers whose preferred categories include its category and whose preferred
   * regions (if they chose any) include its region: one query for all the lots.
   */
  async preferredBuyersOf(db: DbOrTx, lotIds: number[]) {
    const out = new Map<number, number[]>();
    if (!lotIds.length) return out;
    const r = await db.execute<{ lot_id: number; user_id: number }>(sql`
      SELECT l.id AS lot_id, ci.user_id
        FROM lots l
        JOIN ${userCategoryInterests} ci ON ci.category_id = l.category_id
        JOIN ${users} u ON u.id = ci.user_id AND u.is_buyer AND u.status = 'active'
       WHERE l.id = ANY(${intArray(lotIds)})
         AND (NOT EXISTS (SELECT 1 FROM ${userRegionInterests} r WHERE r.user_id = ci.user_id)
              OR EXISTS (SELECT 1 FROM ${userRegionInterests} r WHERE r.user_id = ci.user_id AND r.region_id = l.region_id))
       ORDER BY l.id, ci.user_id`);
    for (const row of r.rows) push(out, Number(row.lot_id), Number(row.user_id));
    return out;
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
  /** For each lot, the country ids whose name or ISO code is the lot's country text: one query for all the lots. */
  async countryIdsOfLots(db: DbOrTx, lotIds: number[]) {
    const out = new Map<number, number[]>();
    if (!lotIds.length) return out;
    const r = await db.execute<{ lot_id: number; country_id: number }>(sql`
      SELECT l.id AS lot_id, c.id AS country_id
        FROM lots l JOIN ${countries} c ON lower(trim(l.country)) IN (lower(c.name), lower(c.iso2))
       WHERE l.id = ANY(${intArray(lotIds)})`);
    for (const row of r.rows) push(out, Number(row.lot_id), Number(row.country_id));
    return out;
  },

  /**
   * Who should hear that a lot is ending soon and has not yet: for every open, started lot closing
   * within the window, its bidders (a live bid) and its other watchers, less those who already
   * have the lot's `endsoon:` notification. One query for all the lots, whatever their number (it
   * runs every scan, and a scan may see thousands of lots closing within the window).
   */
  async endingSoonRecipients(db: DbOrTx, until: Date) {
    const r = await db.execute<{ lot_id: number; title: string; user_id: number; bidder: boolean }>(sql`
      WITH e AS (
        SELECT id, title FROM lots
         WHERE status = 'open' AND date_closed > now() AND date_closed <= ${until.toISOString()}::timestamptz AND date_added <= now()),
      b AS (
        SELECT DISTINCT b.lot_id, b.user_id FROM bids b JOIN e ON e.id = b.lot_id WHERE b.cancelled_at IS NULL),
      r AS (
        SELECT lot_id, user_id, true AS bidder FROM b
        UNION ALL
        SELECT w.lot_id, w.user_id, false FROM watchlist w JOIN e ON e.id = w.lot_id
         WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.lot_id = w.lot_id AND b.user_id = w.user_id))
      SELECT r.lot_id, e.title, r.user_id, r.bidder
        FROM r JOIN e ON e.id = r.lot_id
       WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = r.user_id AND n.dedupe_key = 'endsoon:' || r.lot_id)
       ORDER BY r.lot_id, r.bidder DESC, r.user_id`);
    return r.rows.map((x) => ({ lotId: Number(x.lot_id), title: x.title, userId: Number(x.user_id), bidder: x.bidder === true }));
  },
};
export type NotificationsRepository = typeof notificationsRepository;
