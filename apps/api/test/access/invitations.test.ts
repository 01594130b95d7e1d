import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, loginReturnval, registration } from '@gavel/contract';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox, type ReceivedMail } from './support/mailbox.js';
import { categoryIds, postRegistration, registrationCounts, seedReference, validRegistration, VALID_PASSWORD } from './support/fixtures.js';

let s: TestServer;
let mail: Mailbox;
let cats: number[];
let staff: string;

beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://gavel.example' } });
  await seedReference(s);
  cats = await categoryIds(s);
  staff = await s.loginAs(await s.buildUser({ role: 'admin' }));
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const invite = (body: Record<string, unknown>, token = staff) => s.api('POST', '/api/admin/invitations', { token, body });
const login = (username: string, password: string) => s.api('POST', '/api/user/login', { body: { username, password } });
const details = (token: string, site = 1) => s.api('GET', `/api/user/getUserDetailsFromToken/${token}/${site}`, { query: { site_id: 1 } });
const linkToken = (m: ReceivedMail) => {
  const link = m.links.find((l) => l.startsWith('https://gavel.example/afterregister/'));
  expect(link, m.text).toBeDefined();
  return new URL(link!).pathname.split('/').pop()!;
};
const invitationMail = (email: string, nth = 0) =>
  mail.waitFor((m) => m.to.includes(email) && m.links.some((l) => l.includes('/afterregister/')) && mail.to(email).indexOf(m) >= nth);
/** The invited user's id, as the spec's client sends it (it has it from getUserDetailsFromToken). */
const invitedId = async (token: string) => ((await details(token)).body as { data?: { id: number } }).data?.id ?? 1;
const complete = async (token: string, email: string, over: Record<string, unknown> = {}) =>
  postRegistration(s, '/api/user/afterregister-save', validRegistration(cats, { email, confirm_email: email, ...over }), {
    token,
    user_id: await invitedId(token),
  });

describe('invitation → email link → pre-filled wizard → afterregister-save → login', () => {
  it('runs the whole journey', async () => {
    const email = uniqueEmail('invitee');
    const res = await invite({ email, first_name: 'Ines', last_name: 'Invited', company_name: 'Invited Goods SA', language: 'Portugese' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = registration.inviteUser.response.parse(res.body);
    const user = await s.database.pool.query('select status, password_hash from users where id = $1', [out.data.user_id]);
    expect(user.rows[0]).toEqual({ status: 'invited', password_hash: null });

    const m = await invitationMail(email);
    expect(m.subject).toBe('Foi convidado para a Gavel');
    expect(m.text).toContain('Olá Ines,');
    expect(m.text).toContain('7 dias');
    const token = linkToken(m);

    const pre = await details(token);
    expect(pre.status).toBe(200);
    expect(registration.getUserDetailsFromToken.response.parse(pre.body).data).toEqual({
      id: out.data.user_id,
      first_name: 'Ines',
      last_name: 'Invited',
      companyname: 'Invited Goods SA',
      email,
    });

    // An invited account has no password yet: nobody can sign in with it.
    expect((await login(email, VALID_PASSWORD)).body).toMatchObject({ returnval: loginReturnval.invalidCredentials });

    const before = await registrationCounts(s);
    const done = await complete(token, email, { company_name: 'Invited Goods SA', first_name: 'Ines' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const session = registration.afterRegisterSave.response.parse(done.body).data;
    expect(session.user).toMatchObject({ id: out.data.user_id, email, companyname: 'Invited Goods SA', isBuyer: 1 });
    expect((await s.api('GET', '/api/user/getUserDetails', { token: session.token })).status).toBe(200);
    const after = await registrationCounts(s);
    expect(after.users).toBe(before.users); // the invited row is completed, not duplicated
    expect(after.companies - before.companies).toBe(1);
    expect(after.company_profiles - before.company_profiles).toBe(1);

    const signIn = await login(email, VALID_PASSWORD);
    expect(auth.login.response.parse(signIn.body)).toMatchObject({ status: 'success', returnval: loginReturnval.ok });

    // The link is used up.
    expect((await details(token)).body).toMatchObject({ code: 'TOKEN_USED' });
    const again = await complete(token, email);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('TOKEN_USED');
    expect(await registrationCounts(s)).toEqual(after);
  });

  it('refuses an expired invitation with TOKEN_EXPIRED, changing nothing', async () => {
    const email = uniqueEmail('late');
    await invite({ email, first_name: 'Lena', last_name: 'Late' });
    const token = linkToken(await invitationMail(email));
    await s.database.pool.query(
      "update invitations set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [email],
    );
    expect((await details(token)).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const before = await registrationCounts(s);
    const res = await complete(token, email);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
    expect(await registrationCounts(s)).toEqual(before);
  });

  it('sets invitations to expire after 7 days', async () => {
    const email = uniqueEmail('week');
    const res = await invite({ email, first_name: 'Wes', last_name: 'Week' });
    const days = (new Date(res.body.data.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses an unknown token with TOKEN_INVALID and a mismatching site id with UNKNOWN_SITE', async () => {
    expect((await details('B'.repeat(43))).body).toMatchObject({ code: 'TOKEN_INVALID' });
    const email = uniqueEmail('site');
    await invite({ email, first_name: 'Sid', last_name: 'Site' });
    const token = linkToken(await invitationMail(email));
    expect((await details(token, 2)).body).toMatchObject({ code: 'UNKNOWN_SITE' });
  });

  it('keeps the email of the invitation: another address is refused on the email field', async () => {
    const email = uniqueEmail('fixed');
    await invite({ email, first_name: 'Fay', last_name: 'Fixed' });
    const token = linkToken(await invitationMail(email));
    const before = await registrationCounts(s);
    const res = await complete(token, uniqueEmail('other'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'The email address of an invitation cannot be changed' },
    });
    expect(await registrationCounts(s)).toEqual(before);
    expect((await complete(token, email.toUpperCase())).status).toBe(200);
  });

  it('validates the wizard payload with the registration rules', async () => {
    const email = uniqueEmail('rules');
    await invite({ email, first_name: 'Rui', last_name: 'Rules' });
    const token = linkToken(await invitationMail(email));
    const res = await complete(token, email, { zip_code: '12', password1: 'nope-nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ zip_code: expect.stringContaining('zip code'), password1: 'this value should be the same' });
  });

  it('lets only one of two simultaneous completions through', async () => {
    const email = uniqueEmail('race');
    await invite({ email, first_name: 'Rae', last_name: 'Race' });
    const token = linkToken(await invitationMail(email));
    const before = await registrationCounts(s);
    const [a, b] = await Promise.all([complete(token, email), complete(token, email)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)!.body.code).toBe('TOKEN_USED');
    const after = await registrationCounts(s);
    expect(after.companies - before.companies).toBe(1);
  });

  it('re-inviting a still-invited address sends a new link (both work until one is used); a registered address is EMAIL_TAKEN', async () => {
    const email = uniqueEmail('again');
    const first = await invite({ email, first_name: 'Al', last_name: 'Again' });
    const t1 = linkToken(await invitationMail(email));
    const second = await invite({ email, first_name: 'Al', last_name: 'Again' });
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
    const t2 = linkToken(await invitationMail(email, 1));
    expect(t2).not.toBe(t1);
    expect((await details(t1)).status).toBe(200);
    expect((await complete(t2, email)).status).toBe(200);
    expect((await details(t1)).body.code).toBe('TOKEN_USED');

    const member = await s.buildUser();
    const taken = await invite({ email: member.email, first_name: 'Mem', last_name: 'Ber' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'email address has already been used' } });
  });

  it('is for staff only', async () => {
    const buyer = await s.loginAs(await s.buildUser());
    expect((await invite({ email: uniqueEmail('x'), first_name: 'X', last_name: 'Y' }, buyer)).status).toBe(403);
    const anon = await s.api('POST', '/api/admin/invitations', { body: { email: uniqueEmail('x'), first_name: 'X', last_name: 'Y' } });
    expect(anon.status).toBe(401);
  });

  it('with an operator-given password, login answers returnval 5 and a working /afterregister link', async () => {
    const email = uniqueEmail('temp');
    await invite({ email, first_name: 'Tim', last_name: 'Temp', password: 'Temporary-Pass-1', company_name: 'Temp Co' });
    const res = await login(email, 'Temporary-Pass-1');
    const body = auth.login.response.parse(res.body);
    expect(body).toMatchObject({ status: 'error', returnval: loginReturnval.finishRegistration, code: 'REGISTRATION_INCOMPLETE' });
    expect(body.linkafter).toMatch(/^\/afterregister\/[A-Za-z0-9_-]{43}$/);
    expect(body.data).toBeUndefined();
    const token = body.linkafter!.split('/').pop()!;
    expect((await details(token)).body.data).toMatchObject({ email, companyname: 'Temp Co' });
    expect((await complete(token, email)).status).toBe(200);
    expect((await login(email, VALID_PASSWORD)).body.returnval).toBe(loginReturnval.ok);
    // A wrong password never reveals the link.
    const email2 = uniqueEmail('temp');
    await invite({ email: email2, first_name: 'Tom', last_name: 'Temp', password: 'Temporary-Pass-1' });
    expect((await login(email2, 'wrong-password')).body).toMatchObject({ returnval: loginReturnval.invalidCredentials });
    expect((await login(email2, 'wrong-password')).body.linkafter).toBeUndefined();
  });

  it('a forgotten-password request of an invited account emails a fresh invitation link', async () => {
    const email = uniqueEmail('forgot');
    await invite({ email, first_name: 'Fred', last_name: 'Forgot' });
    await invitationMail(email);
    expect((await s.api('POST', '/api/user/forgotPassword', { body: { email } })).status).toBe(200);
    const token = linkToken(await invitationMail(email, 1));
    expect((await details(token)).status).toBe(200);
  });
});
