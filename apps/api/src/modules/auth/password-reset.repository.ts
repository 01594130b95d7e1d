import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { passwordResets, users } from '../../platform/db/schema/index.js';

export const passwordResetRepository = {
  async insert(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date }) {
    await db.insert(passwordResets).values(values);
  },

  async countSince(db: DbOrTx, userId: number, since: Date) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  },

  /** The reset and its user; `lock` takes a row lock on the reset (inside a transaction). */
  async findByHash(db: DbOrTx, tokenHash: string, lock = false) {
    const q = db
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, tokenHash))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  /** A successful reset uses up every open reset link of the account. */
  async useAll(db: DbOrTx, userId: number) {
    await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  async setPassword(db: DbOrTx, userId: number, passwordHash: string) {
    await db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },
};
export type PasswordResetRepository = typeof passwordResetRepository;
