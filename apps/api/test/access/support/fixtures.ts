import { writeReferenceData } from '../../../src/seed/reference.writer.js';
import { registration } from '@gavel/contract';
import type { ApiResponse, TestServer } from '../../harness.js';
import { uniqueEmail } from '../../harness.js';

/** Fills the reference tables (categories with brands, static pages incl. terms in 7 languages, ...). */
export async function seedReference(s: TestServer) {
  await s.database.db.transaction((tx) => writeReferenceData(tx, s.deps.files));
}

/** Category ids present in the database (after seedReference). */
export async function categoryIds(s: TestServer): Promise<number[]> {
  const r = await s.database.pool.query<{ id: number }>('select id from categories order by id');
  return r.rows.map((row) => row.id);
}

export const VALID_PASSWORD = 'Str0ng-Passw0rd';

/** A complete, valid `POST register` body with a fresh email; `over` replaces fields. */
export function validRegistration(categories: number[], over: Record<string, unknown> = {}): Record<string, unknown> {
  const email = uniqueEmail('reg');
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'Ada Lovelace',
    company_name: 'Analytical Engines Ltd',
    company_id: 'EIN-12-3456789',
    parent_company: '',
    business_type: 'Reseller',
    language: 'English',
    phone: '+1 202 555 0143',
    landline: '',
    email,
    confirm_email: email,
    password: VALID_PASSWORD,
    password1: VALID_PASSWORD,
    street_address: '1 Main Street',
    counntry: 'United States',
    state: 'New York',
    city: 'New York',
    zip_code: '10001',
    categories: categories.slice(0, 2),
    agree: true,
    agreeSalesTax: true,
    tax_exempt: 0,
    tax_exempt_doc: '',
    db_number: '123456789',
    tax_number: '987654321',
    business_years: 12,
    payment_method: 'wire',
    business_structure: 'LLC',
    other_business_structure: '',
    owners: [{ title: 'CEO', name: 'Ada Lovelace', email: 'ada@example.test' }],
    ap_name: 'Charles Babbage',
    ap_phone: '+1 202 555 0100',
    ap_email: 'ap@example.test',
    buyer_name: 'Mary Somerville',
    buyer_phone: '+1 202 555 0101',
    buyer_email: 'buyer@example.test',
    trade_references: [],
    bank_references: [],
    checkDuplicateUsername: 0,
    site_id: 1,
    ...over,
  };
}

const countedTables = [
  'users',
  'companies',
  'company_profiles',
  'company_contacts',
  'company_references',
  'user_category_interests',
  'tax_documents',
  'invitations',
] as const;
export type RegistrationCounts = Record<(typeof countedTables)[number] | 'tax_documents_claimed', number>;

/** Row counts of every table a registration writes. */
export async function registrationCounts(s: TestServer): Promise<RegistrationCounts> {
  const out = {} as RegistrationCounts;
  for (const t of countedTables) {
    const r = await s.database.pool.query<{ n: number }>(`select count(*)::int as n from ${t}`);
    out[t] = r.rows[0]!.n;
  }
  const claimed = await s.database.pool.query<{ n: number }>('select count(*)::int as n from tax_documents where company_id is not null');
  out.tax_documents_claimed = claimed.rows[0]!.n;
  return out;
}

/** Minimal valid files of each accepted type (magic bytes right). */
export const sampleFiles = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  /** A ZIP local file header naming [Content_Types].xml, then one naming word/document.xml. */
  docx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26, 0),
    Buffer.from('[Content_Types].xml<Types/>', 'latin1'),
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26, 0),
    Buffer.from('word/document.xml<w:document/>', 'latin1'),
  ]),
  /** A ZIP that is not a Word document. */
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('notes.txt hello', 'latin1')]),
  text: Buffer.from('just some text, not a document', 'utf8'),
};

/** Uploads a file to POST register/savefile (multipart field tax_exempt_doc). */
export async function uploadTaxDocument(s: TestServer, name: string, data: Buffer, field = 'tax_exempt_doc') {
  const form = new FormData();
  form.append('site_id', '1');
  form.append(field, new Blob([new Uint8Array(data)]), name);
  const res = await fetch(new URL('/api/user/register/savefile', s.url), { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/**
 * POST register / afterregister-save with a form-named body (`validRegistration`) sent as
 * the spec's §7 payload (`toRegisterPayload`: companyname, address, interestin "1,2",
 * custom_fields {...}); `fields` of an error answer are mapped back to the form's names,
 * so these tests keep checking the rules by field. The wire names themselves are checked
 * by the conformance suite (apps/api/test/conformance/registration.conformance.test.ts).
 */
export async function postRegistration(
  s: TestServer,
  path: '/api/user/register' | '/api/user/afterregister-save',
  form: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<ApiResponse> {
  const body = { ...registration.toRegisterPayload(form), site_id: form.site_id ?? 1, ...extra };
  const res = await s.api('POST', path, { body });
  const fields = (res.body as { fields?: Record<string, string> } | null)?.fields;
  if (fields) {
    (res.body as { fields: Record<string, string> }).fields = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [registration.formFieldOfWire(k), v]),
    );
  }
  return res;
}
