/**
 * Helpers of the lot-page journeys (lot-*.spec.ts): operator-created lots and
 * the demo buyers, who are different companies (company rule off).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/helpers.js';

export const demoBuyers = {
  alice: { email: 'buyer@gavel.test', password: 'Buyer123!' },
  bob: { email: 'buyer2@gavel.test', password: 'Buyer123!' },
} as const;

export interface NewLot {
  title: string;
  listing_format: 'live' | 'sealed' | 'lineitem' | 'buynow';
  /** Currency units (dollars), as every amount on the wire: 250 is $250.00. */
  starting_price: number;
  date_closed: string;
  description?: string;
  terms_html?: string;
  terms_required?: boolean;
  reserve_price?: number;
  line_items?: { title: string; brand?: string; part_number?: string; qty?: number; starting_price: number; reserve_price?: number }[];
}

/** POST /api/admin/lots as an operator; answers the new lot's id. */
export async function createLot(request: APIRequestContext, adminToken: string, lot: NewLot): Promise<number> {
  const res = await request.post('/api/admin/lots', { headers: { Authorization: `Bearer ${adminToken}` }, data: { site_id: 1, ...lot } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** A guest on the lot page presses Login To Bid, signs in, and is brought back to the lot. */
export async function signInFromLot(page: Page, lotId: number, account: { email: string; password: string }) {
  await page.goto(`/product/view/${lotId}`);
  await page.getByTestId('login-to-bid').click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, account);
  await expect(page).toHaveURL(new RegExp(`/product/view/${lotId}$`));
  await expect(page.getByTestId('bid-form').or(page.getByTestId('line-item-table'))).toBeVisible();
}

/** Enter an amount (whole dollars) in the bid box, choose maximum or exact, submit and confirm. */
export async function placeBid(page: Page, dollars: number, kind: 'max' | 'exact' = 'max') {
  await page.getByTestId(`bid-kind-${kind}`).click();
  await page.getByTestId('bid-input').fill(String(dollars));
  await page.getByTestId('bid-submit').click();
  const dialog = page.getByTestId('bid-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('bid-confirm-confirm').click();
  await expect(dialog).toBeHidden();
}

/** The close time a page shows (the countdown's target), in ms. */
export async function shownClose(page: Page): Promise<number> {
  return Date.parse((await page.getByTestId('close-date').getAttribute('data-close')) ?? '');
}

/** The first standard (not line-item) demo lot with at least `pictures` pictures, as a guest sees it. */
export async function demoLotWithPictures(request: APIRequestContext, pictures: number): Promise<number> {
  for (let id = 1; id <= 40; id++) {
    const res = await request.get(`/api/product/view/${id}?site_id=1`);
    if (!res.ok()) continue;
    const p = ((await res.json()) as { data: { project: { images: string[]; auctiontype: string } } }).data.project;
    if (p.images.length >= pictures && p.auctiontype !== 'lineitem') return id;
  }
  throw new Error(`no demo lot with ${pictures} pictures`);
}
