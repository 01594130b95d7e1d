import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { categories, notifications, regions } from '../../src/platform/db/schema/index.js';
import { postForm, postMultipart } from './support.js';

/** Account, preferences and notification calls of spec 2 §7, sent as the spec's client sends them. */
let s: TestServer;
let buyer: TestUser;
let token: string;
let categoryId: number;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  buyer = await s.buildUser();
  token = await s.loginAs(buyer);
  await s.database.db.insert(regions).values({ id: 1, name: 'America', languageVar: 'america' }).onConflictDoNothing();
  categoryId = (await s.database.db.insert(categories).values({ key: 'conf-acct', name: 'Tablets' }).returning())[0]!.id;
});
afterAll(() => s?.close());

describe('notifications (spec 2 §7 "Notifications")', () => {
  it('GET notification answers bellNotify with id, type, title, read, project_id, linesublot', async () => {
    const lot = await buildLot(s.database.db, { title: 'Conformance bell' });
    await s.database.db.insert(notifications).values({ userId: buyer.id, type: 5, title: 'Conformance bell was added', lotId: lot.id, dedupeKey: 'conf:1' });
    const res = await s.api('GET', '/api/user/notification', { token, query: { site_id: 1 } });
    expect(res.body.bellNotify[0]).toMatchObject({ type: 5, title: 'Conformance bell was added', read: '0', project_id: lot.id, linesublot: 0 });
    const id = res.body.bellNotify[0].id;
    expect((await s.api('POST', `/api/user/updatebellsingle/${id}`, { token })).body.status).toBe('success');
    expect((await s.api('POST', '/api/user/updateBellNotify', { token })).body.status).toBe('success');
    expect((await s.api('POST', '/api/user/clearBellNotify', { token })).body.status).toBe('success');
  });
});

describe('account and preferences (spec 2 §7 "Account and preferences")', () => {
  it('GET my-account returns data.users plus notifications', async () => {
    const res = await s.api('GET', '/api/user/my-account', { token });
    expect(res.body.data.users).toMatchObject({ id: buyer.id, username: expect.any(String), email: buyer.email, phone: '', landline: '' });
    expect(res.body.data.notifications).toHaveProperty('user_notify');
    // The spec's User fields (spec 2 §3 "User").
    for (const k of ['id', 'isBuyer', 'admin', 'is_emp', 'companyid', 'username', 'email', 'phone', 'landline', 'first_name', 'last_name', 'companyname', 'address1', 'city', 'state', 'zip', 'country', 'languageuser']) {
      expect(res.body.data.users, k).toHaveProperty(k);
    }
    expect(res.body.data.users).toMatchObject({ isBuyer: 1, admin: 0, is_emp: 0 });
  });

  it('GET my-account names each notification setting (email and sms) as the spec does, after insertProfilenotfication', async () => {
    const saved = await postForm(s, '/api/user/insertProfilenotfication', { user_id: buyer.id, user_notify: '1,2,4', user_notify_sms: '2', site_id: 1 }, token);
    expect(saved.body.status).toBe('success');
    const n = (await s.api('GET', '/api/user/my-account', { token })).body.data.notifications;
    expect(n).toEqual({
      user_notify: '1,2,4',
      user_notify_sms: '2',
      watch_notify: 1, watch_notify_sms: 0,
      bid_notify: 1, bid_notify_sms: 1,
      win_notify: 1, win_notify_sms: 0,
      prefer: 0, prefer_sms: 0,
      endsoon_notify: 0, endsoon_notify_sms: 0,
      wsoon_notify: 0, wsoon_notify_sms: 0,
    });
  });

  it('GET getUserDetails answers the spec\'s User fields', async () => {
    const res = await s.api('GET', '/api/user/getUserDetails', { token });
    expect(res.status).toBe(200);
    for (const k of ['id', 'isBuyer', 'admin', 'is_emp', 'companyid', 'username', 'email', 'phone', 'landline', 'first_name', 'last_name', 'companyname', 'address1', 'city', 'state', 'zip', 'country', 'languageuser']) {
      expect(res.body.data, k).toHaveProperty(k);
    }
  });

  it('POST dashboard/change_user_{type} {p_val, type}', async () => {
    const res = await s.api('POST', '/api/user/dashboard/change_user_landline', { token, body: { p_val: '0201234567', type: 'landline' } });
    expect(res.body.status).toBe('success');
  });

  it('POST dashboard/insertProfileAdmin (billing fields)', async () => {
    const res = await s.api('POST', '/api/user/dashboard/insertProfileAdmin', {
      token,
      body: {
        billing_firstname: 'Ada', billing_lastname: 'Lovelace', billing_companyname: 'Engines', billing_address: '1 Way',
        billing_city: 'London', billing_state: 'LDN', billing_country: 'United Kingdom', billing_zipcode: '123-45',
      },
    });
    expect(res.body.status).toBe('success');
  });

  it('GET languser/{language}', async () => {
    expect((await s.api('GET', '/api/user/languser/BrazilPortugese', { token })).body.status).toBe('success');
    expect((await s.api('GET', '/api/user/languser/English', { token })).body.languageuser).toBe('English');
  });

  it('POST login/passwordcheck {userid, password, username}: status 1 ok, 2 mismatch', async () => {
    const body = { userid: buyer.id, password: buyer.password, username: buyer.email };
    expect((await s.api('POST', '/api/user/login/passwordcheck', { token, body })).body.status).toBe(1);
    expect((await s.api('POST', '/api/user/login/passwordcheck', { token, body: { ...body, password: 'nope' } })).body.status).toBe(2);
  });

  it('POST login/changepassword and login/change_password {new_password1, email_encry} (+ old_password, decisions.md)', async () => {
    const user = await s.buildUser();
    const t = await s.loginAs(user);
    const spec = { new_password1: 'Another-Pass-1', email_encry: user.email };
    expect((await s.api('POST', '/api/user/login/changepassword', { token: t, body: spec })).status).toBe(400);
    expect((await s.api('POST', '/api/user/login/changepassword', { token: t, body: { ...spec, old_password: user.password } })).body.status).toBe('success');
    expect((await s.api('POST', '/api/user/login/change_password', { token: t, body: { new_password1: 'Third-Pass-11', email_encry: user.email, old_password: 'Another-Pass-1' } })).body.status).toBe('success');
  });

  it('POST insertProfilenotfication (form user_id, user_notify, user_notify_sms; codes 1 2 4 5 6 7)', async () => {
    const res = await postForm(s, '/api/user/insertProfilenotfication', { user_id: buyer.id, user_notify: '1,2,4,5,6,7', user_notify_sms: '6,7', site_id: 1 }, token);
    expect(res.body).toEqual({ status: 'success', message: 'Notifications Updated Successfully' });
    const multi = await postMultipart(s, '/api/user/insertProfilenotfication', { user_id: buyer.id, user_notify: '1', user_notify_sms: '' }, {}, token);
    expect(multi.body.message).toBe('Notifications Updated Successfully');
  });

  it('GET my-preferences; POST update-preference {interestin, interestinRegion}', async () => {
    expect((await s.api('POST', '/api/user/update-preference', { token, body: { interestin: String(categoryId), interestinRegion: '1' } })).body.status).toBe('success');
    const res = await s.api('GET', '/api/user/my-preferences', { token });
    expect(res.body.data).toEqual({ interestin: String(categoryId), interestinRegion: '1', interestinarray: [categoryId], interestinregionarray: [1] });
  });
});

describe('other (spec 2 §7 "Other")', () => {
  it('POST generatejwttoken {id}; POST product/activeSorts; user/checkValidation; user/updateProfile', async () => {
    expect((await s.api('POST', '/api/user/generatejwttoken', { token, body: { id: buyer.id } })).body.token).toEqual(expect.any(String));
    expect((await s.api('POST', '/api/product/activeSorts', {})).body.status).toBe('success');
    expect((await s.api('POST', '/api/user/checkValidation', { token })).body.data).toHaveProperty('missing');
    expect((await s.api('POST', '/api/user/updateProfile', { token, body: { last_name: 'Byron' } })).body.status).toBe('success');
  });
});
