import type { AccountRole, AccountStatus, Language, SellerRequestStatus } from '@gavel/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { audit as Audit } from '../audit/index.js';
import type { AuthService, PasswordResetService } from '../auth/index.js';
import { mailLanguage, type Notifier } from '../notifications/index.js';
import { render } from '../notifications/index.js';
import { accountApproved, sellerAccepted, sellerDeclined } from '../notifications/index.js';
import type { RegistrationService } from '../registration/index.js';
import type { AccountsRepository, SellerRequestsAdminRepository } from './console-accounts.repository.js';
import { presentAccountDetail, presentAccountRow, presentSellerRequest } from './console-accounts.presenter.js';

/** The operator acting (audited with each change). */
export interface Actor {
  actorId: number;
  ip?: string;
}

/** How long the "set your password" link of a new seller account stays valid. */
export const SELLER_LINK_DAYS = 7;

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Buyers' accounts and seller requests, for the operator console. Each change locks its
 * row, commits with its audit entry, and only then emails the person, in their language.
 */
export interface ConsoleAccountsDeps {
  db: Db;
  accounts: AccountsRepository;
  sellerRequests: SellerRequestsAdminRepository;
  auth: Pick<AuthService, 'lockStatus' | 'setStatus'>;
  passwordReset: Pick<PasswordResetService, 'issueLink'>;
  registration: Pick<RegistrationService, 'createSellerAccount'>;
  audit: Pick<typeof Audit, 'record'>;
  notifier: Pick<Notifier, 'mail' | 'link'>;
}

export function createConsoleAccountsService(d: ConsoleAccountsDeps) {
  const { db, notifier, audit, accounts: accountsRepository, sellerRequests: sellerRequestsAdminRepository } = d;
  /** Moves an account from one status to another (row locked); answers its row after the change. */
  async function transition(by: Actor, id: number, from: AccountStatus, to: AccountStatus, action: string) {
    return db.transaction(async (tx) => {
      const status = await d.auth.lockStatus(tx, id);
      if (!status) throw new AppError('NOT_FOUND');
      if (status !== from) throw conflict(`The account is ${status}, not ${from}.`);
      await d.auth.setStatus(tx, id, to);
      await audit.record(tx, { ...by, action, entity: 'user', entityId: id, userId: id, before: { status: from }, after: { status: to } });
      return (await accountsRepository.row(tx, id))!;
    });
  }

  /** Locks a pending seller request, or refuses (NOT_FOUND, CONFLICT when already decided). */
  async function pendingRequest(tx: Tx, id: number) {
    const request = await sellerRequestsAdminRepository.lock(tx, id);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status !== 'pending') throw conflict(`The request was already ${request.status}.`);
    return request;
  }

  return {
    async list(f: { q?: string; status?: AccountStatus; role?: AccountRole; page: number; perPage: number }) {
      const { rows, total, pending } = await accountsRepository.list(db, f);
      return { records: rows.map(presentAccountRow), totalRecords: total, pendingCount: pending };
    },

    async get(id: number) {
      const d = await accountsRepository.detail(db, id);
      if (!d) throw new AppError('NOT_FOUND');
      return presentAccountDetail(d);
    },

    /** A pending buyer may log in from now on; they are told by email. */
    async approve(by: Actor, id: number) {
      const row = await transition(by, id, 'pending', 'active', 'accounts.approve');
      const language = mailLanguage(row.language);
      notifier.mail(row.email, render(accountApproved[language], language, { name: row.firstName }, notifier.link('/login')));
      return presentAccountRow(row);
    },

    /** A deactivated account may log in again (its old sessions stay revoked). */
    async reactivate(by: Actor, id: number) {
      return presentAccountRow(await transition(by, id, 'deactivated', 'active', 'accounts.reactivate'));
    },

    async sellerRequests(f: { status?: SellerRequestStatus; page: number; perPage: number }) {
      const { rows, total } = await sellerRequestsAdminRepository.list(db, f);
      return { records: rows.map(presentSellerRequest), totalRecords: total };
    },

    /**
     * Accepts a seller request: creates an active seller account (with the request's company)
     * without a password and emails a link to set one (a password-reset token valid SELLER_LINK_DAYS).
     */
    async acceptSellerRequest(by: Actor, id: number, chosen?: Language) {
      const out = await db.transaction(async (tx) => {
        const request = await pendingRequest(tx, id);
        const language = chosen ?? mailLanguage(request.language);
        const userId = await d.registration.createSellerAccount(tx, {
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          phone: request.phone,
          companyName: request.companyName,
          language,
        });
        if (userId === null) throw new AppError('EMAIL_TAKEN');
        const token = await d.passwordReset.issueLink(tx, userId, SELLER_LINK_DAYS * 86_400_000);
        const decided = await sellerRequestsAdminRepository.decide(tx, id, { status: 'accepted', decidedBy: by.actorId, userId, language });
        await audit.record(tx, {
          ...by, action: 'accounts.acceptSellerRequest', entity: 'seller_request', entityId: id, userId,
          before: { status: 'pending' }, after: { status: 'accepted', user_id: userId, email: request.email, company: request.companyName, language },
        });
        return { decided, language, token };
      });
      const { token } = out;
      const r = out.decided;
      notifier.mail(
        r.email,
        render(sellerAccepted[out.language], out.language, { name: r.firstName, company: r.companyName, email: r.email, days: String(SELLER_LINK_DAYS) }, notifier.link(`/reset_password/${token}`)),
      );
      return presentSellerRequest(r);
    },

    /** Declines a seller request; the reason is emailed to the requester in their language. */
    async declineSellerRequest(by: Actor, id: number, reason: string, chosen?: Language) {
      const out = await db.transaction(async (tx) => {
        const request = await pendingRequest(tx, id);
        const language = chosen ?? mailLanguage(request.language);
        const decided = await sellerRequestsAdminRepository.decide(tx, id, { status: 'declined', decidedBy: by.actorId, declineReason: reason, language });
        await audit.record(tx, {
          ...by, action: 'accounts.declineSellerRequest', entity: 'seller_request', entityId: id,
          before: { status: 'pending' }, after: { status: 'declined', reason, language },
        });
        return { decided, language };
      });
      const r = out.decided;
      notifier.mail(r.email, render(sellerDeclined[out.language], out.language, { name: r.firstName, company: r.companyName, reason }));
      return presentSellerRequest(r);
    },

    /** A tax document of the account's company, for staff only (the route checks access). */
    taxDocument: (userId: number, documentId: number) => accountsRepository.taxDocument(db, userId, documentId),
  };
}
export type ConsoleAccountsService = ReturnType<typeof createConsoleAccountsService>;
