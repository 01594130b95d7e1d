import { invitationRules } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { hashToken, newToken } from '../auth/index.js';
import { invitationsRepository } from './invitations.repository.js';

/**
 * Issues a new invitation token for an invited user (the invitation email, a re-invite,
 * the returnval-5 login answer, a forgotten-password request of an invited account).
 * Earlier tokens stay valid until they expire or the registration is completed.
 */
export async function issueInvitationToken(
  db: DbOrTx,
  userId: number,
  opts: { companyName?: string; invitedBy?: number | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const previous = opts.companyName === undefined ? await invitationsRepository.latestFor(db, userId) : null;
  const token = newToken();
  const expiresAt = new Date(Date.now() + invitationRules.lifetimeDays * 24 * 60 * 60 * 1000);
  await invitationsRepository.insert(db, {
    userId,
    tokenHash: hashToken(token),
    companyName: opts.companyName ?? previous?.companyName ?? '',
    invitedBy: opts.invitedBy ?? previous?.invitedBy ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}
