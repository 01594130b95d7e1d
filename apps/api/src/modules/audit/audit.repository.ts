import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { auditLog, users } from '../../platform/db/schema/index.js';

export interface AuditQuery {
  lotId?: number;
  userId?: number;
  actorId?: number;
  action?: string;
  entity?: string;
  page: number;
  perPage: number;
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

export const auditRepository = {
  async insert(db: DbOrTx, row: typeof auditLog.$inferInsert) {
    await db.insert(auditLog).values(row);
  },

  async list(db: DbOrTx, q: AuditQuery) {
    const where: SQL[] = [];
    if (q.lotId) where.push(eq(auditLog.lotId, q.lotId));
    if (q.userId) where.push(eq(auditLog.userId, q.userId));
    if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
    if (q.action) where.push(eq(auditLog.action, q.action));
    if (q.entity) where.push(eq(auditLog.entity, q.entity));
    const cond = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: auditLog,
          actorFirst: actor.firstName,
          actorLast: actor.lastName,
          actorEmail: actor.email,
          subjectFirst: subject.firstName,
          subjectLast: subject.lastName,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.userId))
        .where(cond)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      db.select({ n: count() }).from(auditLog).where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async actions(db: DbOrTx): Promise<string[]> {
    const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(sql`1`);
    return rows.map((r) => r.action);
  },
};
export type AuditRow = Awaited<ReturnType<typeof auditRepository.list>>['rows'][number];
export type AuditRepository = typeof auditRepository;
