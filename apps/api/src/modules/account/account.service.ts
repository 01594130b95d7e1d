import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { account, catalog, languageSchema, notifications, search, type Language } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { AppError } from '../../platform/http/errors.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { mailLanguage, type Notifier } from '../notifications/index.js';
import { render } from '../notifications/index.js';
import { fillText, verificationTexts } from '../notifications/index.js';
import { SMS_QUEUE } from '../notifications/index.js';
import { defaultEmailCodes } from '../notifications/index.js';
import type { AccountRepository } from './account.repository.js';
import { signJwt, verifyJwt } from './signing.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** The settings as codes (`user_notify`, `user_notify_sms`) and by the spec's names (`watch_notify`, `watch_notify_sms`, ...). */
function notificationSettingsOf(emailCodes: readonly number[], smsCodes: readonly number[]) {
  const named = Object.fromEntries(
    Object.entries(notifications.notificationSettingCodes).flatMap(([name, code]) => [
      [name, bit(emailCodes.includes(code))],
      [`${name}_sms`, bit(smsCodes.includes(code))],
    ]),
  ) as Omit<z.output<typeof account.notificationSettingsSchema>, 'user_notify' | 'user_notify_sms'>;
  return { user_notify: emailCodes.join(','), user_notify_sms: smsCodes.join(','), ...named };
}
const JWT_SECONDS = 300;
const EMAIL_LINK_HOURS = 24;

/** My Account, My Preferences, verification and profile calls. */
export interface AccountDeps {
  db: Db;
  repo: AccountRepository;
  jobs: Pick<Jobs, 'send'>;
  notifier: Pick<Notifier, 'mail'>;
  publicUrl: string;
  /** Ends the sockets of revoked sessions on every process (the realtime gateway). */
  sockets?: () => { disconnectToken(tokenId: number): void };
  now?: () => Date;
}

export function createAccountService(deps: AccountDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  let secret: Promise<string> | null = null;
  const signingSecret = () => (secret ??= repo.signingSecret(db, randomBytes(32).toString('base64url')));

  const load = async (userId: number) => {
    const r = await repo.user(db, userId);
    if (!r) throw new AppError('UNAUTHENTICATED');
    return r;
  };

  const verifiedState = (r: NonNullable<Awaited<ReturnType<AccountRepository['user']>>>) => {
    const p = r.profile;
    const emailVerified = !!p?.emailVerified && p.emailVerified.toLowerCase() === r.user.email.toLowerCase();
    const phoneVerified = !!p?.phoneVerified && r.user.phone !== '' && p.phoneVerified === r.user.phone;
    const billingComplete =
      !!p && [p.billingFirstname, p.billingLastname, p.billingCompanyname, p.billingAddress, p.billingCity, p.billingState, p.billingCountry, p.billingZipcode].every((v) => v.trim() !== '');
    return { emailVerified, phoneVerified, billingComplete };
  };

  return {
    async get(userId: number) {
      const r = await load(userId);
      const p = r.profile;
      const v = verifiedState(r);
      return {
        users: {
          id: r.user.id,
          username: r.user.username,
          email: r.user.email,
          phone: r.user.phone,
          landline: r.user.landline,
          first_name: r.user.firstName,
          last_name: r.user.lastName,
          companyname: r.companyName ?? '',
          languageuser: languageSchema.catch('English').parse(r.user.language),
          isBuyer: bit(r.user.isBuyer),
          admin: bit(r.user.isAdmin),
          is_emp: bit(r.user.isEmployee),
          companyid: r.user.companyId ?? 0,
          address1: r.user.street,
          city: r.user.city,
          state: r.user.state,
          zip: r.user.zip,
          country: r.user.country,
          billing: {
            billing_firstname: p?.billingFirstname ?? '',
            billing_lastname: p?.billingLastname ?? '',
            billing_companyname: p?.billingCompanyname ?? '',
            billing_address: p?.billingAddress ?? '',
            billing_city: p?.billingCity ?? '',
            billing_state: p?.billingState ?? '',
            billing_country: p?.billingCountry ?? '',
            billing_zipcode: p?.billingZipcode ?? '',
          },
          email_verified: v.emailVerified,
          phone_verified: v.phoneVerified,
          spend_cap: p?.spendCap ?? null,
        },
        notifications: notificationSettingsOf(r.settings?.emailCodes ?? defaultEmailCodes, r.settings?.smsCodes ?? []),
      };
    },

    async changeContact(userId: number, type: 'phone' | 'landline', value: string) {
      await repo.updateUser(db, userId, type === 'phone' ? { phone: value } : { landline: value });
    },

    async saveBilling(userId: number, b: account.AccountBilling) {
      await repo.upsertProfile(db, userId, {
        billingFirstname: b.billing_firstname,
        billingLastname: b.billing_lastname,
        billingCompanyname: b.billing_companyname,
        billingAddress: b.billing_address,
        billingCity: b.billing_city,
        billingState: b.billing_state,
        billingCountry: b.billing_country,
        billingZipcode: b.billing_zipcode,
      });
    },

    async setLanguage(userId: number, language: Language) {
      await repo.updateUser(db, userId, { language });
    },

    async passwordMatches(userId: number, password: string) {
      const r = await load(userId);
      return !!r.user.passwordHash && (await verifyPassword(r.user.passwordHash, password));
    },

    /** Changes the password after checking the old one; every other session of the user ends. */
    async changePassword(userId: number, tokenId: number, oldPassword: string, newPassword: string) {
      if (!(await this.passwordMatches(userId, oldPassword))) {
        throw new AppError('OLD_PASSWORD_MISMATCH', account.passwordMessages.oldMismatch, { fields: { old_password: account.passwordMessages.oldMismatch } });
      }
      const passwordHash = await hashPassword(newPassword);
      const revoked = await db.transaction(async (tx) => {
        await repo.updateUser(tx, userId, { passwordHash });
        return repo.revokeOtherTokens(tx, userId, tokenId);
      });
      // The revoked sessions' sockets end too, on every process (as logout does).
      for (const id of revoked) deps.sockets?.().disconnectToken(id);
    },

    async saveNotificationSettings(userId: number, email: number[], sms: number[]) {
      await repo.saveSettings(db, userId, email, sms);
    },

    async preferences(userId: number) {
      const p = await repo.preferences(db, userId);
      return { interestin: p.categories.join(','), interestinRegion: p.regions.join(','), interestinarray: p.categories, interestinregionarray: p.regions };
    },

    async updatePreferences(userId: number, categoryIds: number[], regionIds: number[]) {
      const known = await repo.existingCategoryIds(db, categoryIds);
      if (known.length !== categoryIds.length) throw new AppError('VALIDATION_FAILED', 'Unknown category', { fields: { interestin: 'Unknown category' } });
      if (!regionIds.every((r) => (catalog.regionIds as readonly number[]).includes(r))) {
        throw new AppError('VALIDATION_FAILED', 'Unknown region', { fields: { interestinRegion: 'Unknown region' } });
      }
      await db.transaction((tx) => repo.replacePreferences(tx, userId, categoryIds, regionIds));
    },

    async sendPhoneCode(userId: number) {
      const r = await load(userId);
      if (!r.user.phone.trim()) throw new AppError('PHONE_REQUIRED');
      const { digits, minutes } = account.phoneCodeRules;
      const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
      await repo.savePhoneCode(db, { userId, phone: r.user.phone, codeHash: sha(code), expiresAt: new Date(now().getTime() + minutes * 60_000) });
      const language = mailLanguage(r.user.language);
      await deps.jobs.send(SMS_QUEUE, { to: r.user.phone, text: fillText(verificationTexts[language].smsCode, { code, minutes: String(minutes) }) });
    },

    async verifyPhoneCode(userId: number, code: string) {
      const row = await repo.phoneCode(db, userId);
      if (!row) throw new AppError('CODE_INVALID');
      if (row.expiresAt.getTime() < now().getTime()) {
        await repo.deletePhoneCode(db, userId);
        throw new AppError('TOKEN_EXPIRED', 'The code has expired. Ask for a new one.');
      }
      if (row.attempts >= account.phoneCodeRules.attempts) throw new AppError('RATE_LIMITED', 'Too many wrong codes. Ask for a new one.');
      const ok = timingSafeEqual(Buffer.from(sha(code)), Buffer.from(row.codeHash));
      if (!ok) {
        await repo.countPhoneAttempt(db, userId);
        throw new AppError('CODE_INVALID');
      }
      await repo.upsertProfile(db, userId, { phoneVerified: row.phone });
      await repo.deletePhoneCode(db, userId);
    },

    /** Without a token: mails a signed link. With one: marks the email verified. */
    async verifyEmail(userId: number, token?: string) {
      const r = await load(userId);
      const key = await signingSecret();
      if (!token) {
        const t = signJwt(key, { sub: userId, em: sha(r.user.email.toLowerCase()), purpose: 'email', exp: Math.floor(now().getTime() / 1000) + EMAIL_LINK_HOURS * 3600 });
        const language = mailLanguage(r.user.language);
        const v = verificationTexts[language];
        deps.notifier.mail(
          r.user.email,
          render({ subject: v.emailSubject, paragraphs: [v.emailBody], action: v.emailAction }, language, {}, `${deps.publicUrl.replace(/\/+$/, '')}/my_account?verify_email=${t}`),
        );
        return 'sent' as const;
      }
      const claims = verifyJwt(key, token);
      if (!claims || claims.purpose !== 'email' || claims.sub !== userId || claims.em !== sha(r.user.email.toLowerCase())) throw new AppError('TOKEN_INVALID');
      await repo.upsertProfile(db, userId, { emailVerified: r.user.email });
      return 'verified' as const;
    },

    async updateProfile(userId: number, input: { first_name?: string; last_name?: string; spend_cap?: number | null }) {
      const values: { firstName?: string; lastName?: string } = {};
      if (input.first_name !== undefined) values.firstName = input.first_name;
      if (input.last_name !== undefined) values.lastName = input.last_name;
      if (Object.keys(values).length) await repo.updateUser(db, userId, values);
      if (input.spend_cap !== undefined) await repo.upsertProfile(db, userId, { spendCap: input.spend_cap });
    },

    async checkValidation(userId: number) {
      const v = verifiedState(await load(userId));
      const missing = [
        ...(v.emailVerified ? [] : ['email' as const]),
        ...(v.phoneVerified ? [] : ['phone' as const]),
        ...(v.billingComplete ? [] : ['billing' as const]),
      ];
      return { email_verified: v.emailVerified, phone_verified: v.phoneVerified, billing_complete: v.billingComplete, ready: missing.length === 0, missing };
    },

    async jwt(userId: number, requestedId: number) {
      if (requestedId !== userId) throw new AppError('FORBIDDEN');
      const token = signJwt(await signingSecret(), { sub: userId, purpose: 'realtime', exp: Math.floor(now().getTime() / 1000) + JWT_SECONDS });
      return { token, expires_in: JWT_SECONDS };
    },

    activeSorts() {
      return {
        search: search.searchSortCodes.map((orderby) => ({ orderby, label: search.searchSortLabels[orderby] })),
        // Dashboard order-by ids (spec 2 §9).
        dashboard: [
          { type: 'watchlist', orderbyid: 1 },
          { type: 'won', orderbyid: 2 },
          { type: 'buy_now', orderbyid: 3 },
          { type: 'lost', orderbyid: 4 },
          { type: 'active', orderbyid: 5 },
        ],
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
