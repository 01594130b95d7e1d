import { businessStructures, fieldMessages, paymentMethods, sameEmail, type Language, type Registration } from '@gavel/contract';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuthService } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import type { ContentService } from '../content/index.js';
import type { Notifier } from '../notifications/index.js';
import type { RegistrationRepository } from './registration.repository.js';
import type { TaxDocumentsRepository } from './tax-documents.repository.js';
import { createRegistrationWriter, userColumns } from './registration.writer.js';

/** Operator setting: whether new buyers wait for approval (default: no). */
export const BUYER_APPROVAL_KEY = 'buyer_approval';

const emailTaken = () => new AppError('EMAIL_TAKEN', fieldMessages.emailUsed, { fields: { email: fieldMessages.emailUsed } });

export interface RegistrationDeps {
  db: Db;
  repo: RegistrationRepository;
  taxDocuments: Pick<TaxDocumentsRepository, 'claim'>;
  notifier: Pick<Notifier, 'welcome'>;
  auth: Pick<AuthService, 'inspectInvitation' | 'useInvitations' | 'startSessionFor'>;
  content: Pick<ContentService, 'staticPage'>;
  /** The operator's BUYER_APPROVAL_KEY setting (null when never set). */
  buyerApproval: () => Promise<{ required?: boolean } | null | undefined>;
  now?: () => Date;
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, notifier, repo: registrationRepository } = deps;
  const { assertUsernameFree, insertCompany, precheckRegistration, writeRegistrationDetails } = createRegistrationWriter(registrationRepository, deps.taxDocuments, deps.now ?? (() => new Date()));

  const approvalRequired = async () => (await deps.buyerApproval())?.required === true;

  return {
    /** check_unique: true while no account uses the address (case-insensitive). */
    async emailFree(email: string) {
      return !(await registrationRepository.emailTaken(db, email.trim()));
    },

    /** What the wizard shows: categories with brands, the terms in the language, the approval rule. */
    async wizardData(language: Language) {
      const [categories, terms, approval] = await Promise.all([
        registrationRepository.categoriesWithBrands(db),
        deps.content.staticPage('terms', language).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
          throw err;
        }),
        approvalRequired(),
      ]);
      return {
        categories,
        terms: terms ? { title: terms.title, content: terms.content, language: terms.language } : null,
        approval_required: approval,
        business_structures: [...businessStructures],
        payment_methods: [...paymentMethods],
      };
    },

    /**
     * Registers a buyer: company, user and every detail in one transaction. The email's
     * uniqueness is the database's (citext unique index): of simultaneous registrations
     * with one address exactly one commits, the others answer EMAIL_TAKEN. Any refusal
     * rolls the whole registration back. The welcome email goes out after commit.
     */
    async register(r: Registration) {
      if (await registrationRepository.emailTaken(db, r.email)) throw emailTaken();
      const categoryIds = await precheckRegistration(db, r);
      await assertUsernameFree(db, r);
      const [passwordHash, pending] = await Promise.all([hashPassword(r.password), approvalRequired()]);
      const userId = await db.transaction(async (tx) => {
        await assertUsernameFree(tx, r);
        const companyId = await insertCompany(tx, r);
        const id = await registrationRepository.insertUser(tx, {
          ...userColumns(r),
          email: r.email,
          passwordHash,
          companyId,
          status: pending ? 'pending' : 'active',
        });
        if (id === null) throw emailTaken();
        await writeRegistrationDetails(tx, r, { userId: id, companyId, categoryIds });
        return id;
      });
      notifier.welcome(r.email, { name: r.first_name, language: r.language, pendingApproval: pending });
      return { user_id: userId, account_status: pending ? ('pending' as const) : ('active' as const) };
    },

    /**
     * An invited user completes the registration with the wizard payload. The account is
     * the token's; its email cannot change. The invitation is used up, the account becomes
     * active (the operator invited it) and a session is answered.
     */
    async completeInvitation(r: Registration & { token: string; user_id: number }) {
      const invited = await deps.auth.inspectInvitation(db, r.token);
      // The spec's payload names the user; the token must be that user's invitation.
      if (invited.user.id !== r.user_id) throw new AppError('TOKEN_INVALID');
      if (!sameEmail(invited.user.email, r.email)) {
        throw new AppError('VALIDATION_FAILED', fieldMessages.invitedEmailFixed, { fields: { email: fieldMessages.invitedEmailFixed } });
      }
      const userId = invited.user.id;
      const categoryIds = await precheckRegistration(db, r);
      await assertUsernameFree(db, r, userId);
      const passwordHash = await hashPassword(r.password);
      await db.transaction(async (tx) => {
        // Locks the invitation and re-checks it: of two simultaneous completions one wins.
        await deps.auth.inspectInvitation(tx, r.token, { lock: true });
        await assertUsernameFree(tx, r, userId);
        const companyId = await insertCompany(tx, r);
        await registrationRepository.updateUser(tx, userId, { ...userColumns(r), passwordHash, companyId, status: 'active' });
        await writeRegistrationDetails(tx, r, { userId, companyId, categoryIds });
        await deps.auth.useInvitations(tx, userId);
      });
      notifier.welcome(invited.user.email, { name: r.first_name, language: r.language, pendingApproval: false });
      return deps.auth.startSessionFor(userId);
    },

    /**
     * An account created by an operator (an accepted seller request): its company and an
     * active seller user without a password, inside the caller's transaction. Null when the
     * email is taken.
     */
    async createSellerAccount(
      tx: DbOrTx,
      a: { email: string; firstName: string; lastName: string; phone: string; companyName: string; language: Language },
    ) {
      const companyId = await registrationRepository.insertCompany(tx, { name: a.companyName, registrationNumber: '' });
      return registrationRepository.insertUser(tx, {
        email: a.email,
        username: '',
        firstName: a.firstName,
        lastName: a.lastName,
        phone: a.phone,
        companyId,
        language: a.language,
        passwordHash: null,
        isBuyer: false,
        isSeller: true,
        status: 'active',
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
