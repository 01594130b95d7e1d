import { invitationRules, passwordResetRules } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { Notifier } from '../notifications/index.js';
import { issueInvitationToken } from '../registration/index.js';
import { invitationsRepository } from '../registration/index.js';
import { authRepository } from './auth.repository.js';
import type { SessionSockets } from './auth.service.js';
import { hashPassword } from './auth.passwords.js';
import { hashToken, newToken } from './auth.tokens.js';
import { maskEmail } from './auth.emails.js';
import { loginThrottleRepository } from './login-throttle.repository.js';
import { passwordResetRepository } from './password-reset.repository.js';

const lifetimeMs = passwordResetRules.lifetimeMinutes * 60_000;
const hourAgo = () => new Date(Date.now() - 60 * 60_000);

type ResetRow = NonNullable<Awaited<ReturnType<typeof passwordResetRepository.findByHash>>>;

/** Why a reset token cannot be used, or null when it can. */
function refusal(row: ResetRow | null, now = new Date()) {
  if (!row || row.user.status === 'deactivated' || row.user.status === 'invited') return 'TOKEN_INVALID' as const;
  if (row.reset.usedAt) return 'TOKEN_USED' as const;
  if (row.reset.expiresAt.getTime() <= now.getTime()) return 'TOKEN_EXPIRED' as const;
  return null;
}

export function createPasswordResetService(db: Db, notifier: Notifier, sockets?: () => SessionSockets) {
  return {
    /**
     * Emails a reset link when the address belongs to an active or pending account; an
     * invited account gets a fresh invitation link instead (it has no password to reset).
     * The caller always answers the same success, whatever happened here.
     */
    async request(email: string) {
      const user = await authRepository.findUserByEmail(db, email);
      if (!user || user.status === 'deactivated') return;
      const name = user.firstName;
      if (user.status === 'invited') {
        if ((await invitationsRepository.countSince(db, user.id, hourAgo())) >= passwordResetRules.maxPerHour) return;
        const { token } = await issueInvitationToken(db, user.id);
        notifier.invitation(user.email, { name, language: user.language, token, days: invitationRules.lifetimeDays });
        return;
      }
      if ((await passwordResetRepository.countSince(db, user.id, hourAgo())) >= passwordResetRules.maxPerHour) return;
      const token = newToken();
      await passwordResetRepository.insert(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + lifetimeMs),
      });
      notifier.passwordReset(user.email, { name, language: user.language, token, minutes: passwordResetRules.lifetimeMinutes });
    },

    /** Decodes a token for the reset form. */
    async inspect(token: string) {
      const row = await passwordResetRepository.findByHash(db, hashToken(token));
      const why = refusal(row);
      if (why) throw new AppError(why);
      return { emailid: maskEmail(row!.user.email), user_id: row!.user.id };
    },

    /**
     * Sets the new password, uses up the account's reset links and ends every session of
     * the account, in one transaction (a refused or failed reset changes nothing).
     */
    async reset(token: string, password: string) {
      const tokenHash = hashToken(token);
      const early = refusal(await passwordResetRepository.findByHash(db, tokenHash));
      if (early) throw new AppError(early);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = await passwordResetRepository.findByHash(tx, tokenHash, true);
        const why = refusal(row);
        if (why) throw new AppError(why);
        await passwordResetRepository.setPassword(tx, row!.user.id, passwordHash);
        await passwordResetRepository.useAll(tx, row!.user.id);
        await authRepository.revokeAllTokens(tx, row!.user.id);
        await loginThrottleRepository.clearEmail(tx, row!.user.email);
        return row!.user.id;
      });
      // Every session of the account ended: so do its sockets, on every process.
      sockets?.().disconnectUser(userId);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
