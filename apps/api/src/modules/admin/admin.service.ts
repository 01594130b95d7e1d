import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { audit as Audit } from '../audit/index.js';

export interface AdminDeps {
  db: Db;
  auth: Pick<AuthService, 'lockStatus' | 'setStatus' | 'revokeAllSessions'>;
  audit: Pick<typeof Audit, 'record'>;
  realtime: () => Pick<Realtime, 'emitToUser' | 'disconnectUser'>;
}

export function createAdminService({ db, auth, audit, realtime }: AdminDeps) {
  return {
    /** Deactivates an account and revokes its tokens in one transaction; then forces its sessions out. */
    async deactivateUser(userId: number, by: { actorId: number; ip?: string }) {
      const found = await db.transaction(async (tx) => {
        const before = await auth.lockStatus(tx, userId);
        if (!before) return false;
        await auth.setStatus(tx, userId, 'deactivated');
        await auth.revokeAllSessions(tx, userId);
        await audit.record(tx, { actorId: by.actorId, ip: by.ip, action: 'admin.deactivateUser', entity: 'user', entityId: userId, userId, before: { status: before }, after: { status: 'deactivated' } });
        return true;
      });
      if (!found) throw new AppError('NOT_FOUND');
      realtime().emitToUser(userId, 'userDeactivate', { user_id: userId });
      // Its sockets stop receiving its private events, on every process.
      realtime().disconnectUser(userId);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
