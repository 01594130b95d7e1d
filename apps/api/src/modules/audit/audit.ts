import type { DbOrTx } from '../../platform/db/client.js';
import { auditRepository } from './audit.repository.js';

/** What an operator did. `before`/`after` are small JSON snapshots of the fields that changed. */
export interface AuditRecord {
  /** Who acted (staff or a seller on its own lot); null for a system command. */
  actorId: number | null;
  /** Dotted verb: `admin.deactivateUser`, `offers.accept`, `content.savePage`, ... */
  action: string;
  /** Kind of row: `user`, `lot`, `bid`, `offer`, `invoice`, `dispute`, `setting`, `seller_request`, ... */
  entity: string;
  entityId: string | number;
  lotId?: number | null;
  userId?: number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** JSON-safe copy (Dates become ISO strings, undefined fields vanish, bigints become strings). */
const snapshot = (v: unknown): unknown =>
  v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'null');

/**
 * The audit log. Call `audit.record(tx, {...})` inside the transaction that makes the
 * change, so the entry and the change commit (or roll back) together.
 */
export const audit = {
  async record(tx: DbOrTx, r: AuditRecord): Promise<void> {
    await auditRepository.insert(tx, {
      actorId: r.actorId,
      action: r.action,
      entity: r.entity,
      entityId: String(r.entityId),
      lotId: r.lotId ?? null,
      userId: r.userId ?? null,
      before: snapshot(r.before),
      after: snapshot(r.after),
      ip: r.ip ?? null,
    });
  },
};

/** The audit log as services receive it (from the composition root). */
export type AuditLog = Pick<typeof audit, 'record'>;
