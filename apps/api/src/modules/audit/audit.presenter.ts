import type { AuditEntry } from '@gavel/contract';
import type { AuditRow } from './audit.repository.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function presentAuditEntry({ row, actorFirst, actorLast, actorEmail, subjectFirst, subjectLast }: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    lot_id: row.lotId,
    user_id: row.userId,
    user_name: row.userId != null && (subjectFirst != null || subjectLast != null) ? fullName(subjectFirst, subjectLast) : null,
    actor: row.actorId != null && actorEmail != null ? { id: row.actorId, name: fullName(actorFirst, actorLast), email: actorEmail } : null,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}
