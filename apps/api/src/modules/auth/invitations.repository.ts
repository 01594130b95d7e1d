import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { invitations, users } from '../../platform/db/schema/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

export const invitationsRepository = {
  async insert(db: DbOrTx, values: { userId: number; tokenHash: string; companyName: string; invitedBy: number | null; expiresAt: Date }) {
    await db.insert(invitations).values(values);
  },

  /** The invitation and its user; `lock` takes row locks on both (inside a transaction). */
  async findByHash(db: DbOrTx, tokenHash: string, lock = false) {
    const q = db
      .select({ invitation: invitations, user: users })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(eq(invitations.tokenHash, tokenHash))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async latestFor(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(invitations).where(eq(invitations.userId, userId)).orderBy(desc(invitations.id)).limit(1);
    return row ?? null;
  },

  /** Completing the registration uses up every invitation of the user. */
  async useAll(db: DbOrTx, userId: number) {
    await db
      .update(invitations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  },

  async countSince(db: DbOrTx, userId: number, since: Date) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invitations)
      .where(and(eq(invitations.userId, userId), gt(invitations.createdAt, since)));
    return row?.n ?? 0;
  },
};
export type InvitationsRepository = typeof invitationsRepository;
