import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginReturnval, registration } from '@gavel/contract';
import { startTestServer, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import {
  categoryIds,
  postRegistration,
  registrationCounts,
  seedReference,
  uploadTaxDocument,
  sampleFiles,
  validRegistration,
  VALID_PASSWORD,
} from './support/fixtures.js';

let s: TestServer;
let mail: Mailbox;
let cats: number[];

beforeAll(async () => {
  mail = await startMailbox();
  s = await startTestServer({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://gavel.test' } });
  await seedReference(s);
  cats = await categoryIds(s);
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

const register = (body: Record<string, unknown>) => postRegistration(s, '/api/user/register', body);
const login = (username: string, password: string) => s.api('POST', '/api/user/login', { body: { username, password } });
const setApproval = (required: boolean) =>
  s.database.pool.query(
    `insert into settings (key, value) values ('buyer_approval', $1::jsonb) on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ required })],
  );

describe('GET /api/user/register', () => {
  it('answers the categories with their brands, the terms in the language and the choices', async () => {
    const res = await s.api('GET', '/api/user/register', { query: { site_id: 1, language: 'German' } });
    expect(res.status).toBe(200);
    const body = registration.getRegister.response.parse(res.body);
    expect(body.data.categories.length).toBe(cats.length);
    const first = body.data.categories[0]!;
    expect(first.brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Dell', 'Lenovo']));
    expect(body.data.terms).toMatchObject({ language: 'German' });
    expect(body.data.terms!.content.length).toBeGreaterThan(50);
    expect(body.data.business_structures).toEqual(['Sole Proprietorship', 'Partnership', 'Corporation', 'LLC', 'Other']);
    expect(body.data.payment_methods).toEqual(['wire', 'credit_card']);
    expect(body.data.approval_required).toBe(false);
  });
});

describe('GET /api/user/check_unique', () => {
  it('answers status true for a free address and false (case-insensitively) for a taken one', async () => {
    const u = await s.buildUser();
    expect((await s.api('GET', '/api/user/check_unique', { query: { email: 'free-address@example.test' } })).body).toEqual({
      status: true,
    });
    const taken = await s.api('GET', '/api/user/check_unique', { query: { email: u.email.toUpperCase() } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ status: false, message: 'email address has already been used' });
  });
});

describe('POST /api/user/register', () => {
  it('creates the company, the user and every detail; the buyer can log in; a welcome email arrives', async () => {
    const before = await registrationCounts(s);
    const body = validRegistration(cats, {
      language: 'French',
      owners: [
        { title: 'CEO', name: 'Ada Lovelace', email: 'ada@example.test' },
        { title: '', name: '', email: '' },
        { title: 'CFO', name: 'Charles Babbage', email: 'cb@example.test' },
      ],
      trade_references: [{ trade_name: 'Acme', trade_email: 'acme@example.test', trade_phone: '+1 202 555 0199' }],
      bank_references: [
        {
          bank_name: 'First Bank',
          bank_email: 'bank@example.test',
          bank_location: 'Boston',
          bank_phone: '+1 617 555 0100',
          contact_officer: 'Jane Doe',
          account_number: '000123456789',
        },
      ],
    });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = registration.register.response.parse(res.body);
    expect(out.data.account_status).toBe('active');
    const after = await registrationCounts(s);
    expect(after.users - before.users).toBe(1);
    expect(after.companies - before.companies).toBe(1);
    expect(after.company_profiles - before.company_profiles).toBe(1);
    // two owners (the blank row is dropped), the A/P contact and the buyer contact
    expect(after.company_contacts - before.company_contacts).toBe(4);
    expect(after.company_references - before.company_references).toBe(2);
    expect(after.user_category_interests - before.user_category_interests).toBe(2);

    const row = await s.database.pool.query(
      `select u.status, u.country, u.zip, u.language, c.registration_number, p.vat_number, p.ein_number, p.payment_method, p.duns_number, p.business_years
         from users u join companies c on c.id = u.company_id join company_profiles p on p.company_id = c.id where u.id = $1`,
      [out.data.user_id],
    );
    expect(row.rows[0]).toMatchObject({
      status: 'active',
      country: 'United States',
      zip: '10001',
      language: 'French',
      registration_number: 'EIN-12-3456789',
      vat_number: 'EIN-12-3456789',
      ein_number: 'EIN-12-3456789',
      payment_method: 'wire',
      duns_number: '123456789',
      business_years: 12,
    });

    const signIn = await login(body.email as string, VALID_PASSWORD);
    expect(signIn.body).toMatchObject({ status: 'success', returnval: loginReturnval.ok });

    const welcome = await mail.waitFor((m) => m.to.includes(body.email as string));
    expect(welcome.subject).toBe('Bienvenue sur Gavel');
    expect(welcome.text).toContain('Bonjour Ada,');
    expect(welcome.links).toContain('http://gavel.test/login');
  });
});

describe('POST /api/user/register: approval, uniqueness and atomicity', () => {
  it("keeps a new buyer 'pending' when the operator requires approval; login then answers returnval 4", async () => {
    await setApproval(true);
    try {
      const meta = await s.api('GET', '/api/user/register', { query: { site_id: 1 } });
      expect(meta.body.data.approval_required).toBe(true);
      const body = validRegistration(cats, { language: 'Spanish' });
      const res = await register(body);
      expect(res.status).toBe(200);
      expect(res.body.data.account_status).toBe('pending');
      const signIn = await login(body.email as string, VALID_PASSWORD);
      expect(signIn.body).toMatchObject({ status: 'error', returnval: loginReturnval.notAllowed, code: 'ACCOUNT_PENDING' });
      const welcome = await mail.waitFor((m) => m.to.includes(body.email as string));
      expect(welcome.subject).toBe('Bienvenido a Gavel');
      expect(welcome.text).toContain('revisará su cuenta');
      expect(welcome.links).toEqual([]);
    } finally {
      await setApproval(false);
    }
  });

  it('answers 400 EMAIL_TAKEN (spec: status false, msg.emailErrMsg) on the email field for an address in use (any case), creating nothing', async () => {
    const u = await s.buildUser();
    const before = await registrationCounts(s);
    const res = await register(validRegistration(cats, { email: u.email.toUpperCase(), confirm_email: u.email.toUpperCase() }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: { emailErrMsg: expect.any(String) } });
    expect(res.body).toMatchObject({
      status: false,
      success: false,
      code: 'EMAIL_TAKEN',
      fields: { email: 'email address has already been used' },
    });
    expect(await registrationCounts(s)).toEqual(before);
  });

  it('creates exactly one account out of 10 simultaneous registrations with one email; the others get EMAIL_TAKEN', async () => {
    const before = await registrationCounts(s);
    const base = validRegistration(cats);
    const emails = Array.from({ length: 10 }, (_, i) => (i % 2 ? (base.email as string).toUpperCase() : (base.email as string)));
    const results = await Promise.all(emails.map((email) => register({ ...base, email, confirm_email: email })));
    const ok = results.filter((r) => r.status === 200);
    const taken = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(1);
    expect(taken).toHaveLength(9);
    for (const r of taken) expect(r.body).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'email address has already been used' } });
    const after = await registrationCounts(s);
    expect(after.users - before.users).toBe(1);
    expect(after.companies - before.companies).toBe(1);
    expect(after.company_profiles - before.company_profiles).toBe(1);
    const n = await s.database.pool.query('select count(*)::int as n from users where email = $1', [base.email]);
    expect(n.rows[0].n).toBe(1);
  });

  it('has the database itself refuse a second account whose email differs only in case (citext unique index)', async () => {
    const u = await s.buildUser();
    await expect(
      s.database.pool.query("insert into users (email, username, first_name, last_name) values ($1, 'x', 'X', 'Y')", [
        u.email.toUpperCase(),
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'users_email_unique' });
  });

  it('leaves no partial rows when the registration fails at its last step (tax document not uploaded)', async () => {
    const before = await registrationCounts(s);
    const res = await register(validRegistration(cats, { tax_exempt: 1, tax_exempt_doc: `${'a'.repeat(48)}.pdf` }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { tax_exempt_doc: 'Upload Tax Exempt Document' } });
    expect(await registrationCounts(s)).toEqual(before);
  });

  it('refuses unknown category ids with a field error and no rows', async () => {
    const before = await registrationCounts(s);
    const res = await register(validRegistration(cats, { categories: [cats[0], 2147483000] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { categories: 'Unknown category' } });
    expect(await registrationCounts(s)).toEqual(before);
  });

  it('refuses a username in use with 400 USERNAME_TAKEN when checkDuplicateUsername is 1 (and allows it when 0)', async () => {
    await register(validRegistration(cats, { username: 'Grace Hopper' }));
    const before = await registrationCounts(s);
    const dup = await register(validRegistration(cats, { username: 'grace hopper', checkDuplicateUsername: 1 }));
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toMatchObject({ usernameErrMsg: expect.any(String) });
    expect(dup.body).toMatchObject({ code: 'USERNAME_TAKEN', fields: { username: 'This username is already taken' } });
    expect(await registrationCounts(s)).toEqual(before);
    expect((await register(validRegistration(cats, { username: 'Grace Hopper' }))).status).toBe(200);
  });
});

describe('tax exempt registration', () => {
  it('claims the uploaded document; the same document cannot serve a second registration', async () => {
    const up = await uploadTaxDocument(s, 'certificate.pdf', sampleFiles.pdf);
    expect(up.status).toBe(200);
    const name = up.body.data.saved_file.name as string;
    const first = await register(validRegistration(cats, { tax_exempt: 1, tax_exempt_doc: name }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const doc = await s.database.pool.query('select company_id, content_type from tax_documents where file_name = $1', [name]);
    expect(doc.rows[0].company_id).not.toBeNull();
    expect(doc.rows[0].content_type).toBe('application/pdf');
    const profile = await s.database.pool.query('select tax_exempt from company_profiles where company_id = $1', [doc.rows[0].company_id]);
    expect(profile.rows[0].tax_exempt).toBe(true);

    const before = await registrationCounts(s);
    const second = await register(validRegistration(cats, { tax_exempt: 1, tax_exempt_doc: name }));
    expect(second.status).toBe(400);
    expect(second.body.fields).toEqual({ tax_exempt_doc: 'Upload Tax Exempt Document' });
    expect(await registrationCounts(s)).toEqual(before);
  });
});
