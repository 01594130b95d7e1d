import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { categories, orders, regions, users } from '../../src/platform/db/schema/index.js';

/** My Account, My Preferences, verification calls and the spend cap (spec 2 §2, §5, §7). */
let s: TestServer;
let buyer: TestUser;
let other: TestUser;
let token: string;
let otherToken: string;
let categoryId: number;

const billing = {
  billing_firstname: 'Ada',
  billing_lastname: 'Lovelace',
  billing_companyname: 'Engines Ltd',
  billing_address: '1 Analytical Way',
  billing_city: 'London',
  billing_state: 'LDN',
  billing_country: 'United Kingdom',
  billing_zipcode: '12345',
};

async function waitForFile(dir: string, fragment: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(dir)) {
      for (const f of fs.readdirSync(dir)) {
        const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (text.includes(fragment)) return text;
      }
    }
    if (Date.now() > until) throw new Error(`no file in ${dir} with ${fragment}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  [buyer, other] = await Promise.all([s.buildUser(), s.buildUser()]);
  [token, otherToken] = await Promise.all([s.loginAs(buyer), s.loginAs(other)]);
  await s.database.db.insert(regions).values([{ id: 1, name: 'America', languageVar: 'america' }, { id: 3, name: 'Europe', languageVar: 'europe' }]).onConflictDoNothing();
  const [c] = await s.database.db.insert(categories).values({ key: 'acct-cat', name: 'Phones' }).returning();
  categoryId = c!.id;
});
afterAll(() => s?.close());

describe('my account', () => {
  it('answers the user, billing, verification state and notification settings (defaults: email on, SMS off)', async () => {
    const res = await s.api('GET', '/api/user/my-account', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.users).toMatchObject({ id: buyer.id, email: buyer.email, email_verified: false, phone_verified: false, spend_cap: null, languageuser: 'English' });
    expect(res.body.data.notifications).toMatchObject({ user_notify: '1,2,4,5,6,7', user_notify_sms: '', watch_notify: 1, wsoon_notify: 1, watch_notify_sms: 0 });
    expect((await s.api('GET', '/api/user/my-account')).status).toBe(401);
  });

  it('changes phone and landline inline, refusing a malformed number', async () => {
    expect((await s.api('POST', '/api/user/dashboard/change_user_phone', { token, body: { p_val: '+1 555 0199', type: 'phone' } })).status).toBe(200);
    expect((await s.api('POST', '/api/user/dashboard/change_user_landline', { token, body: { p_val: '020 7946 0000', type: 'landline' } })).status).toBe(200);
    const bad = await s.api('POST', '/api/user/dashboard/change_user_phone', { token, body: { p_val: 'call me' } });
    expect(bad.status).toBe(400);
    expect((await s.api('POST', '/api/user/dashboard/change_user_fax', { token, body: { p_val: '123456' } })).status).toBe(400);
    const me = (await s.api('GET', '/api/user/my-account', { token })).body.data.users;
    expect(me).toMatchObject({ phone: '+1 555 0199', landline: '020 7946 0000' });
  });

  it('saves the billing address and refuses a bad zip with the spec messages', async () => {
    expect((await s.api('POST', '/api/user/dashboard/insertProfileAdmin', { token, body: billing })).status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token })).body.data.users.billing).toEqual(billing);
    for (const [zip, message] of [['1234', 'Min 4 Characters'], ['1234567', 'Max 6 Characters'], ['12a45', 'Invalid Format']] as const) {
      const res = await s.api('POST', '/api/user/dashboard/insertProfileAdmin', { token, body: { ...billing, billing_zipcode: zip } });
      expect(res.status).toBe(400);
      expect(res.body.fields.billing_zipcode).toBe(message);
    }
    const missing = await s.api('POST', '/api/user/dashboard/insertProfileAdmin', { token, body: { ...billing, billing_city: '' } });
    expect(missing.body.fields.billing_city).toBe('Required Field');
  });

  it('sets the language, which the account and emails then use', async () => {
    const res = await s.api('GET', '/api/user/languser/German', { token: otherToken });
    expect(res.body).toMatchObject({ status: 'success', languageuser: 'German' });
    const [row] = await s.database.db.select({ language: users.language }).from(users).where(eq(users.id, other.id));
    expect(row!.language).toBe('German');
    expect((await s.api('GET', '/api/user/languser/Klingon', { token: otherToken })).status).toBe(400);
  });

  it('saves notification settings sent as form data', async () => {
    const res = await s.api('POST', '/api/user/insertProfilenotfication', {
      token,
      rawBody: new URLSearchParams({ user_id: String(buyer.id), user_notify: '1,4', user_notify_sms: '2,6' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body).toEqual({ status: 'success', message: 'Notifications Updated Successfully' });
    expect((await s.api('GET', '/api/user/my-account', { token })).body.data.notifications).toMatchObject({ user_notify: '1,4', user_notify_sms: '2,6', watch_notify: 1, bid_notify: 0, win_notify: 1, bid_notify_sms: 1, endsoon_notify_sms: 1 });
    expect((await s.api('POST', '/api/user/insertProfilenotfication', { token, body: { user_notify: '3' } })).status).toBe(400);
  });
});

describe('change password', () => {
  it('checks the old password (status 1 / 2), refuses a wrong one and short or unequal new ones, then changes it and ends other sessions', async () => {
    const user = await s.buildUser();
    const t1 = await s.loginAs(user);
    const t2 = await s.loginAs(user);
    expect((await s.api('POST', '/api/user/login/passwordcheck', { token: t1, body: { password: 'wrong-one' } })).body).toEqual({ status: 2, message: 'Old Password Mismatch' });
    expect((await s.api('POST', '/api/user/login/passwordcheck', { token: t1, body: { password: user.password } })).body.status).toBe(1);

    const wrong = await s.api('POST', '/api/user/login/changepassword', { token: t1, body: { old_password: 'wrong-one', new_password1: 'N3w-Passw0rd!' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'OLD_PASSWORD_MISMATCH', message: 'Old Password Mismatch' });
    const short = await s.api('POST', '/api/user/login/changepassword', { token: t1, body: { old_password: user.password, new_password1: 'short' } });
    expect(short.body.fields.new_password1).toBe('Min 8 Characters');
    const unequal = await s.api('POST', '/api/user/login/changepassword', { token: t1, body: { old_password: user.password, new_password1: 'N3w-Passw0rd!', new_password2: 'other-one' } });
    expect(unequal.body.fields.new_password2).toBe('Password Mismatch');

    const ok = await s.api('POST', '/api/user/login/changepassword', { token: t1, body: { old_password: user.password, new_password1: 'N3w-Passw0rd!', new_password2: 'N3w-Passw0rd!' } });
    expect(ok.status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token: t1 })).status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token: t2 })).status).toBe(401);
    expect((await s.api('POST', '/api/user/login', { body: { username: user.email, password: user.password } })).body.returnval).toBe(2);
    await s.loginAs({ email: user.email, password: 'N3w-Passw0rd!' });
  });
});

describe('my preferences', () => {
  it('saves categories and regions and shows them; refuses none, unknown categories and regions', async () => {
    const save = await s.api('POST', '/api/user/update-preference', { token, body: { interestin: String(categoryId), interestinRegion: '1,3' } });
    expect(save.status).toBe(200);
    expect((await s.api('GET', '/api/user/my-preferences', { token })).body.data).toEqual({ interestinarray: [categoryId], interestinregionarray: [1, 3], interestin: String(categoryId), interestinRegion: '1,3' });
    const none = await s.api('POST', '/api/user/update-preference', { token, body: { interestin: '', interestinRegion: '1' } });
    expect(none.status).toBe(400);
    expect(none.body.fields.interestin).toBe('select category');
    expect((await s.api('POST', '/api/user/update-preference', { token, body: { interestin: '999999' } })).status).toBe(400);
    expect((await s.api('POST', '/api/user/update-preference', { token, body: { interestin: String(categoryId), interestinRegion: '2' } })).status).toBe(400);
  });
});

describe('verification', () => {
  it('texts a code that verifies the phone; wrong codes are counted and limited', async () => {
    const user = await s.buildUser();
    const t = await s.loginAs(user);
    expect((await s.api('POST', '/api/user/sendPhoneVerifyCode', { token: t })).body.code).toBe('PHONE_REQUIRED');
    await s.api('POST', '/api/user/dashboard/change_user_phone', { token: t, body: { p_val: '+44 7700 900123' } });
    expect((await s.api('POST', '/api/user/sendPhoneVerifyCode', { token: t })).status).toBe(200);
    const sms = JSON.parse(await waitForFile(path.join(s.config.dataDir, 'sms-outbox'), '+44 7700 900123'));
    const code = /(\d{6})/.exec(sms.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await s.api('POST', '/api/user/verifyPhoneVerifyCode', { token: t, body: { code: wrong } })).body.code).toBe('CODE_INVALID');
    expect((await s.api('POST', '/api/user/verifyPhoneVerifyCode', { token: t, body: { code } })).status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token: t })).body.data.users.phone_verified).toBe(true);

    await s.api('POST', '/api/user/sendPhoneVerifyCode', { token: t });
    for (let i = 0; i < 5; i++) await s.api('POST', '/api/user/verifyPhoneVerifyCode', { token: t, body: { code: '999999' } });
    const limited = await s.api('POST', '/api/user/verifyPhoneVerifyCode', { token: t, body: { code: '999999' } });
    expect(limited.body.code).toBe('RATE_LIMITED');
  });

  it('emails a signed link that verifies the email; a forged token is refused', async () => {
    const user = await s.buildUser();
    const t = await s.loginAs(user);
    expect((await s.api('POST', '/api/user/verifyEmail', { token: t })).status).toBe(200);
    const mail = await waitForFile(path.join(s.config.dataDir, 'outbox'), user.email);
    const link = /verify_email=([A-Za-z0-9_.-]+)/.exec(mail)![1]!;
    expect((await s.api('POST', '/api/user/verifyEmail', { token: otherToken, body: { token: link } })).body.code).toBe('TOKEN_INVALID');
    expect((await s.api('POST', '/api/user/verifyEmail', { token: t, body: { token: `${link}x` } })).body.code).toBe('TOKEN_INVALID');
    expect((await s.api('POST', '/api/user/verifyEmail', { token: t, body: { token: link } })).status).toBe(200);
    const check = await s.api('POST', '/api/user/checkValidation', { token: t });
    expect(check.body.data).toMatchObject({ email_verified: true, phone_verified: false, billing_complete: false, ready: false, missing: ['phone', 'billing'] });
  });

  it('issues a short-lived token for the caller only; updates the profile; answers the sorts', async () => {
    const jwt = await s.api('POST', '/api/user/generatejwttoken', { token, body: { id: buyer.id } });
    expect(jwt.body).toMatchObject({ status: 'success', expires_in: 300 });
    expect(jwt.body.token.split('.')).toHaveLength(3);
    expect((await s.api('POST', '/api/user/generatejwttoken', { token, body: { id: other.id } })).status).toBe(403);
    expect((await s.api('POST', '/api/user/updateProfile', { token, body: { first_name: 'Grace' } })).status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token })).body.data.users.first_name).toBe('Grace');
    const sorts = await s.api('POST', '/api/product/activeSorts', { body: {} });
    expect(sorts.body.data.dashboard).toContainEqual({ type: 'won', orderbyid: 2 });
    expect(sorts.body.data.search.map((x: { orderby: number }) => x.orderby)).toEqual([1, 2, 3, 4]);
  });
});

describe('spend cap', () => {
  it('refuses a bid that lifts leading maxima + unpaid orders + the new amount above the cap, before placing it', async () => {
    const user = await s.buildUser();
    const t = await s.loginAs(user);
    expect((await s.api('POST', '/api/user/updateProfile', { token: t, body: { spend_cap: 100 } })).status).toBe(200);
    expect((await s.api('GET', '/api/user/my-account', { token: t })).body.data.users.spend_cap).toBe(100);
    const [a, b] = [await buildLot(s.database.db), await buildLot(s.database.db)];
    expect((await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: a.id, wsprice: 60, hard_bid: 0 } })).status).toBe(200);
    // Raising the own maximum on the same lot replaces it, so 90 fits.
    expect((await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: a.id, wsprice: 90, hard_bid: 0 } })).status).toBe(200);
    await s.database.db.insert(orders).values({ lotId: b.id, buyerId: user.id, kind: 'buynow', amount: 500 });
    const refused = await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: b.id, wsprice: 10, hard_bid: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('SPEND_CAP_EXCEEDED');
    const view = await s.api('GET', `/api/product/view/${b.id}`, { token: t });
    expect(view.body.data.project.bid_count).toBe(0);
    expect((await s.api('POST', '/api/user/updateProfile', { token: t, body: { spend_cap: null } })).status).toBe(200);
    expect((await s.api('POST', '/api/product/bidConfirm', { token: t, body: { id: b.id, wsprice: 10, hard_bid: 1 } })).status).toBe(200);
  });
});
