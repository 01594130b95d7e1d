import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.js';

/** Tables the seed fills, for its summary and the idempotency test. */
export const seededTables = [
  'sites',
  'categories',
  'brands',
  'category_brands',
  'conditions',
  'regions',
  'countries',
  'states',
  'currencies',
  'bid_increments',
  'static_pages',
  'banners',
  'settings',
  'companies',
  'users',
  'lots',
  'lot_images',
  'lot_attachments',
  'manifest_lines',
  'line_items',
  'bids',
  'watchlist',
] as const;

export async function countDemoRows(db: DbOrTx): Promise<Record<(typeof seededTables)[number], number>> {
  const select = seededTables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ');
  const r = await db.execute(sql.raw(`select ${select}`));
  return r.rows[0] as Record<(typeof seededTables)[number], number>;
}
