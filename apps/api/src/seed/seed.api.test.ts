import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalog, languages } from '@gavel/contract';
import { openDatabase, migrateDatabase, type Database } from '../platform/db/client.js';
import { createLocalFileStore, type FileStore } from '../platform/files/file-store.js';
import { users } from '../platform/db/schema/index.js';
import { createTestDatabase, testDbEngine } from '../../test/support/postgres.js';
import { createCatalogModule } from '../modules/catalog/index.js';
import { createContentModule } from '../modules/content/index.js';
import { verifyPassword } from '../modules/auth/index.js';
import { seedDemoData, seedIfEmpty } from './seed.js';
import { countDemoRows } from './seed-counts.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { lotPlan } from './lot-generator.js';
import { historyPlan, seller2Plan } from './history-lots.js';

const quiet = { info: () => undefined };
let database: Database;
let dispose: () => Promise<void>;
let files: FileStore;
let uploads: string;
const now = new Date();

const rows = async <T>(query: string): Promise<T[]> => (await database.db.execute(sql.raw(query))).rows as T[];

beforeAll(async () => {
  if (testDbEngine() === 'postgres') {
    const created = await createTestDatabase('gavel_seed');
    database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    dispose = async () => {
      await database.close();
      await created.drop();
    };
  } else {
    database = await openDatabase({ pgliteDir: 'memory://' });
    dispose = () => database.close();
  }
  await migrateDatabase(database);
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-seed-'));
  files = createLocalFileStore(uploads);
});

afterAll(async () => {
  await dispose?.();
  if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('leaves a database that already holds users alone at start-up', async () => {
    await database.db.insert(users).values({ email: 'someone@example.test', username: 'someone', firstName: 'Some', lastName: 'One' });
    expect(await seedIfEmpty(database.db, files, quiet)).toBeNull();
    expect((await countDemoRows(database.db)).lots).toBe(0);
    await database.db.execute(sql`delete from users`);
  });

  // Seeds the demo marketplace twice (90 days of sold lots): the time limit bounds a hang on a loaded machine; it asserts no speed.
  it('seeds once: a second run changes and duplicates nothing', async () => {
    const first = await seedIfEmpty(database.db, files, quiet);
    expect(first?.demoLotsCreated).toBe(true);
    const before = await countDemoRows(database.db);
    const second = await seedDemoData(database.db, files, quiet, { now });
    expect(second).toMatchObject({ demoLotsCreated: false, demoAccountsCreated: 0, filesWritten: 0 });
    expect(await countDemoRows(database.db)).toEqual(before);
    expect(await seedIfEmpty(database.db, files, quiet)).toBeNull();

    const planned = [lotPlan, historyPlan, seller2Plan]
      .flatMap((plan) => Object.values(plan).flatMap((p) => Object.values(p)))
      .reduce((a, b) => a + b, 0);
    expect(before).toMatchObject({
      sites: 1,
      categories: 10,
      conditions: 6,
      regions: 6,
      states: 51,
      bid_increments: 6,
      banners: 4,
      lots: planned,
    });
    expect(before.static_pages).toBe(8 * languages.length);
    expect(before.countries).toBeGreaterThanOrEqual(60);
    expect(before.users).toBe(Object.keys(DEMO_ACCOUNTS).length + 20);
    expect(before.bids).toBeGreaterThan(500);
    expect(before.manifest_lines).toBeGreaterThan(before.lots * 5 - 1);
  }, 180_000);

  it('has every listing format, auction type and status, with open, upcoming and closed lots', async () => {
    const formats = await rows<{ listing_format: string; status: string; n: number }>(
      'select listing_format, status, count(*)::int as n from lots group by 1, 2',
    );
    for (const f of ['live', 'buynow', 'sealed', 'lineitem', 'pricelock']) {
      for (const s of ['open', 'sold', 'closed']) expect(formats.some((r) => r.listing_format === f && r.status === s)).toBe(true);
    }
    const [t] = await rows<{ upcoming: number; soon: number; types: number; orphans: number }>(`
      select
        (select count(*)::int from lots where date_added > now()) as upcoming,
        (select count(*)::int from lots where status = 'open' and listing_format = 'live' and date_closed between now() and now() + interval '31 minutes') as soon,
        (select count(distinct auction_type)::int from lots) as types,
        (select count(*)::int from lots where category_id is null or condition_id is null or seller_id is null) as orphans`);
    expect(t).toEqual({ upcoming: expect.any(Number), soon: expect.any(Number), types: 3, orphans: 0 });
    expect(t!.upcoming).toBeGreaterThan(0);
    expect(t!.soon).toBeGreaterThanOrEqual(5);
  });

  it('keeps lots consistent with their bids', async () => {
    const broken = await rows<{ id: number }>(`
      select l.id from lots l
      join lateral (select count(*)::int as n, max(b.amount) as top from bids b where b.lot_id = l.id and b.line_item_id is null) s on true
      left join lateral (select b.user_id from bids b where b.lot_id = l.id and b.line_item_id is null order by b.sequence desc limit 1) last on true
      where l.listing_format = 'live' and (
        l.bid_count <> s.n or l.bid_sequence <> s.n
        or (s.n > 0 and (l.current_price <> s.top or l.leader_user_id is distinct from last.user_id))
        or (l.status = 'sold' and (l.winner_user_id is distinct from l.leader_user_id or l.sold_price <> l.current_price))
      )`);
    expect(broken).toEqual([]);
    const [dup] = await rows<{ n: number }>(
      'select count(*)::int as n from (select lot_id, line_item_id, sequence from bids group by 1, 2, 3 having count(*) > 1) d',
    );
    expect(dup!.n).toBe(0);
  });

  it('gives every sold lot its order and invoice, and fixed-price lots no bids', async () => {
    const missing = await rows<{ id: number }>(`
      select l.id from lots l where l.status = 'sold'
        and not exists (select 1 from invoices i where i.lot_id = l.id)`);
    expect(missing).toEqual([]);
    const orphan = await rows<{ id: number }>('select id from orders where invoice_id is null');
    expect(orphan).toEqual([]);
    const fixedWithBids = await rows<{ id: number }>(`
      select l.id from lots l where l.listing_format in ('buynow', 'pricelock') and (l.bid_count > 0 or exists (select 1 from bids b where b.lot_id = l.id))`);
    expect(fixedWithBids).toEqual([]);
  });

  it('writes the files the rows name', async () => {
    const images = await rows<{ file: string }>('select file from lot_images order by id limit 50');
    for (const { file } of images) expect(await files.exists('product', file)).toBe(true);
    const manifests = await rows<{ manifest_file: string }>('select manifest_file from lots where manifest_file is not null limit 20');
    expect(manifests.length).toBeGreaterThan(0);
    for (const { manifest_file } of manifests) expect(await files.exists('product_csv', manifest_file)).toBe(true);
    const attachments = await rows<{ file_name: string }>('select file_name from lot_attachments limit 20');
    for (const { file_name } of attachments) expect(await files.exists('documents', file_name)).toBe(true);
    const banners = await rows<{ image: string; link: string }>('select image, link from banners');
    for (const b of banners) {
      expect(await files.exists('banner', b.image)).toBe(true);
      expect(b.link).toMatch(/^\//);
    }
  });

  it('serves the reference data and the static pages through the services', async () => {
    const reference = catalog.referenceDataSchema.parse(await createCatalogModule({ db: database.db }).referenceData());
    expect(reference.states).toHaveLength(51);
    expect(reference.countries.find((c) => c.id === 231)?.iso2).toBe('US');
    expect(reference.categories.every((c) => ['Dell', 'HP', 'Lenovo'].every((b) => c.brands.some((x) => x.name === b)))).toBe(true);
    expect(reference.conditions.map((c) => c.language_var)).toContain('condition.gradeA');
    const content = createContentModule({ db: database.db });
    for (const language of languages) expect((await content.staticPage('grading', language)).language).toBe(language);
  });

  it('creates the demo accounts with their documented passwords and roles', async () => {
    const found = await rows<{
      email: string;
      password_hash: string;
      is_buyer: boolean;
      is_admin: boolean;
      is_seller: boolean;
      company: string | null;
    }>(
      `select u.email, u.password_hash, u.is_buyer, u.is_admin, u.is_seller, c.name as company from users u left join companies c on c.id = u.company_id where u.email like '%@gavel.test'`,
    );
    const buyer = found.find((u) => u.email === DEMO_ACCOUNTS.buyer.email)!;
    expect(await verifyPassword(buyer.password_hash, DEMO_ACCOUNTS.buyer.password)).toBe(true);
    expect(buyer).toMatchObject({ is_buyer: true, is_admin: false, company: 'Acme Refurb LLC' });
    expect(found.find((u) => u.email === DEMO_ACCOUNTS.admin.email)).toMatchObject({ is_buyer: false, is_admin: true });
    expect(found.find((u) => u.email === DEMO_ACCOUNTS.seller.email)).toMatchObject({ is_buyer: false, is_seller: true });
    const [sellerLots] = await rows<{ n: number }>(
      `select count(*)::int as n from lots l join users u on u.id = l.seller_id where u.email in ('${DEMO_ACCOUNTS.seller.email}', '${DEMO_ACCOUNTS.seller2.email}')`,
    );
    expect(sellerLots!.n).toBe((await countDemoRows(database.db)).lots);
    expect(found.find((u) => u.email === DEMO_ACCOUNTS.seller2.email)).toMatchObject({ is_buyer: false, is_seller: true });
  });

  it('gives the second seller open lots, offers and invoices, and 90 days of paid, disputed sales', async () => {
    const [s] = await rows<{ open: number; offers: number; invoices: number; paid: number; oldest_days: number; disputes: number; exempt: number; retail: number }>(
      `select
        (select count(*)::int from lots l join users u on u.id = l.seller_id where u.email = '${DEMO_ACCOUNTS.seller2.email}' and l.status = 'open') as open,
        (select count(*)::int from offers o join lots l on l.id = o.lot_id join users u on u.id = l.seller_id where u.email = '${DEMO_ACCOUNTS.seller2.email}') as offers,
        (select count(*)::int from invoices i join lots l on l.id = i.lot_id join users u on u.id = l.seller_id where u.email = '${DEMO_ACCOUNTS.seller2.email}') as invoices,
        (select count(*)::int from invoices i join payment_invoices p on p.invoice_id = i.id where i.status = 'paid' and i.paid_at >= i.created_at) as paid,
        (select floor(extract(epoch from (now() - min(closed_at))) / 86400)::int from lots where status = 'sold') as oldest_days,
        (select count(*)::int from disputes) as disputes,
        (select count(*)::int from company_profiles cp join users u on u.company_id = cp.company_id join tax_documents t on t.company_id = cp.company_id
          where cp.tax_exempt and u.email = '${DEMO_ACCOUNTS.buyer2.email}') as exempt,
        (select count(*)::int from manifest_lines where unit_retail > 0) as retail`,
    );
    expect(s).toMatchObject({ exempt: 1 });
    expect(s!.open).toBeGreaterThan(10);
    expect(s!.offers).toBeGreaterThan(3);
    expect(s!.invoices).toBeGreaterThan(20);
    expect(s!.paid).toBeGreaterThan(50);
    expect(s!.oldest_days).toBeGreaterThanOrEqual(80);
    expect(s!.disputes).toBeGreaterThan(3);
    expect(s!.retail).toBeGreaterThan(1000);
  });

  it('leaves the id sequences after the seeded fixed ids', async () => {
    const [c] = await rows<{ id: number }>(
      `insert into conditions (name, language_var, description) values ('Test', 'condition.test', 'x') returning id`,
    );
    expect(c!.id).toBeGreaterThan(6);
    const [s] = await rows<{ id: number }>(`insert into states (country_id, code, name) values (38, 'ON', 'Ontario') returning id`);
    expect(s!.id).toBeGreaterThan(51);
  });
});
