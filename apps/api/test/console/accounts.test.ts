import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer, type TestUser } from '../harness.js';
import { companies, companyContacts, companyProfiles, companyReferences, sellerRequests, taxDocuments, users } from '../../src/platform/db/schema/index.js';
import { privateFolders } from '../../src/platform/files/file-store.js';

let s: TestServer;
let adminToken: string;
let buyerToken: string;
let sellerToken: string;
const tokens = () => ({ guest: undefined, buyer: buyerToken, seller: sellerToken });

const PDF = Buffer.from('%PDF-1.4\n% tax exemption certificate\n%%EOF\n');
const DOC_NAME = `${'ab'.repeat(24)}.pdf`;

/** The newest outbox message to `to`, quoted-printable decoded (waits for the mail job). */
async function mailTo(to: string, contains: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(s.config.dataDir, 'outbox');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const f of files) {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      if (!raw.includes(to)) continue;
      const text = Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
      if (text.includes(contains)) return text;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} containing ${contains}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A pending buyer with a full registration: company, owner, references, a tax-exempt document. */
async function seedPendingBuyer(opts: { language?: string; firstName?: string; company?: string } = {}) {
  const db = s.database.db;
  const [company] = await db.insert(companies).values({ name: opts.company ?? 'Refurb Partners GmbH', registrationNumber: 'DE-123456' }).returning();
  const user = await s.buildUser({ status: 'pending', language: opts.language ?? 'German', firstName: opts.firstName ?? 'Greta', lastName: 'Pending' });
  await db.update(users).set({ companyId: company!.id, phone: '+49 30 1234567', city: 'Berlin', country: 'Germany' }).where(eq(users.id, user.id));
  await db.insert(companyProfiles).values({
    companyId: company!.id,
    businessType: 'IT Asset Disposition',
    paymentMethod: 'wire',
    businessStructure: 'Corporation',
    businessYears: 12,
    taxExempt: true,
    termsAcceptedAt: new Date(),
    salesTaxAcceptedAt: new Date(),
  });
  await db.insert(companyContacts).values({ companyId: company!.id, role: 'owner', name: 'Otto Owner', email: 'otto@example.test', phone: '+49 30 1', title: 'CEO' });
  await db.insert(companyReferences).values([
    { companyId: company!.id, kind: 'trade', name: 'Chip Traders', email: 'chip@example.test', phone: '+1 555 0100' },
    { companyId: company!.id, kind: 'bank', name: 'Bank of Berlin', email: 'bank@example.test', phone: '+49 30 2', accountNumber: '0042' },
  ]);
  return { user, companyId: company!.id };
}

let pending: { user: TestUser; companyId: number };
let docId: number;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  adminToken = await s.loginAs(await s.buildUser({ role: 'admin' }));
  buyerToken = await s.loginAs(await s.buildUser({ role: 'buyer' }));
  sellerToken = await s.loginAs(await s.buildUser({ role: 'seller' }));
  pending = await seedPendingBuyer();
  await s.deps.files.put(privateFolders.taxDocuments, DOC_NAME, PDF);
  const [doc] = await s.database.db
    .insert(taxDocuments)
    .values({ fileName: DOC_NAME, originalName: 'exemption.pdf', contentType: 'application/pdf', sizeBytes: PDF.length, companyId: pending.companyId, claimedAt: new Date() })
    .returning();
  docId = doc!.id;
});
afterAll(() => s?.close());

const statusOf = async (id: number) => (await s.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;
const requestOf = async (id: number) => (await s.database.db.select().from(sellerRequests).where(eq(sellerRequests.id, id)))[0]!;
const auditFor = async (q: Record<string, string | number>) => (await s.api('GET', '/api/admin/audit', { token: adminToken, query: q })).body.data.records;

async function sellerRequest(over: Record<string, string> = {}) {
  const email = uniqueEmail('seller-request');
  const res = await s.api('POST', '/api/user/register-save-seller', {
    body: { first_name: 'Sam', last_name: 'Seller', companyname: 'Surplus Servers Ltd', phone: '+44 20 7946 0000', email, seller_type: 'international', ...over },
  });
  expect(res.status).toBe(200);
  const [row] = await s.database.db.select().from(sellerRequests).where(eq(sellerRequests.email, email));
  return row!;
}

describe('console accounts: access', () => {
  it('refuses every call to a guest (401), a buyer and a seller (403), changing nothing', async () => {
    const req = await sellerRequest();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/accounts'],
      ['GET', `/api/admin/accounts/${pending.user.id}`],
      ['POST', `/api/admin/accounts/${pending.user.id}/approve`, {}],
      ['POST', `/api/admin/accounts/${pending.user.id}/reactivate`, {}],
      ['POST', `/api/admin/users/${pending.user.id}/deactivate`, {}],
      ['POST', '/api/admin/invitations', { email: uniqueEmail('x'), first_name: 'Ivy', last_name: 'Vite' }],
      ['GET', '/api/admin/seller-requests'],
      ['POST', `/api/admin/seller-requests/${req.id}/accept`, {}],
      ['POST', `/api/admin/seller-requests/${req.id}/decline`, { reason: 'Not a fit' }],
      ['GET', `/api/admin/accounts/${pending.user.id}/tax-documents/${docId}`],
    ];
    for (const [method, url, body] of calls) {
      for (const [who, token] of Object.entries(tokens())) {
        const res = await s.api(method, url, { token, body });
        expect(res.status, `${who} ${method} ${url}`).toBe(who === 'guest' ? 401 : 403);
      }
    }
    expect(await statusOf(pending.user.id)).toBe('pending');
    expect((await requestOf(req.id)).status).toBe('pending');
  });
});

describe('console accounts: list and registration', () => {
  it('lists accounts newest first, searches name, email and company, filters status and role, pages', async () => {
    const all = await s.api('GET', '/api/admin/accounts', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body.data.totalRecords).toBeGreaterThanOrEqual(4);
    expect(all.body.data.pendingCount).toBeGreaterThanOrEqual(1);
    expect(all.body.data.records[0].id).toBeGreaterThan(all.body.data.records.at(-1).id);

    for (const q of ['Greta Pend', pending.user.email.toUpperCase(), 'refurb partners']) {
      const hit = await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { q } });
      expect(hit.body.data.records.map((r: { id: number }) => r.id), q).toContain(pending.user.id);
    }
    const row = (await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { q: 'Refurb' } })).body.data.records[0];
    expect(row).toMatchObject({ status: 'pending', role: 'buyer', company: 'Refurb Partners GmbH', language: 'German' });
    expect((await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { q: '100%_' } })).body.data.totalRecords).toBe(0);

    const sellers = await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { role: 'seller' } });
    expect(sellers.body.data.records.every((r: { role: string }) => r.role === 'seller')).toBe(true);
    const staff = await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { role: 'staff', status: 'active' } });
    expect(staff.body.data.records).toHaveLength(1);
    const page2 = await s.api('GET', '/api/admin/accounts', { token: adminToken, query: { per_page: 25, page: 2 } });
    expect(page2.body.data.records).toEqual([]);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED', async () => {
    for (const query of [{ status: 'gone' }, { role: 'king' }, { per_page: 7 }, { page: 0 }, { q: 'x'.repeat(101) }]) {
      const res = await s.api('GET', '/api/admin/accounts', { token: adminToken, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await s.api('GET', '/api/admin/accounts/abc', { token: adminToken })).status).toBe(400);
    expect((await s.api('GET', '/api/admin/accounts/999999', { token: adminToken })).status).toBe(404);
  });

  it('opens a registration with its company, owners, references and tax-exempt document', async () => {
    const res = await s.api('GET', `/api/admin/accounts/${pending.user.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    const a = res.body.data.account;
    expect(a).toMatchObject({ status: 'pending', phone: '+49 30 1234567', address: { city: 'Berlin', country: 'Germany' } });
    expect(a.company_detail).toMatchObject({ name: 'Refurb Partners GmbH', registration_number: 'DE-123456', business_years: 12, tax_exempt: true, payment_method: 'wire' });
    expect(a.contacts).toEqual([expect.objectContaining({ role: 'owner', name: 'Otto Owner' })]);
    expect(a.references.map((r: { kind: string }) => r.kind)).toEqual(['bank', 'trade']);
    expect(a.tax_documents).toEqual([
      expect.objectContaining({ id: docId, original_name: 'exemption.pdf', url: `/api/admin/accounts/${pending.user.id}/tax-documents/${docId}` }),
    ]);
    expect(JSON.stringify(a)).not.toContain(DOC_NAME);
  });
});

describe('console accounts: tax-exempt documents', () => {
  it('serves the document to staff only, never from the public uploads folder', async () => {
    const url = `/api/admin/accounts/${pending.user.id}/tax-documents/${docId}`;
    const ok = await s.api('GET', url, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.body).toContain('tax exemption certificate');

    expect((await s.api('GET', url)).status).toBe(401);
    expect((await s.api('GET', url, { token: buyerToken })).status).toBe(403);
    expect((await s.api('GET', url, { token: sellerToken })).status).toBe(403);
    // Another account's id does not reach this company's document.
    expect((await s.api('GET', `/api/admin/accounts/1/tax-documents/${docId}`, { token: adminToken })).status).toBe(404);
    expect((await s.api('GET', `/api/admin/accounts/${pending.user.id}/tax-documents/x`, { token: adminToken })).status).toBe(404);

    // The public static folder has no copy under any folder name.
    for (const folder of ['documents', privateFolders.taxDocuments, `../private/${privateFolders.taxDocuments}`]) {
      const res = await s.api('GET', `/uploads/${folder}/${DOC_NAME}`);
      expect(res.status, folder).toBe(404);
    }
    expect(fs.existsSync(path.join(s.deps.files.root, 'documents', DOC_NAME))).toBe(false);
  });
});

describe('console accounts: approve, deactivate, reactivate', () => {
  it('approves a pending buyer, who is emailed in German and can then log in', async () => {
    const login = () => s.api('POST', '/api/user/login', { body: { username: pending.user.email, password: pending.user.password } });
    expect((await login()).body.code).toBe('ACCOUNT_PENDING');

    const res = await s.api('POST', `/api/admin/accounts/${pending.user.id}/approve`, { token: adminToken, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.account).toMatchObject({ id: pending.user.id, status: 'active' });
    expect((await login()).body.returnval).toBe(3);

    const mail = await mailTo(pending.user.email, 'Unser Team hat Ihr Konto freigegeben');
    expect(mail).toContain('Hallo Greta,');
    expect(mail).toContain('/login');

    const [entry] = await auditFor({ user_id: pending.user.id, action: 'accounts.approve' });
    expect(entry).toMatchObject({ entity: 'user', before: { status: 'pending' }, after: { status: 'active' } });

    // Only a pending account can be approved: a second approval changes nothing.
    const again = await s.api('POST', `/api/admin/accounts/${pending.user.id}/approve`, { token: adminToken, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect(await auditFor({ user_id: pending.user.id, action: 'accounts.approve' })).toHaveLength(1);
    expect((await s.api('POST', '/api/admin/accounts/999999/approve', { token: adminToken, body: {} })).status).toBe(404);
    expect((await s.api('POST', '/api/admin/accounts/0/approve', { token: adminToken, body: {} })).status).toBe(400);
  });

  it('deactivates (sessions end, login refused) and reactivates (login works again)', async () => {
    const buyer = await s.buildUser({ role: 'buyer' });
    const token = await s.loginAs(buyer);
    expect((await s.api('POST', `/api/admin/accounts/${buyer.id}/reactivate`, { token: adminToken, body: {} })).status).toBe(409);

    expect((await s.api('POST', `/api/admin/users/${buyer.id}/deactivate`, { token: adminToken, body: {} })).status).toBe(200);
    expect((await s.api('GET', '/api/user/getUserDetails', { token })).status).toBe(401);
    const refused = await s.api('POST', '/api/user/login', { body: { username: buyer.email, password: buyer.password } });
    expect(refused.body.code).toBe('ACCOUNT_DEACTIVATED');

    const back = await s.api('POST', `/api/admin/accounts/${buyer.id}/reactivate`, { token: adminToken, body: {} });
    expect(back.status).toBe(200);
    expect(back.body.data.account.status).toBe('active');
    expect(await s.loginAs(buyer)).toBeTruthy();
    const trail = await auditFor({ user_id: buyer.id });
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['accounts.reactivate', 'admin.deactivateUser']);
  });
});

describe('console accounts: seller requests', () => {
  it('lists requests by status and refuses bad input', async () => {
    const req = await sellerRequest();
    const list = await s.api('GET', '/api/admin/seller-requests', { token: adminToken, query: { status: 'pending' } });
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toContain(req.id);
    expect(list.body.data.records.find((r: { id: number }) => r.id === req.id)).toMatchObject({ company_name: 'Surplus Servers Ltd', seller_type: 'international', status: 'pending' });
    expect((await s.api('GET', '/api/admin/seller-requests', { token: adminToken, query: { status: 'maybe' } })).status).toBe(400);

    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(1001) }, { reason: 'Fine reason', language: 'Klingon' }]) {
      const res = await s.api('POST', `/api/admin/seller-requests/${req.id}/decline`, { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await s.api('POST', `/api/admin/seller-requests/${req.id}/accept`, { token: adminToken, body: { language: 'Klingon' } })).status).toBe(400);
    expect((await requestOf(req.id)).status).toBe('pending');
    expect((await s.api('POST', '/api/admin/seller-requests/999999/accept', { token: adminToken, body: {} })).status).toBe(404);
  });

  it('declines with a reason, emailed in the chosen language; a decided request cannot be decided again', async () => {
    const req = await sellerRequest({ first_name: 'Dora' });
    const res = await s.api('POST', `/api/admin/seller-requests/${req.id}/decline`, {
      token: adminToken,
      body: { reason: 'Nous ne prenons pas de serveurs pour le moment.', language: 'French' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.request).toMatchObject({ status: 'declined', decline_reason: 'Nous ne prenons pas de serveurs pour le moment.', user_id: null });
    const mail = await mailTo(req.email, 'Motif : Nous ne prenons pas de serveurs');
    expect(mail).toContain('Bonjour Dora,');

    expect((await s.api('POST', `/api/admin/seller-requests/${req.id}/accept`, { token: adminToken, body: {} })).status).toBe(409);
    expect((await s.database.db.select().from(users).where(eq(users.email, req.email))).length).toBe(0);
    const [entry] = await auditFor({ action: 'accounts.declineSellerRequest' });
    expect(entry).toMatchObject({ entity: 'seller_request', entity_id: String(req.id), after: { status: 'declined' } });
  });

  it('accepts: a seller account is created, emailed a set-password link, and the seller logs in with it', async () => {
    const req = await sellerRequest({ first_name: 'Sara' });
    const res = await s.api('POST', `/api/admin/seller-requests/${req.id}/accept`, { token: adminToken, body: { language: 'Spanish' } });
    expect(res.status).toBe(200);
    const userId = res.body.data.request.user_id as number;
    expect(res.body.data.request).toMatchObject({ status: 'accepted' });
    const [u] = await s.database.db.select().from(users).where(eq(users.id, userId));
    expect(u).toMatchObject({ email: req.email, isSeller: true, isBuyer: false, isAdmin: false, status: 'active', language: 'Spanish', passwordHash: null });

    const mail = await mailTo(req.email, 'Hemos aceptado su solicitud');
    const token = /reset_password\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const set = await s.api('POST', '/api/user/updateUserPasswordUnauth', { body: { token, password: 'Seller-Pass-42', new_password1: 'Seller-Pass-42', confirm_password: 'Seller-Pass-42' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const sellerSession = await s.loginAs({ email: req.email, password: 'Seller-Pass-42' });
    expect((await s.api('GET', '/api/admin/accounts', { token: sellerSession })).status).toBe(403);

    expect((await s.api('POST', `/api/admin/seller-requests/${req.id}/decline`, { token: adminToken, body: { reason: 'Changed my mind' } })).status).toBe(409);
    const [entry] = await auditFor({ user_id: userId });
    expect(entry).toMatchObject({ action: 'accounts.acceptSellerRequest', after: { status: 'accepted', user_id: userId } });
  });
});
