import { invitationRules, passwordResetRules } from '@gavel/contract';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { AuthRepository } from './auth.repository.js';
import type { InvitationsRepository } from './invitations.repository.js';
import { createInvitationTokens } from './invitation-tokens.js';
import type { SessionSockets } from './auth.service.js';
import { hashPassword } from './auth.passwords.js';
import { hashToken, newToken } from './auth.tokens.js';
import { maskEmail } from './auth.emails.js';
import type { LoginThrottleRepository } from './login-throttle.repository.js';
import type { PasswordResetRepository } from './password-reset.repository.js';

const lifetimeMs = passwordResetRules.lifetimeMinutes * 60_000;

type ResetRow = NonNullable<Awaited<ReturnType<PasswordResetRepository['findByHash']>>>;

/** Why a reset token cannot be used, or null when it can. */
function refusal(row: ResetRow | null, now: Date) {
  if (!row || row.user.status === 'deactivated' || row.user.status === 'invited') return 'TOKEN_INVALID' as const;
  if (row.reset.usedAt) return 'TOKEN_USED' as const;
  if (row.reset.expiresAt.getTime() <= now.getTime()) return 'TOKEN_EXPIRED' as const;
  return null;
}

export interface PasswordResetDeps {
  db: Db;
  users: AuthRepository;
  resets: PasswordResetRepository;
  invitations: InvitationsRepository;
  throttle: Pick<LoginThrottleRepository, 'clearEmail'>;
  notifier: Pick<Notifier, 'invitation' | 'passwordReset'>;
  sockets?: () => SessionSockets;
  now?: () => Date;
}

export function createPasswordResetService(d: PasswordResetDeps) {
  const { db, notifier, sockets, users: authRepository, resets: passwordResetRepository } = d;
  const now = d.now ?? (() => new Date());
  const hourAgo = () => new Date(now().getTime() - 60 * 60_000);
  const invitations = createInvitationTokens(d.invitations, now);
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
        if ((await invitations.countSince(db, user.id, hourAgo())) >= passwordResetRules.maxPerHour) return;
        const { token } = await invitations.issue(db, user.id);
        notifier.invitation(user.email, { name, language: user.language, token, days: invitationRules.lifetimeDays });
        return;
      }
      if ((await passwordResetRepository.countSince(db, user.id, hourAgo())) >= passwordResetRules.maxPerHour) return;
      const token = newToken();
      await passwordResetRepository.insert(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + lifetimeMs),
      });
      notifier.passwordReset(user.email, { name, language: user.language, token, minutes: passwordResetRules.lifetimeMinutes });
    },

    /** Decodes a token for the reset form. */
    async inspect(token: string) {
      const row = await passwordResetRepository.findByHash(db, hashToken(token));
      const why = refusal(row, now());
      if (why) throw new AppError(why);
      return { emailid: maskEmail(row!.user.email), user_id: row!.user.id };
    },

    /**
     * Sets the new password, uses up the account's reset links and ends every session of
     * the account, in one transaction (a refused or failed reset changes nothing).
     */
    async reset(token: string, password: string) {
      const tokenHash = hashToken(token);
      const early = refusal(await passwordResetRepository.findByHash(db, tokenHash), now());
      if (early) throw new AppError(early);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = await passwordResetRepository.findByHash(tx, tokenHash, true);
        const why = refusal(row, now());
        if (why) throw new AppError(why);
        await passwordResetRepository.setPassword(tx, row!.user.id, passwordHash);
        await passwordResetRepository.useAll(tx, row!.user.id);
        await authRepository.revokeAllTokens(tx, row!.user.id);
        await d.throttle.clearEmail(tx, row!.user.email);
        return row!.user.id;
      });
      // Every session of the account ended: so do its sockets, on every process.
      sockets?.().disconnectUser(userId);
    },

    /**
     * A link to set a password for an account that has none yet (a new seller account), valid
     * `lifetimeMs`, stored inside the caller's transaction. Answers the token for the email.
     */
    async issueLink(tx: DbOrTx, userId: number, lifetimeMs: number) {
      const token = newToken();
      await passwordResetRepository.insert(tx, { userId, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + lifetimeMs) });
      return token;
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
