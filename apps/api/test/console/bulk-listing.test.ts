import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../harness.js';
import { isoInDays, startSellerConsole } from '../support/console.js';
import { lotBuyerGroups, lots } from '../../src/platform/db/schema/index.js';

/** Bulk listing (issue 42 §2): preview a sheet's rows with their problems; confirm creates all or none. */
let s: TestServer;
let sellerToken: string;
let sellerId: number;

beforeAll(async () => {
  ({ s, sellerId, sellerToken } = await startSellerConsole());
});
afterAll(async () => {
  await s?.close();
});

const header = 'title,format,starting_price,reserve_price,buy_now_price,quantity,city,state,start,close,shipping_fee,buyer_group_ids';
const row = (i: number, over: Partial<Record<'format' | 'price' | 'start' | 'groups', string>> = {}) =>
  [
    `Pallet ${i} of monitors`,
    over.format ?? 'live',
    over.price ?? '100',
    '',
    '',
    '10',
    'Austin',
    'TX',
    over.start ?? '',
    isoInDays(5),
    '',
    over.groups ?? '',
  ].join(',');

async function send(path: 'preview' | 'confirm', csv: string) {
  const form = new FormData();
  form.append('sheet', new Blob([csv], { type: 'text/csv' }), 'lots.csv');
  const res = await fetch(`${s.url}/api/admin/lots/bulk/${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}
const countMine = async () => (await s.database.db.select({ id: lots.id }).from(lots).where(eq(lots.sellerId, sellerId))).length;

describe('bulk listing', () => {
  it('previews each row with its problems, and a sheet with one bad row creates nothing', async () => {
    const csv = [header, row(1), row(2, { format: 'auction-ish' }), row(3, { price: '-5' })].join('\n');
    const preview = await send('preview', csv);
    expect(preview.status).toBe(200);
    expect(preview.body.data.ready).toBe(false);
    expect(preview.body.data.rows.map((r: { problems: string[] }) => r.problems.length > 0)).toEqual([false, true, true]);
    const confirm = await send('confirm', csv);
    expect(confirm.status).toBe(400);
    expect(await countMine()).toBe(0);
  });

  it('confirms ten rows in one go: drafts, or scheduled when they start later, private to the given group', async () => {
    const group = await s.api('POST', '/api/admin/buyer-groups', { token: sellerToken, body: { name: 'Bulk group' } });
    const gid = group.body.data.id as number;
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, i < 2 ? { start: isoInDays(1), groups: String(gid) } : {}));
    const confirm = await send('confirm', [header, ...rows].join('\n'));
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.data.ids).toHaveLength(10);
    const mine = await s.database.db.select().from(lots).where(eq(lots.sellerId, sellerId));
    expect(mine.filter((l) => l.status === 'scheduled').length).toBe(2);
    expect(mine.filter((l) => l.status === 'draft').length).toBe(8);
    expect(mine.filter((l) => l.isPrivate).length).toBe(2);
    expect((await s.database.db.select().from(lotBuyerGroups).where(eq(lotBuyerGroups.groupId, gid))).length).toBe(2);
  });

  it('refuses a file that is not a spreadsheet and a sheet without the required columns', async () => {
    expect((await send('preview', 'title\nOnly a title')).status).toBe(400);
  });
});
