import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { banners, bidIncrements, currencies, phrases, settings, staticPages, users } from '../../platform/db/schema/index.js';

export type PageRow = typeof staticPages.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** Writes of the operator console's content and settings (reads buyers make stay in modules/content). */
export const consoleContentRepository = {
  // ------------------------------------------------------------ static pages
  async pageVersions(db: DbOrTx) {
    return db
      .select({ pageKey: staticPages.pageKey, language: staticPages.language, title: staticPages.title, updatedAt: staticPages.updatedAt })
      .from(staticPages)
      .orderBy(asc(staticPages.pageKey), asc(staticPages.language));
  },
  async page(db: DbOrTx, pageKey: string, language: string, lock = false): Promise<PageRow | null> {
    const q = db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.pageKey, pageKey), eq(staticPages.language, language)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async upsertPage(tx: Tx, values: { pageKey: string; language: string; title: string; content: string }): Promise<PageRow> {
    const [row] = await tx
      .insert(staticPages)
      .values(values)
      .onConflictDoUpdate({
        target: [staticPages.pageKey, staticPages.language],
        set: { title: values.title, content: values.content, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  },
  async deletePage(tx: Tx, pageKey: string, language: string) {
    const rows = await tx
      .delete(staticPages)
      .where(and(eq(staticPages.pageKey, pageKey), eq(staticPages.language, language)))
      .returning({ pageKey: staticPages.pageKey });
    return rows.length > 0;
  },

  // ------------------------------------------------------------ banners
  async banners(db: DbOrTx, lock = false): Promise<BannerRow[]> {
    const q = db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
    return lock ? q.for('update') : q;
  },
  async banner(db: DbOrTx, id: number, lock = false): Promise<BannerRow | null> {
    const q = db.select().from(banners).where(eq(banners.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async insertBanner(tx: Tx, values: typeof banners.$inferInsert): Promise<BannerRow> {
    const [row] = await tx.insert(banners).values(values).returning();
    return row!;
  },
  async updateBanner(tx: Tx, id: number, set: Partial<typeof banners.$inferInsert>): Promise<BannerRow> {
    const [row] = await tx.update(banners).set(set).where(eq(banners.id, id)).returning();
    return row!;
  },
  async deleteBanner(tx: Tx, id: number) {
    await tx.delete(banners).where(eq(banners.id, id));
  },

  // ------------------------------------------------------------ phrases
  async allOverrides(db: DbOrTx) {
    return db.select().from(phrases);
  },
  async overridesOf(db: DbOrTx, key: string) {
    return db.select().from(phrases).where(eq(phrases.key, key));
  },
  async setOverride(tx: Tx, language: string, key: string, text: string) {
    await tx
      .insert(phrases)
      .values({ language, key, text })
      .onConflictDoUpdate({ target: [phrases.language, phrases.key], set: { text } });
  },
  async clearOverride(tx: Tx, language: string, key: string) {
    await tx.delete(phrases).where(and(eq(phrases.language, language), eq(phrases.key, key)));
  },

  // ------------------------------------------------------------ settings
  /** Serialises operator settings changes (read-modify-write of JSON rows); readers are not blocked. */
  async lockSettings(tx: Tx) {
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
  },

  /** The seller accounts among `ids` (any status: an override outlives a deactivation), by name. */
  async sellersByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, email: users.email })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.isSeller, true)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  },

  // ------------------------------------------------------------ currencies, increments
  async currencies(db: DbOrTx) {
    return db.select().from(currencies).orderBy(asc(currencies.code));
  },
  async setRates(tx: Tx, rates: { code: string; rate: number }[]) {
    for (const r of rates) await tx.update(currencies).set({ rateToEur: r.rate }).where(eq(currencies.code, r.code));
  },
  async currenciesByCode(db: DbOrTx, codes: string[]) {
    return db.select().from(currencies).where(inArray(currencies.code, codes));
  },
  async increments(db: DbOrTx) {
    return db.select().from(bidIncrements).orderBy(asc(bidIncrements.fromAmount));
  },
  /** Replaces the whole table; the caller holds the table lock (concurrent edits apply one after the other). */
  async replaceIncrements(tx: Tx, bands: { fromAmount: number; toAmount: number | null; increment: number }[]) {
    await tx.execute(sql`lock table ${bidIncrements} in share row exclusive mode`);
    await tx.delete(bidIncrements);
    if (bands.length) await tx.insert(bidIncrements).values(bands);
  },
};
export type ConsoleContentRepository = typeof consoleContentRepository;
