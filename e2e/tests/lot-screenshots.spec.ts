/**
 * Screenshots of the lot pages for review, run on demand only (like ../screenshots.spec.ts):
 *   GAVEL_SCREENS=1 npx playwright test -c e2e/playwright.config.ts e2e/tests/lot-screenshots.spec.ts
 * PNGs go to <repo>/screenshots/<project>-lot-<name>.png (desktop 1280 px, mobile 375 px).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/helpers.js';
import { demoBuyers } from './lot-support.js';

const outDir = path.resolve(import.meta.dirname, '../../screenshots');

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${test.info().project.name}-lot-${name}.png`), fullPage, animations: 'disabled' });
}

interface Found {
  standard: number;
  lineItem: number;
}

/** Demo lots worth showing: an open live lot with bids and pictures, and an open line-item lot. */
async function findLots(request: APIRequestContext): Promise<Found> {
  const found: Found = { standard: 0, lineItem: 0 };
  for (let id = 1; id <= 120 && !(found.standard && found.lineItem); id++) {
    const res = await request.get(`/api/product/view/${id}?site_id=1`);
    if (!res.ok()) continue;
    const p = (
      (await res.json()) as {
        data: { project: { auctiontype: string; market_status: string; bid_count: number; images: string[]; document: string | null } };
      }
    ).data.project;
    if (p.market_status !== 'open') continue;
    if (!found.standard && p.auctiontype === 'live' && p.bid_count > 0 && p.images.length > 1 && p.document) found.standard = id;
    if (!found.lineItem && p.auctiontype === 'lineitem') found.lineItem = id;
  }
  expect(found.standard).toBeGreaterThan(0);
  expect(found.lineItem).toBeGreaterThan(0);
  return found;
}

test.describe('lot page screenshots @screens', () => {
  test('lot pages', async ({ page, request }) => {
    const lots = await findLots(request);

    await page.goto(`/product/view/${lots.standard}`);
    await expect(page.getByTestId('login-to-bid')).toBeVisible();
    await shot(page, 'standard-guest');
    await page.goto(`/product/view/${lots.lineItem}`);
    await expect(page.getByTestId('line-item-table').locator('[data-testid^="line-item-row-"]').first()).toBeVisible();
    await shot(page, 'line-item-guest');

    await page.goto('/login');
    await loginThroughForm(page, demoBuyers.alice);
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto(`/product/view/${lots.standard}`);
    await expect(page.getByTestId('bid-form')).toBeVisible();
    await shot(page, 'standard-buyer');
    await page.getByTestId('bid-input').fill('999999');
    await page.getByTestId('bid-submit').click();
    await expect(page.getByTestId('bid-confirm')).toBeVisible();
    await shot(page, 'bid-confirm', false);
    await page.getByTestId('bid-confirm-cancel').click();
    await page.getByTestId('bid-history-open').click();
    await expect(page.getByTestId('bid-history-row').first()).toBeVisible();
    await shot(page, 'bid-history', false);
    await page.getByTestId('bid-history-close').click();
    await page.getByTestId('gallery-main').click();
    await expect(page.getByTestId('image-viewer-image')).toBeVisible();
    await shot(page, 'image-viewer', false);
    await page.keyboard.press('Escape');

    await page.goto(`/product/view/${lots.lineItem}`);
    await expect(page.getByTestId('line-item-table').locator('[data-testid^="line-item-row-"]').first()).toBeVisible();
    await shot(page, 'line-item-buyer');
    await page.locator('[data-testid^="line-item-open-"]').first().click();
    await expect(page.getByTestId('sub-lot-drawer')).toBeVisible();
    await shot(page, 'sub-lot-drawer', false);
    await page.getByTestId('sub-lot-close').click();
    await page.getByTestId('instructions-open').click();
    await expect(page.getByTestId('instructions-dialog')).toBeVisible();
    await shot(page, 'instructions', false);
  });
});
