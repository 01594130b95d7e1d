import { invitationRules } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { hashToken, newToken } from './auth.tokens.js';
import type { InvitationsRepository } from './invitations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation links of invited accounts: issued here, checked here, used up here. */
export function createInvitationTokens(repo: InvitationsRepository, now: () => Date) {
  return {
    /**
     * Issues a new invitation token for an invited user (the invitation email, a re-invite,
     * the returnval-5 login answer, a forgotten-password request of an invited account).
     * Earlier tokens stay valid until they expire or the registration is completed.
     */
    async issue(db: DbOrTx, userId: number, opts: { companyName?: string; invitedBy?: number | null } = {}): Promise<{ token: string; expiresAt: Date }> {
      const previous = opts.companyName === undefined ? await repo.latestFor(db, userId) : null;
      const token = newToken();
      const expiresAt = new Date(now().getTime() + invitationRules.lifetimeDays * DAY_MS);
      await repo.insert(db, {
        userId,
        tokenHash: hashToken(token),
        companyName: opts.companyName ?? previous?.companyName ?? '',
        invitedBy: opts.invitedBy ?? previous?.invitedBy ?? null,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /**
     * The invitation behind a token, or the reason it cannot be used: TOKEN_INVALID (unknown,
     * or the account was deactivated), TOKEN_USED (used, or the account is already complete),
     * TOKEN_EXPIRED. With `lock`, the invitation and its user are locked for the transaction.
     */
    async inspect(db: DbOrTx, token: string, opts: { lock?: boolean } = {}) {
      const row = await repo.findByHash(db, hashToken(token), opts.lock);
      if (!row || row.user.status === 'deactivated') throw new AppError('TOKEN_INVALID');
      if (row.invitation.usedAt || row.user.status !== 'invited') throw new AppError('TOKEN_USED');
      if (row.invitation.expiresAt.getTime() <= now().getTime()) throw new AppError('TOKEN_EXPIRED');
      return row;
    },

    /** Completing the registration uses up every invitation of the user. */
    useAll: (db: DbOrTx, userId: number) => repo.useAll(db, userId),
    countSince: (db: DbOrTx, userId: number, since: Date) => repo.countSince(db, userId, since),
  };
}
export type InvitationTokens = ReturnType<typeof createInvitationTokens>;
