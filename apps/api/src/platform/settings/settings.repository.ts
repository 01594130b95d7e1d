import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/index.js';

export const settingsRepository = {
  async get<T>(db: DbOrTx, key: string): Promise<T | undefined> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row?.value as T | undefined;
  },
  async set(db: DbOrTx, key: string, value: unknown): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  },
};
