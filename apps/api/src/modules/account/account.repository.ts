import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  accountProfiles,
  authTokens,
  categories,
  companies,
  lineItems,
  lots,
  notificationSettings,
  orders,
  phoneVerifications,
  settings,
  userCategoryInterests,
  userRegionInterests,
  users,
} from '../../platform/db/schema/index.js';

export type ProfileRow = typeof accountProfiles.$inferSelect;
export type BillingColumns = Pick<
  ProfileRow,
  'billingFirstname' | 'billingLastname' | 'billingCompanyname' | 'billingAddress' | 'billingCity' | 'billingState' | 'billingCountry' | 'billingZipcode'
>;

export const accountRepository = {
  async user(db: DbOrTx, userId: number) {
    const [r] = await db
      .select({ user: users, companyName: companies.name, profile: accountProfiles, settings: notificationSettings })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return r ?? null;
  },

  async updateUser(db: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>) {
    await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId));
  },

  async upsertProfile(db: DbOrTx, userId: number, values: Partial<Omit<ProfileRow, 'userId' | 'updatedAt'>>) {
    await db
      .insert(accountProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: accountProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  },

  async saveSettings(db: DbOrTx, userId: number, emailCodes: number[], smsCodes: number[]) {
    await db
      .insert(notificationSettings)
      .values({ userId, emailCodes, smsCodes })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { emailCodes, smsCodes, updatedAt: sql`now()` } });
  },

  /** Revokes every token of the user except `keepTokenId`; answers the revoked tokens' ids. */
  async revokeOtherTokens(db: DbOrTx, userId: number, keepTokenId: number): Promise<number[]> {
    const rows = await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)))
      .returning({ id: authTokens.id });
    return rows.map((r) => r.id);
  },

  async preferences(db: DbOrTx, userId: number) {
    const cats = await db.select({ id: userCategoryInterests.categoryId }).from(userCategoryInterests).where(eq(userCategoryInterests.userId, userId));
    const regs = await db.select({ id: userRegionInterests.regionId }).from(userRegionInterests).where(eq(userRegionInterests.userId, userId));
    return { categories: cats.map((c) => c.id).sort((a, b) => a - b), regions: regs.map((r) => r.id).sort((a, b) => a - b) };
  },

  async existingCategoryIds(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    return rows.map((r) => r.id);
  },

  async replacePreferences(db: DbOrTx, userId: number, categoryIds: number[], regionIds: number[]) {
    await db.delete(userCategoryInterests).where(eq(userCategoryInterests.userId, userId));
    await db.delete(userRegionInterests).where(eq(userRegionInterests.userId, userId));
    if (categoryIds.length) await db.insert(userCategoryInterests).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
    if (regionIds.length) await db.insert(userRegionInterests).values(regionIds.map((regionId) => ({ userId, regionId })));
  },

  async phoneCode(db: DbOrTx, userId: number) {
    const [r] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1);
    return r ?? null;
  },
  async savePhoneCode(db: DbOrTx, row: typeof phoneVerifications.$inferInsert) {
    await db
      .insert(phoneVerifications)
      .values(row)
      .onConflictDoUpdate({ target: phoneVerifications.userId, set: { phone: row.phone, codeHash: row.codeHash, attempts: 0, expiresAt: row.expiresAt } });
  },
  async countPhoneAttempt(db: DbOrTx, userId: number) {
    await db.update(phoneVerifications).set({ attempts: sql`${phoneVerifications.attempts} + 1` }).where(eq(phoneVerifications.userId, userId));
  },
  async deletePhoneCode(db: DbOrTx, userId: number) {
    await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  },

  /** The server's signing secret (created once, shared by every process). */
  async signingSecret(db: DbOrTx, fresh: string): Promise<string> {
    await db.insert(settings).values({ key: 'account.signing_secret', value: fresh }).onConflictDoNothing();
    const [r] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'account.signing_secret'));
    return r!.value as string;
  },

  /**
   * What a buyer has committed: maxima of lots and sub-lots they lead (still open), except
   * the lot / sub-lot being bid on now, plus unpaid orders.
   */
  async committedCents(db: DbOrTx, userId: number, except: { lotId?: number; lineItemId?: number | null } = {}) {
    const lotExcept = except.lotId !== undefined && !except.lineItemId ? sql`and ${lots.id} <> ${except.lotId}` : sql``;
    const itemExcept = except.lineItemId ? sql`and ${lineItems.id} <> ${except.lineItemId}` : sql``;
    const r = await db.execute<{ total: string }>(sql`
      select
        coalesce((select sum(${lots.leaderMaxAmount}) from ${lots}
                  where ${lots.leaderUserId} = ${userId} and ${lots.status} = 'open' ${lotExcept}), 0)
      + coalesce((select sum(${lineItems.leaderMaxAmount}) from ${lineItems}
                  where ${lineItems.leaderUserId} = ${userId} and ${lineItems.status} = 'open' ${itemExcept}), 0)
      + coalesce((select sum(${orders.amount}) from ${orders} where ${orders.buyerId} = ${userId} and ${orders.status} = 'unpaid'), 0)
        as total`);
    return Number(r.rows[0]?.total ?? 0);
  },

  async spendCap(db: DbOrTx, userId: number) {
    const [r] = await db.select({ cap: accountProfiles.spendCap }).from(accountProfiles).where(eq(accountProfiles.userId, userId)).limit(1);
    return r?.cap ?? null;
  },
};
export type AccountRepository = typeof accountRepository;
