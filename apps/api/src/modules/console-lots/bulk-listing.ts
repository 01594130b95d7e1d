import { admin, bulkMaxRows, type BulkRow } from '@gavel/contract';
import type { z } from 'zod';

type CreateBody = z.output<typeof admin.createLotBody>;
export type BulkSheetRow = BulkRow & { body: CreateBody | null };

/** Format names a sheet may use, lower-cased, → the contract's. */
const formats: Record<string, string> = { live: 'live', auction: 'live', sealed: 'sealed', 'buy now': 'buynow', buynow: 'buynow', 'price lock': 'pricelock', pricelock: 'pricelock', lineitem: 'lineitem', 'line item': 'lineitem' };
const required = ['title', 'format', 'starting_price', 'close'] as const;

/** The template (header and one example row) is the contract's, shared with the console. */
export { bulkTemplateCsv } from '@gavel/contract';

/**
 * A bulk-listing sheet (issue 42 §2) → one row per lot with its problems. Each row is checked by
 * the same rules as one lot created in the console (`admin.createLotBody`), as a draft; a row whose
 * start is in the future will be scheduled. Sheet-level problems come back as `sheet` problems.
 */
export function readBulkSheet(sheet: string[][], now: Date): { rows: BulkSheetRow[]; problems: string[] } {
  const [header = [], ...rest] = sheet;
  const cols = header.map((h) => h.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = required.filter((c) => !cols.includes(c));
  const data = rest.filter((r) => r.some((c) => c.trim() !== ''));
  const problems = [
    ...missing.map((c) => `${c}: MISSING_COLUMN`),
    ...(data.length === 0 ? ['sheet: NO_ROWS'] : []),
    ...(data.length > bulkMaxRows ? [`sheet: AT_MOST_${bulkMaxRows}_ROWS`] : []),
  ];
  if (problems.length) return { rows: [], problems };
  const rows = data.map((r, i): BulkSheetRow => {
    const get = (c: string) => {
      const k = cols.indexOf(c);
      return k < 0 ? '' : (r[k] ?? '').trim();
    };
    const num = (c: string) => (get(c) === '' ? undefined : Number(get(c).replace(',', '.')));
    const date = (c: string) => (get(c) === '' ? undefined : Number.isNaN(Date.parse(get(c))) ? get(c) : new Date(get(c)).toISOString());
    const input = {
      title: get('title'),
      description: get('description'),
      listing_format: formats[get('format').toLowerCase()] ?? get('format'),
      starting_price: num('starting_price'),
      reserve_price: num('reserve_price'),
      buy_now_price: num('buy_now_price'),
      qty: num('quantity') ?? 1,
      category_id: num('category_id'),
      condition_id: num('condition_id'),
      city: get('city'),
      state: get('state'),
      country: get('country') || undefined,
      currency: get('currency').toUpperCase() || undefined,
      date_added: date('start'),
      date_closed: date('close'),
      shipping_fee: num('shipping_fee'),
      buyer_ships: get('shipping_fee') === '',
      buyer_group_ids: get('buyer_group_ids') ? get('buyer_group_ids').split(/[;|\s]+/).filter(Boolean).map(Number) : undefined,
      as_draft: true,
    };
    const parsed = admin.createLotBody.safeParse(input);
    const start = input.date_added ? Date.parse(input.date_added) : Number.NaN;
    return {
      row: i + 1,
      title: input.title,
      listing_format: input.listing_format,
      status: start > now.getTime() ? 'scheduled' : 'draft',
      problems: parsed.success ? [] : parsed.error.issues.map((x) => `${x.path.join('.') || 'row'}: ${x.message}`),
      body: parsed.success ? parsed.data : null,
    };
  });
  return { rows, problems: [] };
}
