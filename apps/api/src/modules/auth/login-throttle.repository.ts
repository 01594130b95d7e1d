import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { loginFailures } from '../../platform/db/schema/index.js';

export const loginThrottleRepository = {
  /** Failures since `since` for the email and for the IP, with the oldest of each (when the window frees up). */
  async window(db: DbOrTx, email: string, ip: string, since: Date) {
    const [row] = await db
      .select({
        byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
        oldestEmail: sql<Date | string | null>`min(${loginFailures.createdAt}) filter (where ${loginFailures.email} = ${email})`,
        latestEmail: sql<Date | string | null>`max(${loginFailures.createdAt}) filter (where ${loginFailures.email} = ${email})`,
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
        oldestIp: sql<Date | string | null>`min(${loginFailures.createdAt}) filter (where ${loginFailures.ip} = ${ip})`,
        byPair: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})`.mapWith(Number),
        latestPair: sql<Date | string | null>`max(${loginFailures.createdAt}) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip})`,
      })
      .from(loginFailures)
      .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
    return {
      byEmail: row?.byEmail ?? 0,
      byIp: row?.byIp ?? 0,
      oldestEmail: row?.oldestEmail ? new Date(row.oldestEmail) : null,
      latestEmail: row?.latestEmail ? new Date(row.latestEmail) : null,
      oldestIp: row?.oldestIp ? new Date(row.oldestIp) : null,
      byPair: row?.byPair ?? 0,
      latestPair: row?.latestPair ? new Date(row.latestPair) : null,
    };
  },

  async record(db: DbOrTx, email: string, ip: string) {
    await db.insert(loginFailures).values({ email, ip });
  },

  /** A successful sign-in forgives the account's failures (not the IP's). */
  async clearEmail(db: DbOrTx, email: string) {
    await db.delete(loginFailures).where(eq(loginFailures.email, email));
  },

  async purgeBefore(db: DbOrTx, before: Date) {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  },
};
export type LoginThrottleRepository = typeof loginThrottleRepository;
