import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness.js';
import { buildLot } from '../factories/lots.js';
import { bids, orders } from '../../src/platform/db/schema/index.js';
import { postMultipart } from './support.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let s: TestServer;
let buyer: TestUser;
let seller: TestUser;
let buyerToken: string;
let sellerToken: string;
let lotId: number;
let wonLotId: number;

beforeAll(async () => {
  s = await startTestServer();
  [buyer, seller] = await Promise.all([s.buildUser(), s.buildUser({ role: 'seller' })]);
  [buyerToken, sellerToken] = await Promise.all([s.loginAs(buyer), s.loginAs(seller)]);
  lotId = (await buildLot(s.database.db, { sellerId: seller.id, title: 'Conformance lot', city: 'Memphis' })).id;
  wonLotId = (await buildLot(s.database.db, { title: 'Conformance win', status: 'sold', winnerUserId: buyer.id, soldPrice: 12_345 })).id;
  await s.database.db.insert(bids).values({ lotId: wonLotId, userId: buyer.id, amount: 12_345, maxAmount: 12_345, sequence: 1 });
  await s.database.db.insert(orders).values({ lotId: wonLotId, buyerId: buyer.id, kind: 'auction', amount: 12_345 });
});
afterAll(() => s?.close());

describe('dashboard (spec 2 §7 "Dashboard and listings")', () => {
  /** The spec's dashboard filter, every field, as its client sends it (empty lists as ''). */
  const specFilter = {
    ajax: 1,
    sh_limit: 15,
    page: 1,
    view: '',
    orderby: 1,
    orderbyid: 2,
    'location[]': [],
    'state[]': [],
    'city[]': [],
    category: '',
    sub_category: '',
    condition: '',
    listfmt: '',
    reglist: '',
    countrylist: '',
    lottype: '',
    action: '',
    site_id: 1,
  };

  it('POST dashboard/searchdashprojects takes the filter exactly and answers records, sorts, setDisp, totalRecords', async () => {
    const res = await s.api('POST', '/api/user/dashboard/searchdashprojects', { token: buyerToken, body: specFilter });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ records: [expect.objectContaining({ id: wonLotId })], setDisp: '1-1 of 1', totalRecords: 1 });
    expect(res.body.data.sorts).toEqual(expect.arrayContaining([expect.objectContaining({ orderby: 1, selected: true })]));
    // Money in currency units.
    expect(res.body.data.records[0]).toMatchObject({ sold_price: 123.45, order_amount: 123.45, bidtopstatus: 'won' });
    // The spec names records, sorts, setDisp, totalRecords on the response (as auction/search answers them).
    expect(res.body).toMatchObject({ records: [expect.objectContaining({ id: wonLotId, sold_price: 123.45 })], setDisp: '1-1 of 1', totalRecords: 1 });
    expect(res.body.sorts).toEqual(res.body.data.sorts);
  });

  it('POST dashboard answers the same; location[], state[], city[] filter by place', async () => {
    const res = await s.api('POST', '/api/user/dashboard', { token: buyerToken, body: { ...specFilter, orderbyid: 2, 'city[]': ['Nowhere'] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ records: [], totalRecords: 0, setDisp: '0-0 of 0' });
    expect(res.body).toMatchObject({ records: [], totalRecords: 0, setDisp: '0-0 of 0', sorts: expect.any(Array) });
  });
});

describe('messages (spec 2 §7 "Messages")', () => {
  it('POST messages/savemessagefromview {to_id, projectmsgpost, message, from_id} answers "message successfully sent"', async () => {
    const res = await s.api('POST', '/api/user/messages/savemessagefromview', {
      token: buyerToken,
      body: { to_id: seller.id, projectmsgpost: lotId, message: 'Hello', from_id: buyer.id, site_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'message successfully sent' });
  });

  it('GET messages (field archive) returns success, data with activemsgcount, archivemsgcount, messagesforusers, messageunreadcount', async () => {
    const res = await s.api('GET', '/api/user/messages', { token: sellerToken, query: { archive: 0, site_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { activemsgcount: 1, archivemsgcount: 0, messageunreadcount: 1 } });
    expect(res.body.data.messagesforusers[0]).toMatchObject({
      userid: buyer.id,
      username: expect.any(String),
      date_sent: expect.any(String),
      message: 'Hello',
      unreadcount: 1,
      sellerid: buyer.id,
      messageunreadcount: 1,
      projectmessages: [{ project_id: lotId, title: 'Conformance lot', conversationcount: 1, unreadcount: 1 }],
    });
  });

  it('POST searchprojectmessages {sellerid, archive}', async () => {
    const res = await s.api('POST', '/api/user/searchprojectmessages', { token: buyerToken, body: { sellerid: seller.id, archive: 0, site_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.projectmessages).toEqual([{ project_id: lotId, title: 'Conformance lot', conversationcount: 1, unreadcount: 0 }]);
  });

  it('POST searchactualmessages {sellerid, projectid, archive, activemainusertunread, activesellerunread}: actualmessages with a datearray per date', async () => {
    const res = await s.api('POST', '/api/user/searchactualmessages', {
      token: sellerToken,
      body: { sellerid: buyer.id, projectid: lotId, archive: 0, activemainusertunread: 1, activesellerunread: 0, site_id: 1 },
    });
    expect(res.status).toBe(200);
    const day = res.body.data.actualmessages[0];
    expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day.datearray[0]).toMatchObject({
      id: expect.any(Number),
      from_id: buyer.id,
      message: 'Hello',
      image: 0,
      img_basename: '',
      date_sent: expect.any(String),
      sellermsgpost: buyer.id,
      projectmsgpost: lotId,
      status: 'open',
      fromadmin: 0,
      attachinsidename: '',
      attachorginalname: '',
    });
  });

  it('POST messages/addnewattach/1 (form file ig_messages_upload) returns datumnew.name, originalname; saveattachementmessage sends it', async () => {
    const up = await postMultipart(s, '/api/user/messages/addnewattach/1', { site_id: 1 }, { ig_messages_upload: { name: 'crate.png', type: 'image/png', content: PNG } }, sellerToken);
    expect(up.status).toBe(200);
    expect(up.body.datumnew).toEqual({ name: expect.stringMatching(/^[a-f0-9]{48}\.png$/), originalname: 'crate.png' });
    const sent = await s.api('POST', '/api/user/messages/saveattachementmessage', {
      token: sellerToken,
      body: {
        sellermsgpost: buyer.id,
        projectmsgpost: lotId,
        message: '',
        status: 'open',
        fromadmin: 0,
        attachinsidename: up.body.datumnew.name,
        attachorginalname: up.body.datumnew.originalname,
        site_id: 1,
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ image: 1, img_basename: up.body.datumnew.name, attachorginalname: 'crate.png' });
  });

  it('POST messages/savemessage {sellermsgpost, projectmsgpost, message, status, fromadmin}; deletemessage {id}; archivemessages {sellerid, projectid, archive}', async () => {
    const saved = await s.api('POST', '/api/user/messages/savemessage', {
      token: buyerToken,
      body: { sellermsgpost: seller.id, projectmsgpost: lotId, message: 'One more thing', status: 'open', fromadmin: 0, site_id: 1 },
    });
    expect(saved.status).toBe(200);
    const del = await s.api('POST', '/api/user/messages/deletemessage', { token: buyerToken, body: { id: saved.body.data.id, site_id: 1 } });
    expect(del.status).toBe(200);
    const arch = await s.api('POST', '/api/user/messages/archivemessages', { token: buyerToken, body: { sellerid: seller.id, projectid: lotId, archive: 1, site_id: 1 } });
    expect(arch.status).toBe(200);
    expect(arch.body.data).toMatchObject({ activemsgcount: 0, archivemsgcount: 1 });
  });
});
