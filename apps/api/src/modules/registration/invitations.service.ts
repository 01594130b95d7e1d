import { fieldMessages, invitationRules, type Language } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuthService } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import type { Notifier } from '../notifications/index.js';
import type { RegistrationRepository } from './registration.repository.js';
import type { audit as Audit } from '../audit/index.js';

export interface InviteInput {
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  language: Language;
  password?: string;
}

export interface InvitationsDeps {
  db: Db;
  repo: Pick<RegistrationRepository, 'insertUser' | 'updateUser'>;
  auth: Pick<AuthService, 'findUserByEmail' | 'issueInvitation' | 'inspectInvitation'>;
  audit: Pick<typeof Audit, 'record'>;
  notifier: Pick<Notifier, 'invitation'>;
}

export function createInvitationsService({ db, repo: registrationRepository, auth, audit, notifier }: InvitationsDeps) {
  return {
    /**
     * Creates an invited account (no password unless the operator gives one) and emails
     * the /afterregister/{token} link. Re-inviting an address that is still invited sends
     * a new link; an address with a complete account answers EMAIL_TAKEN.
     */
    async invite(staffId: number, input: InviteInput) {
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const result = await db.transaction(async (tx) => {
        const existing = await auth.findUserByEmail(tx, input.email);
        let userId: number;
        if (existing) {
          if (existing.status !== 'invited') {
            throw new AppError('EMAIL_TAKEN', fieldMessages.emailUsed, { fields: { email: fieldMessages.emailUsed } });
          }
          userId = existing.id;
          await registrationRepository.updateUser(tx, userId, {
            firstName: input.first_name,
            lastName: input.last_name,
            language: input.language,
            ...(passwordHash ? { passwordHash } : {}),
          });
        } else {
          const id = await registrationRepository.insertUser(tx, {
            email: input.email,
            username: '',
            firstName: input.first_name,
            lastName: input.last_name,
            language: input.language,
            passwordHash,
            isBuyer: true,
            status: 'invited',
          });
          if (id === null) throw new AppError('EMAIL_TAKEN', fieldMessages.emailUsed, { fields: { email: fieldMessages.emailUsed } });
          userId = id;
        }
        const issued = await auth.issueInvitation(tx, userId, { companyName: input.company_name, invitedBy: staffId });
        await audit.record(tx, {
          actorId: staffId, action: 'registration.inviteUser', entity: 'user', entityId: userId, userId,
          before: existing ? { status: existing.status, first_name: existing.firstName, last_name: existing.lastName } : null,
          after: { status: 'invited', email: input.email, first_name: input.first_name, last_name: input.last_name, company_name: input.company_name, language: input.language, password_set: !!input.password },
        });
        return { userId, ...issued };
      });
      notifier.invitation(input.email, {
        name: input.first_name,
        language: input.language,
        token: result.token,
        days: invitationRules.lifetimeDays,
      });
      return { user_id: result.userId, expires_at: result.expiresAt.toISOString() };
    },

    /** getUserDetailsFromToken: what pre-fills the wizard of an invited user. */
    async invitedDetails(token: string) {
      const { invitation, user } = await auth.inspectInvitation(db, token);
      return { id: user.id, first_name: user.firstName, last_name: user.lastName, companyname: invitation.companyName, email: user.email };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
