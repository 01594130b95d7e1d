/**
 * Helpers of the transactions journeys (transactions.spec.ts): lots listed by an
 * operator through the API (amounts in currency units, as on the wire), operator
 * calls with an admin token, and money as the pages format it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/helpers.js';

export interface SaleLot {
  title: string;
  listing_format: 'live' | 'buynow' | 'pricelock';
  /** Dollars. */
  starting_price: number;
  buy_now_price?: number;
  make_offer?: boolean;
  qty?: number;
  category_id?: number;
  condition_id?: number;
  date_closed: string;
}

export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** An authenticated JSON call to the API (site_id added); answers the parsed body after checking the status. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data: Record<string, unknown> = {},
  status = 200,
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await request.get(`${url}${url.includes('?') ? '&' : '?'}site_id=1`, { headers })
      : await request.fetch(url, { method, headers, data: { site_id: 1, ...data } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** POST /api/admin/lots as an operator; answers the new lot's id. */
export async function createSaleLot(request: APIRequestContext, adminToken: string, lot: SaleLot): Promise<number> {
  const body = await apiCall<{ data: { id: number } }>(request, adminToken, 'POST', '/api/admin/lots', { ...lot });
  return body.data.id;
}

/** Signs in through the form and waits to leave /login. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await loginThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Cents as the pages show them in English: "$1,250" for whole amounts, "$1,250.50" otherwise. */
export function usd(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Wire money (currency units) → cents. */
export const centsOf = (units: number) => Math.round(units * 100);
