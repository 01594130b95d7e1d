import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import type { AccountRepository } from './account.repository.js';
import { createAccountService } from './account.service.js';
import { spendCapRefusal } from './spend-cap.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type Stored = NonNullable<Awaited<ReturnType<AccountRepository['user']>>>;

/** One user, their tokens, settings and phone code, in memory. */
async function world(password = 'old-secret-1') {
  const user = { id: 7, email: 'ann@example.com', phone: '+15550100', language: 'English', passwordHash: await hashPassword(password) } as Stored['user'];
  const state = {
    user,
    tokens: [
      { id: 1, revoked: false },
      { id: 2, revoked: false },
    ],
    settings: null as { emailCodes: number[]; smsCodes: number[] } | null,
    phone: null as { userId: number; phone: string; codeHash: string; expiresAt: Date; attempts: number } | null,
    verifiedPhone: null as string | null,
  };
  const repo = fake<AccountRepository>(
    {
      user: async () => ({ user: state.user, companyName: null, profile: null, settings: state.settings }) as Stored,
      updateUser: async (_db, _id, values) => void Object.assign(state.user, values),
      revokeOtherTokens: async (_db, _id, keep) => {
        const ended = state.tokens.filter((t) => !t.revoked && t.id !== keep);
        ended.forEach((t) => (t.revoked = true));
        return ended.map((t) => t.id);
      },
      saveSettings: async (_db, _id, emailCodes, smsCodes) => void (state.settings = { emailCodes, smsCodes }),
      phoneCode: async () => state.phone as never,
      deletePhoneCode: async () => void (state.phone = null),
      countPhoneAttempt: async () => void (state.phone!.attempts += 1),
      upsertProfile: async (_db, _id, v) => void (state.verifiedPhone = v.phoneVerified ?? state.verifiedPhone),
    },
    'accountRepository',
  );
  const service = createAccountService({ db: fakeDb(), repo, jobs: fake<Jobs>({}, 'jobs'), notifier: { mail: () => {} }, publicUrl: 'https://gavel.test', now: () => NOW });
  return { service, state };
}

describe('account service', () => {
  it('refuses a password change when the old password is wrong, and changes nothing', async () => {
    const w = await world();
    const before = w.state.user.passwordHash;
    await expect(w.service.changePassword(7, 1, 'not-it', 'new-secret-2')).rejects.toMatchObject({ code: 'OLD_PASSWORD_MISMATCH' });
    expect(w.state.user.passwordHash).toBe(before);
    expect(w.state.tokens.every((t) => !t.revoked)).toBe(true);
  });

  it('changes the password and ends every other session, keeping the current one', async () => {
    const w = await world();
    await w.service.changePassword(7, 1, 'old-secret-1', 'new-secret-2');
    expect(await verifyPassword(w.state.user.passwordHash!, 'new-secret-2')).toBe(true);
    expect(w.state.tokens).toEqual([
      { id: 1, revoked: false },
      { id: 2, revoked: true },
    ]);
  });

  it('answers the default email choices until the user saves their own, then theirs', async () => {
    const w = await world();
    expect((await w.service.get(7)).notifications).toMatchObject({ user_notify: '1,2,4,5,6,7', user_notify_sms: '', watch_notify: 1, win_notify: 1, win_notify_sms: 0 });
    await w.service.saveNotificationSettings(7, [2, 6], [4]);
    // The codes, and each of the spec's named settings (email under its name, SMS under `<name>_sms`).
    expect((await w.service.get(7)).notifications).toEqual({
      user_notify: '2,6',
      user_notify_sms: '4',
      ...{ watch_notify: 0, bid_notify: 1, win_notify: 0, prefer: 0, endsoon_notify: 1, wsoon_notify: 0 },
      ...{ watch_notify_sms: 0, bid_notify_sms: 0, win_notify_sms: 1, prefer_sms: 0, endsoon_notify_sms: 0, wsoon_notify_sms: 0 },
    });
  });

  it('refuses an expired phone code and forgets it', async () => {
    const w = await world();
    w.state.phone = { userId: 7, phone: '+15550100', codeHash: sha('123456'), expiresAt: new Date(NOW.getTime() - 1), attempts: 0 };
    await expect(w.service.verifyPhoneCode(7, '123456')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(w.state.phone).toBeNull();
    expect(w.state.verifiedPhone).toBeNull();
  });

  it('counts a wrong phone code and verifies the phone with the right one', async () => {
    const w = await world();
    w.state.phone = { userId: 7, phone: '+15550100', codeHash: sha('123456'), expiresAt: new Date(NOW.getTime() + 60_000), attempts: 0 };
    await expect(w.service.verifyPhoneCode(7, '000000')).rejects.toMatchObject({ code: 'CODE_INVALID' });
    expect(w.state.phone.attempts).toBe(1);
    await w.service.verifyPhoneCode(7, '123456');
    expect(w.state.verifiedPhone).toBe('+15550100');
  });

  it('refuses a realtime token for another user', async () => {
    const w = await world();
    await expect(w.service.jwt(7, 8)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('spend cap rule', () => {
  it('lets the buyer reach their cap but not pass it', () => {
    expect(spendCapRefusal(10_000, 6_000, 4_000)).toBeNull();
    expect(spendCapRefusal(10_000, 6_000, 4_001)).toMatchObject({ code: 'SPEND_CAP_EXCEEDED', extra: { details: { cap: 100, committed: 60 } } });
  });

  it('has nothing to check without a cap', () => {
    expect(spendCapRefusal(null, 1_000_000, 1_000_000)).toBeNull();
  });
});
