import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from '../access/support/mailbox.js';
import { categoryIds, seedReference, sampleFiles, VALID_PASSWORD } from '../access/support/fixtures.js';
import { postForm, postMultipart } from './support.js';

/** Spec 1 §7: every access call with a payload, sent exactly as the spec writes it. */
let s: TestServer;
let mail: Mailbox;
let cats: number[];

beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://gavel.example' } });
  await seedReference(s);
  cats = await categoryIds(s);
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

/** The spec's POST register payload (spec 1 §7), names and nesting as written. */
const specRegistration = (over: Record<string, unknown> = {}, custom: Record<string, unknown> = {}) => {
  const email = uniqueEmail('spec');
  return {
    termsagree: 1,
    business_type: 'Reseller',
    interestin: `${cats[0]},${cats[1]}`,
    city: 'New York',
    companyname: 'Spec Client LLC',
    confirm_email: email,
    password: VALID_PASSWORD,
    password1: VALID_PASSWORD,
    country: 'United States',
    state: 'New York',
    zipcode: '10001',
    email,
    address: '1 Main Street',
    username: 'Spec Client',
    landline: '',
    first_name: 'Spec',
    last_name: 'Client',
    phone: '+1 202 555 0143',
    company_id: 'EIN-12-3456789',
    language: 'English',
    nonloginToken: 'visitor-token-from-the-client',
    checkDuplicateUsername: 1,
    site_id: 1,
    custom_fields: {
      sales_taxagree: 1,
      parent_company: '',
      tax_exempt: 'no',
      db_number: '123456789',
      tax_number: '987654321',
      business_years: '12',
      payment_method: 'credit_card',
      business_structure: 'LLC',
      owners: [{ title: 'CEO', name: 'Spec Owner', email: 'owner@example.test' }],
      ap_name: 'Ap Contact',
      ap_phone: '+1 202 555 0100',
      ap_email: 'ap@example.test',
      buyer_name: 'Buyer Contact',
      buyer_phone: '+1 202 555 0101',
      buyer_email: 'buyer@example.test',
      trade_references: [{ trade_name: 'Acme', trade_email: 'acme@example.test', trade_phone: '+1 202 555 0199' }],
      bank_references: [],
      tax_exempt_doc: '',
      ...custom,
    },
    ...over,
  };
};

describe('registration (spec 1 §7)', () => {
  it('GET check_unique?email&site_id answers status (false: taken)', async () => {
    const u = await s.buildUser();
    expect((await s.api('GET', '/api/user/check_unique', { query: { email: u.email, site_id: 1 } })).body).toMatchObject({ status: false });
    expect((await s.api('GET', '/api/user/check_unique', { query: { email: uniqueEmail('free'), site_id: 1 } })).body).toMatchObject({ status: true });
  });

  it('GET register?site_id answers success and data.categories (id, name)', async () => {
    const res = await s.api('GET', '/api/user/register', { query: { site_id: 1 } });
    expect(res.body).toMatchObject({ status: 'success', data: { categories: expect.arrayContaining([expect.objectContaining({ id: cats[0], name: expect.any(String) })]) } });
  });

  it('POST register takes the §7 payload (companyname, address, zipcode, interestin "1,2", termsagree, custom_fields{...})', async () => {
    const body = specRegistration();
    const res = await s.api('POST', '/api/user/register', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('success');
    const row = (await s.database.pool.query<{ street: string; zip: string }>('select street, zip from users where email = $1', [body.email])).rows[0];
    expect(row).toEqual({ street: '1 Main Street', zip: '10001' });
  });

  it('answers field errors with status false, code 400 (HTTP) and the named msg fields, beside code and fields', async () => {
    const taken = await s.buildUser();
    const res = await s.api('POST', '/api/user/register', {
      body: specRegistration({ email: taken.email, confirm_email: taken.email, username: 'A'.repeat(21), phone: 'abc', landline: 'xyz' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      msg: { usernameLen: expect.any(String), phoneError: expect.any(String), landlineErr: expect.any(String) },
      fields: { username: expect.any(String), phone: expect.any(String), landline: expect.any(String) },
    });
    const dup = await s.api('POST', '/api/user/register', { body: specRegistration({ email: taken.email, confirm_email: taken.email }) });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ status: false, code: 'EMAIL_TAKEN', msg: { emailErrMsg: 'email address has already been used' } });
  });

  it('names wire fields in errors (companyname, custom_fields.tax_exempt_doc) and needs the document when tax_exempt is "yes"', async () => {
    const res = await s.api('POST', '/api/user/register', { body: specRegistration({ companyname: '' }, { tax_exempt: 'yes' }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ companyname: 'Required', 'custom_fields.tax_exempt_doc': 'Upload Tax Exempt Document' });
  });

  it('POST register/savefile: form data with tax_exempt_doc answers data.saved_file.name', async () => {
    const res = await postMultipart(s, '/api/user/register/savefile', { site_id: 1 }, { tax_exempt_doc: { name: 'cert.pdf', type: 'application/pdf', content: sampleFiles.pdf } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.saved_file.name).toMatch(/\.pdf$/);
  });

  it('POST register-save-seller {companyname, email, first_name, last_name, phone, seller_type, site_id} answers msg success', async () => {
    const res = await s.api('POST', '/api/user/register-save-seller', {
      body: { companyname: 'Seller Co', email: uniqueEmail('seller'), first_name: 'Sel', last_name: 'Ler', phone: '+1 202 555 0111', seller_type: 'domestic', site_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('success');
  });
});

describe('login and password (spec 1 §7)', () => {
  it('login {username, password, site_id} answers returnval, status, message', async () => {
    const u = await s.buildUser();
    const res = await s.api('POST', '/api/user/login', { body: { username: u.email, password: u.password, site_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', returnval: expect.any(Number), message: expect.any(String) });
  });

  it('forgotPassword {email, site_id}; token decode → emailid, emailency, user_id; updateUserPasswordUnauth {emailid, email_encry, userid, password, new_password1, site_id}', async () => {
    const u = await s.buildUser();
    expect((await s.api('POST', '/api/user/forgotPassword', { body: { email: u.email, site_id: 1 } })).status).toBe(200);
    const m = await mail.waitFor((x) => x.to.includes(u.email) && x.links.some((l) => l.includes('/reset_password/')));
    const token = new URL(m.links.find((l) => l.includes('/reset_password/'))!).pathname.split('/').pop()!;
    const decoded = await s.api('GET', `/api/user/resetPasswordToken/${token}`, { query: { site_id: 1 } });
    expect(decoded.body.data).toMatchObject({ emailid: expect.any(String), emailency: token, user_id: u.id });
    const { emailid, emailency, user_id } = decoded.body.data;
    // Another user's id with this token is refused: the token is the proof.
    const wrong = await s.api('POST', '/api/user/updateUserPasswordUnauth', {
      body: { emailid, email_encry: emailency, userid: user_id + 1000, password: 'N3w-Passw0rd!', new_password1: 'N3w-Passw0rd!', site_id: 1 },
    });
    expect(wrong.body.code).toBe('TOKEN_INVALID');
    const res = await s.api('POST', '/api/user/updateUserPasswordUnauth', {
      body: { emailid, email_encry: emailency, userid: user_id, password: 'N3w-Passw0rd!', new_password1: 'N3w-Passw0rd!', site_id: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Password Change Successful');
  });
});

describe('newsletter (spec 1 §7)', () => {
  it('POST unsubscribe/email (form data site_id, email + the link token) and GET unsubscribe/{token}', async () => {
    const email = uniqueEmail('news');
    await postForm(s, '/api/user/hubspot-save', { subscribe_email: email, site_id: 1 });
    const m = await mail.waitFor((x) => x.to.includes(email) && x.links.some((l) => l.includes('/unsubscribe/')));
    const token = new URL(m.links.find((l) => l.includes('/unsubscribe/'))!).pathname.split('/').pop()!;
    expect((await s.api('GET', `/api/user/unsubscribe/${token}`, { query: { site_id: 1 } })).body.data).toMatchObject({ email, subscribed: true });
    const other = await postForm(s, '/api/user/unsubscribe/email', { site_id: 1, email: uniqueEmail('x'), token });
    expect(other.body.code).toBe('TOKEN_INVALID');
    const res = await postForm(s, '/api/user/unsubscribe/email', { site_id: 1, email, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await s.api('GET', `/api/user/unsubscribe/${token}`)).body.data.subscribed).toBe(false);
  });
});
