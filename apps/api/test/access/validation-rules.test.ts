import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@gavel/contract';
import { hashToken } from '../../src/modules/auth/index.js';
import { startTestServer, uniqueEmail, type TestServer, type TestUser } from '../harness.js';
import { categoryIds, postRegistration, sampleFiles, seedReference, uploadTaxDocument, validRegistration } from './support/fixtures.js';

/**
 * Every validation rule of spec 1 §5, table-driven: the invalid input is refused with
 * 400 VALIDATION_FAILED and the rule's message on the rule's field (and changes nothing),
 * and the matching valid input is accepted.
 */
let s: TestServer;
let cats: number[];
let member: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  await seedReference(s);
  cats = await categoryIds(s);
  member = await s.buildUser();
});
afterAll(() => s?.close());

type Patch = Record<string, unknown> | (() => Record<string, unknown> | Promise<Record<string, unknown>>);
interface Rule {
  /** What the rule says, as the test name. */
  rule: string;
  /** The `fields` key the message must appear under. */
  field: string;
  message: string;
  bad: Patch;
  good: Patch;
}
const resolve = async (p: Patch) => (typeof p === 'function' ? await p() : p);

async function expectRefused(res: { status: number; body: unknown }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = errorResponseSchema.parse(res.body);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fields?.[field], JSON.stringify(body.fields)).toBe(message);
}

const userCount = async () => (await s.database.pool.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;

// ---- registration (POST register) -------------------------------------------------

const R = {
  required: 'Required',
  max20: 'Maximum 20 characters',
  letters: 'Only letters and spaces are allowed',
  same: 'this value should be the same',
  invalidNumber: 'invalid_number',
  enterEmail: 'Enter email address',
  invalidEmail: 'invalid format',
  min8: 'Minimum 8 characters',
  zip: 'Enter a valid zip code: 5 or 6 characters, digits, optionally in groups joined by a hyphen (12345, 123456, 123-45)',
  categories: 'Please Select Atleast One Category!',
  agree: 'You must agree to the Terms and Conditions',
  taxDoc: 'Upload Tax Exempt Document',
  number: 'Enter a whole number',
  min0: 'Must be 0 or more',
  max3: 'Maximum 3 entries',
};

const withEmail = (email: string, confirm = email) => ({ email, confirm_email: confirm });
const owner = { title: 'CEO', name: 'Ada Lovelace', email: 'ada@example.test' };
const trade = { trade_name: 'Acme', trade_email: 'acme@example.test', trade_phone: '+1 202 555 0199' };
const bank = {
  bank_name: 'First Bank',
  bank_email: 'bank@example.test',
  bank_location: 'Boston',
  bank_phone: '+1 617 555 0100',
  contact_officer: 'Jane Doe',
  account_number: '000123456789',
};

const nameRules = (field: string): Rule[] => [
  { rule: `${field} is required`, field, message: R.required, bad: { [field]: '' }, good: { [field]: 'Ada' } },
  { rule: `${field} is required (missing)`, field, message: R.required, bad: { [field]: undefined }, good: { [field]: 'Ada' } },
  {
    rule: `${field} is at most 20 characters`,
    field,
    message: R.max20,
    bad: { [field]: 'A'.repeat(21) },
    good: { [field]: 'A'.repeat(20) },
  },
  {
    rule: `${field} has letters and spaces only (digits)`,
    field,
    message: R.letters,
    bad: { [field]: 'Ada2' },
    good: { [field]: 'Ada Marie' },
  },
  {
    rule: `${field} has letters and spaces only (punctuation)`,
    field,
    message: R.letters,
    bad: { [field]: 'Ada_L' },
    good: { [field]: 'Zoë 李明' },
  },
];

const requiredText = (field: string, good: string): Rule => ({
  rule: `${field} is required`,
  field,
  message: R.required,
  bad: { [field]: '   ' },
  good: { [field]: good },
});

const registrationRules: Rule[] = [
  // step 0
  ...nameRules('first_name'),
  ...nameRules('last_name'),
  ...nameRules('username'),
  requiredText('company_name', 'Babbage & Co'),
  requiredText('company_id', 'VAT-DE123456789'),
  requiredText('business_type', 'Retailer'),
  requiredText('street_address', '2 High Street'),
  requiredText('city', 'Boston'),
  requiredText('counntry', 'Canada'),
  requiredText('state', 'Ontario'),
  { rule: "state must not be 'undefined'", field: 'state', message: R.required, bad: { state: 'undefined' }, good: { state: 'Texas' } },
  { rule: 'language is required', field: 'language', message: R.required, bad: { language: undefined }, good: { language: 'German' } },
  {
    rule: 'language is one of the seven',
    field: 'language',
    message: R.required,
    bad: { language: 'Klingon' },
    good: { language: 'BrazilPortugese' },
  },
  { rule: 'phone is required', field: 'phone', message: R.required, bad: { phone: '' }, good: { phone: '(202) 555-0143' } },
  {
    rule: 'phone must be a phone number',
    field: 'phone',
    message: R.invalidNumber,
    bad: { phone: '555-CALL-NOW' },
    good: { phone: '+44 20 7946 0958' },
  },
  { rule: 'phone has 7 to 15 digits', field: 'phone', message: R.invalidNumber, bad: { phone: '12345' }, good: { phone: '1234567' } },
  {
    rule: 'landline, when given, must be a phone number',
    field: 'landline',
    message: R.invalidNumber,
    bad: { landline: 'office' },
    good: { landline: '+1 202 555 0111' },
  },
  {
    rule: 'email is required',
    field: 'email',
    message: R.enterEmail,
    bad: () => withEmail('', 'x@example.test'),
    good: () => withEmail(uniqueEmail('ok')),
  },
  {
    rule: 'email must be valid',
    field: 'email',
    message: R.invalidEmail,
    bad: () => withEmail('not-an-email'),
    good: () => withEmail(uniqueEmail('ok')),
  },
  {
    rule: 'confirm_email equals email',
    field: 'confirm_email',
    message: R.same,
    bad: () => withEmail(uniqueEmail('a'), uniqueEmail('b')),
    good: () => {
      const e = uniqueEmail('case');
      return withEmail(e, e.toUpperCase());
    },
  },
  {
    rule: 'confirm_email is required',
    field: 'confirm_email',
    message: R.required,
    bad: { confirm_email: '' },
    good: () => withEmail(uniqueEmail('ok')),
  },
  {
    rule: 'password is required',
    field: 'password',
    message: R.required,
    bad: { password: '', password1: '' },
    good: { password: 'abcdefgh', password1: 'abcdefgh' },
  },
  {
    rule: 'password has at least 8 characters',
    field: 'password',
    message: R.min8,
    bad: { password: 'abc1234', password1: 'abc1234' },
    good: { password: 'abc12345', password1: 'abc12345' },
  },
  {
    rule: 'password1 equals password',
    field: 'password1',
    message: R.same,
    bad: { password: 'abcdefgh', password1: 'abcdefgH' },
    good: { password: 'abcdefgH', password1: 'abcdefgH' },
  },
  { rule: 'zip_code is required', field: 'zip_code', message: R.required, bad: { zip_code: '' }, good: { zip_code: '12345' } },
  { rule: 'zip_code has at least 5 characters', field: 'zip_code', message: R.zip, bad: { zip_code: '1234' }, good: { zip_code: '01234' } },
  {
    rule: 'zip_code has at most 6 characters',
    field: 'zip_code',
    message: R.zip,
    bad: { zip_code: '1234567' },
    good: { zip_code: '123456' },
  },
  {
    rule: 'zip_code groups are joined by single hyphens',
    field: 'zip_code',
    message: R.zip,
    bad: { zip_code: '12--34' },
    good: { zip_code: '123-45' },
  },
  {
    rule: 'zip_code does not end with a hyphen',
    field: 'zip_code',
    message: R.zip,
    bad: { zip_code: '1234-' },
    good: { zip_code: '1234-5' },
  },
  {
    rule: 'zip_code does not start with a hyphen',
    field: 'zip_code',
    message: R.zip,
    bad: { zip_code: '-1234' },
    good: { zip_code: '12-3-4' },
  },
  {
    rule: 'zip_code has digits only (no letters)',
    field: 'zip_code',
    message: R.zip,
    bad: { zip_code: 'AB123' },
    good: { zip_code: '99501' },
  },
  { rule: 'zip_code has no spaces inside', field: 'zip_code', message: R.zip, bad: { zip_code: '12 345' }, good: { zip_code: '12-345' } },
  // step 1
  {
    rule: 'at least one category',
    field: 'categories',
    message: R.categories,
    bad: { categories: [] },
    good: () => ({ categories: [cats[0]] }),
  },
  {
    rule: 'categories are required',
    field: 'categories',
    message: R.categories,
    bad: { categories: undefined },
    good: () => ({ categories: cats.slice(0, 3) }),
  },
  { rule: 'the terms must be agreed', field: 'agree', message: R.agree, bad: { agree: false }, good: { agree: true } },
  { rule: 'the terms agree is required', field: 'agree', message: R.agree, bad: { agree: undefined }, good: { agree: true } },
  {
    rule: 'the sales-tax agreement must be agreed',
    field: 'agreeSalesTax',
    message: R.required,
    bad: { agreeSalesTax: false },
    good: { agreeSalesTax: true },
  },
  // step 3: tax exemption
  { rule: 'tax_exempt is required', field: 'tax_exempt', message: R.required, bad: { tax_exempt: undefined }, good: { tax_exempt: 0 } },
  { rule: 'tax_exempt is 0 or 1', field: 'tax_exempt', message: R.required, bad: { tax_exempt: 2 }, good: { tax_exempt: 0 } },
  {
    rule: 'tax_exempt 1 requires the uploaded document',
    field: 'tax_exempt_doc',
    message: R.taxDoc,
    bad: { tax_exempt: 1, tax_exempt_doc: '' },
    good: async () => ({
      tax_exempt: 1,
      tax_exempt_doc: (await uploadTaxDocument(s, 'exempt.png', sampleFiles.png)).body.data.saved_file.name,
    }),
  },
  // step 3: numbers
  ...(['db_number', 'tax_number', 'business_years'] as const).flatMap((field): Rule[] => [
    { rule: `${field} is not negative`, field, message: R.min0, bad: { [field]: -1 }, good: { [field]: 0 } },
    { rule: `${field} is a number`, field, message: R.number, bad: { [field]: '12a' }, good: { [field]: '42' } },
  ]),
  // step 3: payment, structure
  {
    rule: 'payment_method is wire or credit_card',
    field: 'payment_method',
    message: R.required,
    bad: { payment_method: 'cash' },
    good: { payment_method: 'credit_card' },
  },
  {
    rule: 'business_structure is one of the five',
    field: 'business_structure',
    message: R.required,
    bad: { business_structure: 'Trust' },
    good: { business_structure: 'Corporation' },
  },
  {
    rule: "business_structure 'Other' requires other_business_structure",
    field: 'other_business_structure',
    message: R.required,
    bad: { business_structure: 'Other', other_business_structure: '' },
    good: { business_structure: 'Other', other_business_structure: 'Cooperative' },
  },
  // step 3: owners and contacts
  { rule: 'an owner is required (title)', field: 'owners.0.title', message: R.required, bad: { owners: [] }, good: { owners: [owner] } },
  {
    rule: 'an owner is required (name)',
    field: 'owners.0.name',
    message: R.required,
    bad: { owners: [{ title: '', name: '', email: '' }] },
    good: { owners: [owner] },
  },
  {
    rule: 'owner_email is required',
    field: 'owners.0.email',
    message: R.enterEmail,
    bad: { owners: [{ ...owner, email: '' }] },
    good: { owners: [owner] },
  },
  {
    rule: 'owner_email is valid',
    field: 'owners.1.email',
    message: R.invalidEmail,
    bad: { owners: [owner, { ...owner, email: 'nope' }] },
    good: { owners: [owner, owner] },
  },
  {
    rule: 'at most 3 owners',
    field: 'owners',
    message: R.max3,
    bad: { owners: [owner, owner, owner, owner] },
    good: { owners: [owner, owner, owner] },
  },
  ...(['ap_name', 'buyer_name'] as const).map((f) => requiredText(f, 'Pat Smith')),
  ...(['ap_phone', 'buyer_phone'] as const).map((field): Rule => ({
    rule: `${field} is a required phone number`,
    field,
    message: R.invalidNumber,
    bad: { [field]: 'n/a' },
    good: { [field]: '+1 202 555 0177' },
  })),
  ...(['ap_email', 'buyer_email'] as const).map((field): Rule => ({
    rule: `${field} is a required valid email`,
    field,
    message: R.invalidEmail,
    bad: { [field]: 'ap at example' },
    good: { [field]: 'ap2@example.test' },
  })),
  // references
  {
    rule: 'a trade reference is complete or blank (partial refused)',
    field: 'trade_references.1.trade_phone',
    message: R.required,
    bad: { trade_references: [trade, { ...trade, trade_phone: '' }] },
    good: { trade_references: [trade, { trade_name: '', trade_email: '', trade_phone: '' }] },
  },
  {
    rule: 'a trade reference email is valid',
    field: 'trade_references.0.trade_email',
    message: R.invalidEmail,
    bad: { trade_references: [{ ...trade, trade_email: 'x' }] },
    good: { trade_references: [trade] },
  },
  {
    rule: 'at most 3 trade references',
    field: 'trade_references',
    message: R.max3,
    bad: { trade_references: [trade, trade, trade, trade] },
    good: { trade_references: [trade, trade, trade] },
  },
  {
    rule: 'a bank reference is complete or blank (partial refused)',
    field: 'bank_references.0.contact_officer',
    message: R.required,
    bad: { bank_references: [{ ...bank, contact_officer: '' }] },
    good: { bank_references: [bank] },
  },
  {
    rule: 'a bank account number is a number ≥ 0',
    field: 'bank_references.0.account_number',
    message: R.number,
    bad: { bank_references: [{ ...bank, account_number: '-5' }] },
    good: { bank_references: [{ ...bank, account_number: '0' }] },
  },
  {
    rule: 'at most 3 bank references',
    field: 'bank_references',
    message: R.max3,
    bad: { bank_references: [bank, bank, bank, bank] },
    good: { bank_references: [bank, bank, bank] },
  },
];

describe('POST /api/user/register: spec 1 §5 rules', () => {
  it.each(registrationRules.map((r) => [r.rule, r] as const))('%s', async (_name, r) => {
    const before = await userCount();
    const bad = await register(await resolve(r.bad));
    await expectRefused(bad, r.field, r.message);
    expect(await userCount()).toBe(before);
    const good = await register(await resolve(r.good));
    expect(good.status, `valid case refused: ${JSON.stringify(good.body)}`).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('reports every broken rule of one request at once, keyed by field', async () => {
    const res = await postRegistration(s, '/api/user/register', {
      first_name: 'A1',
      zip_code: '1',
      password: 'x',
      password1: 'y',
      email: 'a@b.test',
      confirm_email: 'c@d.test',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      first_name: R.letters,
      zip_code: R.zip,
      password: R.min8,
      password1: R.same,
      confirm_email: R.same,
      categories: R.categories,
      agree: R.agree,
      'owners.0.title': R.required,
    });
  });
});

function register(patch: Record<string, unknown>) {
  const body = validRegistration(cats, patch);
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete body[k];
  return postRegistration(s, '/api/user/register', body);
}

// ---- the other access forms -----------------------------------------------------

interface FormRule extends Rule {
  path: string;
  base: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The status the valid case answers (200 unless the rule needs more). */
  goodStatus?: number;
}

/** A reset token the server knows, for the valid reset cases. */
async function resetToken() {
  const token = `reset-token-${Math.random().toString(36).slice(2)}-abcdefghij`;
  await s.database.pool.query("insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')", [
    member.id,
    hashToken(token),
  ]);
  return token;
}

const seller = () => ({
  first_name: 'Sam',
  last_name: 'Seller',
  companyname: 'Surplus Inc',
  phone: '+1 202 555 0123',
  email: uniqueEmail('seller'),
  seller_type: 'domestic',
});

const formRules: FormRule[] = [
  // login
  ...[
    { rule: 'login email is required', field: 'username', message: R.enterEmail, bad: { username: '' }, good: {} },
    { rule: 'login email is valid', field: 'username', message: R.invalidEmail, bad: { username: 'someone' }, good: {} },
    { rule: 'login password is required', field: 'password', message: 'Enter password', bad: { password: '' }, good: {} },
    {
      rule: 'auto-login needs an email',
      field: 'username',
      message: R.enterEmail,
      bad: { autologin: 1, token: 'x', username: '' },
      good: {},
    },
    { rule: 'auto-login needs its token', field: 'token', message: R.required, bad: { autologin: 1, password: undefined }, good: {} },
  ].map((r): FormRule => ({ ...r, path: '/api/user/login', base: () => ({ username: member.email, password: member.password }) })),
  // forgot password
  ...[
    { rule: 'forgot password: email is required', field: 'email', message: R.enterEmail, bad: { email: '' }, good: {} },
    {
      rule: 'forgot password: email is valid',
      field: 'email',
      message: R.invalidEmail,
      bad: { email: 'nobody' },
      good: { email: 'nobody@example.test' },
    },
  ].map((r): FormRule => ({ ...r, path: '/api/user/forgotPassword', base: () => ({ email: member.email }) })),
  // reset password
  ...[
    { rule: 'reset: password is required', field: 'password', message: R.required, bad: { password: '', confirm_password: '' }, good: {} },
    {
      rule: 'reset: password has at least 8 characters (min8_char)',
      field: 'password',
      message: R.min8,
      bad: { password: '1234567', confirm_password: '1234567' },
      good: {},
    },
    {
      rule: 'reset: confirm_password is required',
      field: 'confirm_password',
      message: R.required,
      bad: { confirm_password: '' },
      good: {},
    },
    {
      rule: 'reset: confirm_password equals password',
      field: 'confirm_password',
      message: R.same,
      bad: { confirm_password: 'Different-1' },
      good: {},
    },
  ].map((r): FormRule => ({
    ...r,
    path: '/api/user/updateUserPasswordUnauth',
    base: async () => ({ token: await resetToken(), password: member.password, confirm_password: member.password }),
  })),
  // seller request
  ...[
    ...(['first_name', 'last_name', 'companyname'] as const).map((f) => ({
      rule: `seller request: ${f} is required`,
      field: f,
      message: R.required,
      bad: { [f]: '' },
      good: {},
    })),
    { rule: 'seller request: email is required', field: 'email', message: R.enterEmail, bad: { email: '' }, good: {} },
    { rule: 'seller request: email is valid', field: 'email', message: R.invalidEmail, bad: { email: 'seller.example' }, good: {} },
    { rule: 'seller request: phone is required', field: 'phone', message: R.required, bad: { phone: '' }, good: {} },
    {
      rule: "seller request: phone must be a phone number ('invalid_number')",
      field: 'phone',
      message: R.invalidNumber,
      bad: { phone: 'call me' },
      good: {},
    },
    {
      rule: 'seller request: seller_type is required',
      field: 'seller_type',
      message: R.required,
      bad: { seller_type: undefined },
      good: { seller_type: 'international' },
    },
    {
      rule: 'seller request: seller_type is domestic or international',
      field: 'seller_type',
      message: R.required,
      bad: { seller_type: 'martian' },
      good: {},
    },
  ].map((r): FormRule => ({ ...r, path: '/api/user/register-save-seller', base: seller })),
  // newsletter
  {
    rule: "newsletter: email is valid ('Invalid email format')",
    field: 'subscribe_email',
    message: 'Invalid email format',
    path: '/api/user/hubspot-save',
    base: () => ({ subscribe_email: uniqueEmail('news') }),
    bad: { subscribe_email: 'news@' },
    good: {},
  },
];

describe('the other access forms: spec 1 §5 rules', () => {
  it.each(formRules.map((r) => [r.rule, r] as const))('%s', async (_name, r) => {
    const send = async (patch: Record<string, unknown>) => {
      const body = { ...(await r.base()), ...patch };
      for (const [k, v] of Object.entries(patch)) if (v === undefined) delete body[k];
      return s.api('POST', r.path, { body });
    };
    await expectRefused(await send(await resolve(r.bad)), r.field, r.message);
    const good = await send(await resolve(r.good));
    expect(good.status, `valid case refused: ${JSON.stringify(good.body)}`).toBe(r.goodStatus ?? 200);
  });
});
