import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import { authRepository } from '../auth/auth.repository.js';

export function createAdminService(db: Db, realtime: () => Realtime) {
  return {
    /** Deactivates an account and revokes its tokens in one transaction; then forces its sessions out. */
    async deactivateUser(userId: number) {
      const found = await db.transaction(async (tx) => {
        const ok = await authRepository.setUserStatus(tx, userId, 'deactivated');
        if (ok) await authRepository.revokeAllTokens(tx, userId);
        return ok;
      });
      if (!found) throw new AppError('NOT_FOUND');
      realtime().emitToUser(userId, 'userDeactivate', { user_id: userId });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
