import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { newsletterSubscriptions } from '../../platform/db/schema/index.js';

export const newsletterRepository = {
  async findByToken(db: DbOrTx, token: string) {
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token)).limit(1);
    return row ?? null;
  },

  async find(db: DbOrTx, siteId: number, email: string) {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, email)))
      .limit(1);
    return row ?? null;
  },

  async unsubscribe(db: DbOrTx, token: string) {
    await db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscriptions.token, token), isNull(newsletterSubscriptions.unsubscribedAt)));
  },
};
export type NewsletterRepository = typeof newsletterRepository;
