import { loginReturnval } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import { authRepository } from './auth.repository.js';
import { dummyPasswordHash, verifyPassword } from './auth.passwords.js';
import { hashToken, newToken, tokenLifetimeMs } from './auth.tokens.js';
import { presentUser } from './auth.presenter.js';

export function createAuthService(db: Db) {
  return {
    /**
     * Checks credentials and issues a token. Answers the spec's returnval codes:
     * 3 signed in, 2 wrong email or password, 4 pending approval or deactivated,
     * 5 invited account that must finish registration (docs/decisions.md).
     */
    async login(input: { email: string; password: string; remember: boolean }) {
      const user = await authRepository.findUserByEmail(db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !user.passwordHash || !ok) {
        return { status: 'error' as const, returnval: loginReturnval.invalidCredentials, code: 'INVALID_CREDENTIALS' as const };
      }
      if (user.status === 'pending') return { status: 'error' as const, returnval: loginReturnval.notAllowed, code: 'ACCOUNT_PENDING' as const };
      if (user.status === 'deactivated') return { status: 'error' as const, returnval: loginReturnval.notAllowed, code: 'ACCOUNT_DEACTIVATED' as const };
      const token = newToken();
      await authRepository.insertToken(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        remember: input.remember,
        expiresAt: new Date(Date.now() + tokenLifetimeMs(input.remember)),
      });
      const withCompany = await authRepository.findUserWithCompany(db, user.id);
      return {
        status: 'success' as const,
        returnval: loginReturnval.ok,
        token,
        user: presentUser(user, withCompany?.companyName ?? null),
      };
    },

    async logout(user: AuthUser) {
      await authRepository.revokeToken(db, user.tokenId);
    },

    async resolveToken(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const row = await authRepository.findActiveToken(db, hashToken(token), new Date());
      if (!row || row.user.status !== 'active') return null;
      const u = row.user;
      return {
        id: u.id,
        tokenId: row.tokenId,
        isBuyer: u.isBuyer,
        isAdmin: u.isAdmin,
        isEmployee: u.isEmployee,
        companyId: u.companyId,
        language: u.language,
      };
    },

    async currentUser(userId: number) {
      const row = await authRepository.findUserWithCompany(db, userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return presentUser(row.user, row.companyName);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
