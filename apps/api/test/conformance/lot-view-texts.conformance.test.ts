import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { staticPages } from '../../src/platform/db/schema/index.js';

/**
 * Spec 2 §3 / §7 product/view: `finish` is the lot's finish, `faqcontent` the FAQ (the
 * operator's FAQ page in the viewer's language, sanitised; else the bidding questions), and
 * topBidMessage / bottomBidMessage / bidinstructcontent are written in the viewer's language
 * (a signed-in viewer's own, a guest's `language` query), never English-only.
 */
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
});
afterAll(() => s?.close());

const view = (id: number, token?: string, query: Record<string, string | number> = { site_id: 1 }) =>
  s.api('GET', `/api/product/view/${id}`, { token, query });

describe('product/view texts', () => {
  it('finish is the lot’s; an operator sets it when listing the lot', async () => {
    const admin = await s.buildUser({ role: 'admin' });
    const created = await s.api('POST', '/api/admin/lots', {
      token: await s.loginAs(admin),
      body: { title: 'Finished pallet', listing_format: 'live', starting_price: 10, finish: 'Black matte', date_closed: new Date(Date.now() + 86400_000).toISOString() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const res = await view(created.body.data.id);
    expect(res.body.data.project.finish).toBe('Black matte');
    const plain = await buildLot(s.database.db);
    expect((await view(plain.id)).body.data.project.finish).toBe('');
  });

  it('messages and instructions follow the viewer’s language; a guest may ask for one', async () => {
    const [fr, de] = await Promise.all([s.buildUser({ language: 'French' }), s.buildUser({ language: 'German' })]);
    const [frToken, deToken] = await Promise.all([s.loginAs(fr), s.loginAs(de)]);
    const lot = await buildLot(s.database.db, { reservePrice: 1_000_000 });
    expect((await s.api('POST', '/api/product/bidConfirm', { token: frToken, body: { id: lot.id, wsprice: 100, hard_bid: 1 } })).status).toBe(200);

    const mine = (await view(lot.id, frToken)).body.data;
    expect(mine.bidtopstatus).toBe('winner');
    expect(mine.topBidMessage).toBe('Vous êtes le meilleur enchérisseur.');
    expect(mine.project.topBidMessage).toBe('Vous êtes le meilleur enchérisseur.');
    expect(mine.bottomBidMessage).toBe('Prix de réserve non atteint.');
    expect(mine.bidinstructcontent).toMatch(/^Saisissez le montant/);

    const german = (await view(lot.id, deToken)).body.data;
    expect(german.bidinstructcontent).toMatch(/^Geben Sie den Betrag ein/);
    expect(german.bottomBidMessage).toBe('Mindestpreis nicht erreicht.');

    const guest = await s.api('GET', `/api/product/view_new/${lot.id}`, { query: { site_id: 1, language: 'Spanish' } });
    expect(guest.body.data.bidinstructcontent).toMatch(/^Introduzca el importe/);
    expect((await view(lot.id)).body.data.bidinstructcontent).toMatch(/^Enter the amount/);
    expect((await view(lot.id, undefined, { language: 'Klingon' })).status).toBe(400);

    const sealed = await buildLot(s.database.db, { auctionType: 'sealed', listingFormat: 'sealed' });
    expect((await view(sealed.id, deToken)).body.data.bidinstructcontent).toMatch(/^Verdecktes Gebot/);
    const line = await buildLot(s.database.db, { auctionType: 'lineitem', listingFormat: 'lineitem' });
    expect((await view(line.id, frToken)).body.data.bidinstructcontent).toMatch(/sous-lots|sous-lot/);
  });

  it('faqcontent is the operator’s FAQ page in the viewer’s language (sanitised), else the bidding questions', async () => {
    const lot = await buildLot(s.database.db);
    const fallback = (await view(lot.id, undefined, { language: 'German' })).body.data.faqcontent;
    expect(fallback).toMatch(/^<h3>.+<\/h3><p>.+<\/p>/);
    expect(fallback).toContain('Wie funktioniert');

    await s.database.db.insert(staticPages).values([
      { pageKey: 'FAQ', language: 'English', title: 'FAQ', content: '<h2>Questions</h2><p>Pay within 3 days.</p><script>alert(1)</script>' },
      { pageKey: 'FAQ', language: 'French', title: 'FAQ', content: '<p>Payez sous 3 jours.</p>' },
    ]);
    const en = (await view(lot.id)).body.data.faqcontent;
    expect(en).toContain('Pay within 3 days.');
    expect(en).not.toContain('<script');
    expect((await view(lot.id, undefined, { language: 'French' })).body.data.faqcontent).toBe('<p>Payez sous 3 jours.</p>');
    // No German page: the English one.
    expect((await view(lot.id, undefined, { language: 'German' })).body.data.faqcontent).toContain('Pay within 3 days.');
  });

  it('shipping_fee (for the currency converter): the lot’s fee when the seller ships, else the site’s flat fee; 0 when the buyer ships', async () => {
    const own = await buildLot(s.database.db, { buyerShips: false, shippingFee: 12_345 });
    const flat = await buildLot(s.database.db, { buyerShips: false });
    const buyer = await buildLot(s.database.db, { buyerShips: true, shippingFee: 9_900 });
    expect((await view(own.id)).body.data.project).toMatchObject({ buyership: 0, shipping_fee: 123.45 });
    expect((await view(flat.id)).body.data.project.shipping_fee).toBe(75);
    expect((await view(buyer.id)).body.data.project.shipping_fee).toBe(0);
  });

  it('qty_left: a price-lock lot counts down as units sell; other formats have qty until sold', async () => {
    const buyer = await s.buildUser();
    const token = await s.loginAs(buyer);
    const lock = await buildLot(s.database.db, { listingFormat: 'pricelock', qty: 10, startingPrice: 100_000, currentPrice: 100_000, buyNowPrice: 100_000, buyNowEnabled: true });
    expect((await view(lock.id)).body.data.project.qty_left).toBe(10);
    const bought = await s.api('POST', '/api/product/buynowConfirm', { token, body: { id: lock.id, buyprice: 100, qty: 3 } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await view(lock.id)).body.data.project.qty_left).toBe(7);
    const live = await buildLot(s.database.db, { qty: 4 });
    expect((await view(live.id)).body.data.project.qty_left).toBe(4);
  });
});
