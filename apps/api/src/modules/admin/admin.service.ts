import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import { authRepository } from '../auth/index.js';
import { audit } from '../audit/index.js';
import { registrationRepository } from '../registration/index.js';

export function createAdminService(db: Db, realtime: () => Realtime) {
  return {
    /** Deactivates an account and revokes its tokens in one transaction; then forces its sessions out. */
    async deactivateUser(userId: number, by: { actorId: number; ip?: string }) {
      const found = await db.transaction(async (tx) => {
        const before = (await registrationRepository.lockUser(tx, userId))?.status;
        if (!before) return false;
        await authRepository.setUserStatus(tx, userId, 'deactivated');
        await authRepository.revokeAllTokens(tx, userId);
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
