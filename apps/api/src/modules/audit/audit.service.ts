import type { Db } from '../../platform/db/client.js';
import type { AuditQuery, AuditRepository } from './audit.repository.js';
import { presentAuditEntry } from './audit.presenter.js';

/** The console's audit log view: one page of entries (newest first) and the actions recorded. */
export function createAuditService({ db, repo }: { db: Db; repo: Pick<AuditRepository, 'list' | 'actions'> }) {
  return {
    async list(q: AuditQuery) {
      const [{ rows, total }, actions] = await Promise.all([repo.list(db, q), repo.actions(db)]);
      return { records: rows.map(presentAuditEntry), totalRecords: total, actions };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
