import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { authTokens, companies, users } from '../../platform/db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export const authRepository = {
  async findUserByEmail(db: DbOrTx, email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  },

  async findUserWithCompany(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ user: users, companyName: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, id))
      .limit(1);
    return row ?? null;
  },

  async insertToken(db: DbOrTx, values: { userId: number; tokenHash: string; remember: boolean; expiresAt: Date }) {
    const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
    return row!.id;
  },

  /** The live token's user (and when the token expires). */
  async findActiveToken(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      // Runs on every authenticated request: only the columns a caller needs.
      .select({
        tokenId: authTokens.id,
        expiresAt: authTokens.expiresAt,
        user: {
          id: users.id,
          status: users.status,
          isBuyer: users.isBuyer,
          isAdmin: users.isAdmin,
          isEmployee: users.isEmployee,
          isSeller: users.isSeller,
          companyId: users.companyId,
          language: users.language,
        },
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
      .limit(1);
    return row ?? null;
  },

  async revokeToken(db: DbOrTx, tokenId: number) {
    await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
  },

  async revokeAllTokens(db: DbOrTx, userId: number) {
    await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  },

  /** Locks the user row for the rest of the transaction and answers its status. */
  async lockUser(db: DbOrTx, userId: number) {
    const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    return row ?? null;
  },

  async setUserStatus(db: DbOrTx, userId: number, status: UserRow['status']) {
    const rows = await db.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length > 0;
  },
};
export type AuthRepository = typeof authRepository;
