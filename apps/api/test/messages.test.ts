import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './harness.js';
import { buildLot } from './factories/lots.js';
import { postMultipart } from './conformance/support.js';
import { connectSocket } from './support/sockets.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('messages', () => {
  let s: TestServer;
  let buyer: TestUser;
  let seller: TestUser;
  let stranger: TestUser;
  let buyerToken: string;
  let sellerToken: string;
  let strangerToken: string;
  let lotId: number;

  beforeAll(async () => {
    s = await startTestServer();
    [buyer, seller, stranger] = await Promise.all([s.buildUser(), s.buildUser({ role: 'seller' }), s.buildUser()]);
    [buyerToken, sellerToken, strangerToken] = await Promise.all([s.loginAs(buyer), s.loginAs(seller), s.loginAs(stranger)]);
    lotId = (await buildLot(s.database.db, { sellerId: seller.id, title: 'Pallet of monitors' })).id;
  });
  afterAll(() => s.close());

  const contact = (token: string, body: Record<string, unknown>) => s.api('POST', '/api/user/messages/savemessagefromview', { token, body });
  const upload = (token: string, file: { name: string; type: string; content: Uint8Array<ArrayBuffer> | string }) =>
    postMultipart(s, '/api/user/messages/addnewattach/1', {}, { ig_messages_upload: file }, token);

  it('a buyer contacts the seller from the lot page; the seller hears it live and sees it in their list', async () => {
    const socket = await connectSocket(s.url, sellerToken);
    const heard = new Promise<unknown>((resolve) => socket.once('sendmessage', resolve));
    const res = await contact(buyerToken, { to_id: seller.id, projectmsgpost: lotId, message: 'Is the pallet wrapped?', from_id: buyer.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'message successfully sent' });
    expect(await heard).toEqual({ to_id: seller.id, from_id: buyer.id, sellerid: seller.id, projectid: lotId, message: 'Is the pallet wrapped?' });
    socket.disconnect();

    const list = await s.api('GET', '/api/user/messages', { token: sellerToken });
    expect(list.body.data).toMatchObject({ activemsgcount: 1, archivemsgcount: 0, messageunreadcount: 1 });
    expect(list.body.data.messagesforusers[0]).toMatchObject({
      sellerid: buyer.id,
      message: 'Is the pallet wrapped?',
      unreadcount: 1,
      projectmessages: [{ project_id: lotId, title: 'Pallet of monitors', conversationcount: 1, unreadcount: 1 }],
    });
  });

  it('the seller answers in the same screen; reading the thread marks it read', async () => {
    const res = await s.api('POST', '/api/user/messages/savemessage', {
      token: sellerToken,
      body: { sellermsgpost: buyer.id, projectmsgpost: lotId, message: 'Yes, shrink-wrapped.', status: 'open', fromadmin: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from_id: seller.id, to_id: buyer.id, message: 'Yes, shrink-wrapped.', mine: 1, image: 0 });

    const projects = await s.api('POST', '/api/user/searchprojectmessages', { token: buyerToken, body: { sellerid: seller.id, archive: 0 } });
    expect(projects.body.data.projectmessages).toEqual([{ project_id: lotId, title: 'Pallet of monitors', conversationcount: 2, unreadcount: 1 }]);

    const thread = await s.api('POST', '/api/user/searchactualmessages', { token: buyerToken, body: { sellerid: seller.id, projectid: lotId, archive: 0 } });
    expect(thread.status).toBe(200);
    const all = thread.body.data.actualmessages.flatMap((d: { datearray: unknown[] }) => d.datearray);
    expect(all.map((m: { message: string; mine: number }) => [m.message, m.mine])).toEqual([
      ['Is the pallet wrapped?', 1],
      ['Yes, shrink-wrapped.', 0],
    ]);
    expect(thread.body.data.messageunreadcount).toBe(0);
    const after = await s.api('GET', '/api/user/messages', { token: buyerToken });
    expect(after.body.data.messageunreadcount).toBe(0);
  });

  it('nobody reads or writes a conversation they are not part of', async () => {
    const thread = await s.api('POST', '/api/user/searchactualmessages', { token: strangerToken, body: { sellerid: seller.id, projectid: lotId } });
    expect(thread.status).toBe(404);
    const asBuyer = await s.api('POST', '/api/user/searchactualmessages', { token: strangerToken, body: { sellerid: buyer.id, projectid: lotId } });
    expect(asBuyer.status).toBe(404);
    const list = await s.api('GET', '/api/user/messages', { token: strangerToken });
    expect(list.body.data.messagesforusers).toEqual([]);
    // Writing to the buyer about the lot: the stranger is not the lot's seller.
    const write = await s.api('POST', '/api/user/messages/savemessage', { token: strangerToken, body: { sellermsgpost: buyer.id, projectmsgpost: lotId, message: 'hi' } });
    expect(write.status).toBe(403);
    // Contact "seller" who is not the lot's seller, or posing as someone else.
    expect((await contact(strangerToken, { to_id: buyer.id, projectmsgpost: lotId, message: 'hi' })).status).toBe(403);
    expect((await contact(strangerToken, { to_id: seller.id, projectmsgpost: lotId, message: 'hi', from_id: buyer.id })).status).toBe(403);
    expect((await s.api('GET', '/api/user/messages')).status).toBe(401);
  });

  it('refuses an empty message', async () => {
    const res = await s.api('POST', '/api/user/messages/savemessage', { token: buyerToken, body: { sellermsgpost: seller.id, projectmsgpost: lotId, message: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { message: 'MESSAGE_EMPTY' } });
    expect((await contact(buyerToken, { to_id: seller.id, projectmsgpost: lotId, message: '' })).status).toBe(400);
  });

  it('an image is checked by content and size, then served only to the two parties, never cached', async () => {
    const fake = await upload(buyerToken, { name: 'photo.png', type: 'image/png', content: '%PDF-1.7 not an image' });
    expect(fake.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const oversize = await upload(buyerToken, { name: 'big.png', type: 'image/png', content: big });
    expect(oversize.status).toBe(413);

    const up = await upload(buyerToken, { name: 'wrap.png', type: 'image/png', content: PNG });
    expect(up.status).toBe(200);
    const { name, originalname } = up.body.datumnew;
    expect(originalname).toBe('wrap.png');
    // Not in the public uploads folder.
    expect((await s.api('GET', `/uploads/messages/${name}`)).status).toBe(404);

    // Someone else cannot send the buyer's upload.
    const stolen = await s.api('POST', '/api/user/messages/saveattachementmessage', {
      token: sellerToken,
      body: { sellermsgpost: buyer.id, projectmsgpost: lotId, attachinsidename: name },
    });
    expect(stolen.status).toBe(403);

    const sent = await s.api('POST', '/api/user/messages/saveattachementmessage', {
      token: buyerToken,
      body: { sellermsgpost: seller.id, projectmsgpost: lotId, attachinsidename: name, attachorginalname: originalname },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ image: 1, img_basename: name, img_url: `/api/user/messages/image/${name}` });

    const bySeller = await s.api('GET', `/api/user/messages/image/${name}`, { token: sellerToken });
    expect(bySeller.status).toBe(200);
    expect(bySeller.headers.get('content-type')).toBe('image/png');
    expect(bySeller.headers.get('cache-control')).toBe('no-store');
    expect((await s.api('GET', `/api/user/messages/image/${name}`, { token: strangerToken })).status).toBe(404);
    expect((await s.api('GET', `/api/user/messages/image/${name}`)).status).toBe(401);
  });

  it('deletes only one’s own message', async () => {
    const mine = await s.api('POST', '/api/user/messages/savemessage', { token: buyerToken, body: { sellermsgpost: seller.id, projectmsgpost: lotId, message: 'typo' } });
    const id = mine.body.data.id;
    expect((await s.api('POST', '/api/user/messages/deletemessage', { token: sellerToken, body: { id } })).status).toBe(403);
    expect((await s.api('POST', '/api/user/messages/deletemessage', { token: buyerToken, body: { id } })).status).toBe(200);
    expect((await s.api('POST', '/api/user/messages/deletemessage', { token: buyerToken, body: { id: 999999 } })).status).toBe(404);
    const thread = await s.api('POST', '/api/user/searchactualmessages', { token: sellerToken, body: { sellerid: buyer.id, projectid: lotId } });
    const texts = thread.body.data.actualmessages.flatMap((d: { datearray: { message: string }[] }) => d.datearray.map((m) => m.message));
    expect(texts).not.toContain('typo');
  });

  it('archives and unarchives per party and per lot, on the caller’s side only', async () => {
    const archived = await s.api('POST', '/api/user/messages/archivemessages', { token: buyerToken, body: { sellerid: seller.id, projectid: lotId, archive: 1 } });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ activemsgcount: 0, archivemsgcount: 1 });
    const archiveList = await s.api('GET', '/api/user/messages', { token: buyerToken, query: { archive: 1 } });
    expect(archiveList.body.data.messagesforusers).toHaveLength(1);
    expect((await s.api('GET', '/api/user/messages', { token: buyerToken })).body.data.messagesforusers).toHaveLength(0);
    // The seller still has it active.
    expect((await s.api('GET', '/api/user/messages', { token: sellerToken })).body.data.activemsgcount).toBe(1);

    const back = await s.api('POST', '/api/user/messages/archivemessages', { token: buyerToken, body: { sellerid: seller.id, archive: 0 } });
    expect(back.body.data).toMatchObject({ activemsgcount: 1, archivemsgcount: 0 });
    const none = await s.api('POST', '/api/user/messages/archivemessages', { token: strangerToken, body: { sellerid: seller.id, archive: 1 } });
    expect(none.status).toBe(404);
  });
});
