import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { banners, newsletterSubscriptions, phrases, staticPages } from '../../platform/db/schema/index.js';

export const contentRepository = {
  async phraseOverrides(db: DbOrTx, language: string) {
    return db.select({ key: phrases.key, text: phrases.text }).from(phrases).where(eq(phrases.language, language));
  },
  async staticPage(db: DbOrTx, pageKey: string, language: string) {
    const [row] = await db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.pageKey, pageKey), eq(staticPages.language, language)))
      .limit(1);
    return row ?? null;
  },
  /** The banners buyers see (enabled ones), in display order. */
  async banners(db: DbOrTx) {
    return db.select().from(banners).where(eq(banners.enabled, true)).orderBy(asc(banners.sortOrder), asc(banners.id));
  },
  /** Subscribes, or re-subscribes an address that had unsubscribed. */
  async subscribe(db: DbOrTx, siteId: number, email: string, token: string) {
    await db
      .insert(newsletterSubscriptions)
      .values({ siteId, email, token })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.siteId, newsletterSubscriptions.email],
        set: { unsubscribedAt: null },
      });
  },
};
export type ContentRepository = typeof contentRepository;
