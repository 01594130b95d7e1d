import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject } from '../support/helpers.js';
import { demoBuyers } from './lot-support.js';
import { apiCall, createSaleLot, inSeconds, signIn, usd } from './transactions-support.js';

/** Screenshots for review when E2E_SHOTS_DIR is set: the page, then the part under review. */
async function shot(page: Page, part: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = isMobileProject() ? 375 : 1280;
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  await part.screenshot({ path: `${dir}/${name}-${width}-part.png` });
}

/** The demo's second seller: it only reads its report here, so the demo stays as seeded. */
const seller2 = { email: 'seller2@gavel.test', password: 'Seller123!' };

test.describe('reports and sold prices', () => {
  test.slow();

  test('the seller opens the report, sees its figures and charts, and downloads the CSV', async ({ page }) => {
    await signIn(page, seller2);
    await page.goto('/admin/reports');
    await expect(page.getByTestId('report-sold')).not.toHaveText('0');
    await expect(page.getByTestId('report-sales-chart').getByTestId('chart-image')).toBeVisible();
    await page.getByTestId('report-category-chart').getByTestId('chart-table-toggle').click();
    await expect(page.getByTestId('report-category-chart').getByTestId('chart-table').locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, 'reports');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    expect(text).toContain('Gross sales,');
    expect(text).toMatch(/\r\n\d+,/);
  });

  /** An open lot of the second seller with at least two comparable sales in the demo's 90 days, with its category and condition. */
  async function comparableLot(request: APIRequestContext) {
    const seller = await apiLogin(request, seller2);
    const lots = await apiCall<{ data: { records: { id: number }[] } }>(request, seller.token, 'GET', '/api/admin/lots?status=open');
    for (const l of lots.data.records) {
      const r = (await (await request.get(`/api/product/sold-prices/${l.id}`)).json()) as { data: { count: number; median: number } };
      if (r.data.count > 1) {
        const lot = await apiCall<{ data: { category_id: number; condition_id: number } }>(
          request,
          seller.token,
          'GET',
          `/api/admin/lots/${l.id}`,
        );
        return { id: l.id, categoryId: lot.data.category_id, conditionId: lot.data.condition_id, count: r.data.count, seller };
      }
    }
    throw new Error('no open lot with comparable sales in the demo');
  }

  test('a buyer sees what comparable lots sold for in the chosen currency, refreshed when one sells, and the bid history’s chart', async ({
    page,
    request,
  }) => {
    const found = await comparableLot(request);
    const admin = await apiLogin(request, e2eAccounts.admin);
    // A live lot of the same category and condition, with two bids: its page shows both charts.
    const lotId = await createSaleLot(request, admin.token, {
      title: `E2E sold prices ${Date.now()}`,
      listing_format: 'live',
      starting_price: 100,
      date_closed: inSeconds(3600),
      category_id: found.categoryId,
      condition_id: found.conditionId,
    });
    const [alice, bob] = [await apiLogin(request, demoBuyers.alice), await apiLogin(request, demoBuyers.bob)];
    await apiCall(request, bob.token, 'POST', '/api/product/bidConfirm', { id: lotId, wsprice: 150, hard_bid: 1 });
    await apiCall(request, alice.token, 'POST', '/api/product/bidConfirm', { id: lotId, wsprice: 180, hard_bid: 1 });
    const count = (await (await request.get(`/api/product/sold-prices/${lotId}`)).json()).data.count as number;
    expect(count).toBeGreaterThan(1);

    await signIn(page, demoBuyers.alice);
    await page.goto(`/product/view/${lotId}`);
    const section = page.getByTestId('sold-prices');
    const image = section.getByTestId('chart-image');
    // The section loads when its place comes within 600 px of the viewport.
    await page.getByTestId('sold-prices-place').scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    // The drawing comes when the section nears the viewport, into a place of its own height.
    const placeHeight = (await image.boundingBox())!.height;
    await section.scrollIntoViewIfNeeded();
    await expect(image.locator('svg').first()).toBeVisible();
    expect((await image.boundingBox())!.height).toBe(placeHeight);
    await expect(section.getByRole('img')).toHaveAccessibleName(new RegExp(`Sales in the last 90 days: ${count}; median \\$`));
    // The buyer's currency: euros, through the site's rates; kept for the next page.
    await section.getByTestId('sold-prices-currency').selectOption('EUR');
    await expect(section.getByRole('img')).toHaveAccessibleName(/median €/);
    await expect(section.getByTestId('sold-prices-converted')).toContainText('Converted from USD');
    await page.reload();
    await page.getByTestId('sold-prices-place').scrollIntoViewIfNeeded();
    await expect(section.getByRole('img')).toHaveAccessibleName(/median €/);
    await shot(page, section, 'sold-prices-chart');
    await section.getByTestId('chart-table-toggle').click();
    await expect(section.getByTestId('chart-table').locator('tbody tr')).toHaveCount(count);
    await expect(section.getByTestId('chart-table').locator('tbody tr').first()).toContainText('€');
    await expectNoAxeViolations(page, 'sold prices in euros');
    await shot(page, section, 'sold-prices-table');

    // A comparable lot sells: the open page's history grows without a reload.
    const sale = await createSaleLot(request, admin.token, {
      title: `E2E comparable sale ${Date.now()}`,
      listing_format: 'buynow',
      starting_price: 100,
      buy_now_price: 500,
      date_closed: inSeconds(3600),
      category_id: found.categoryId,
      condition_id: found.conditionId,
    });
    await apiCall(request, bob.token, 'POST', '/api/product/buynowConfirm', { id: sale, buyprice: 500 });
    await expect(section.getByTestId('chart-table').locator('tbody tr')).toHaveCount(count + 1);
    await expect(section.getByTestId('chart-table').locator('caption')).toContainText(`Sales in the last 90 days: ${count + 1};`);

    // The bid history's price over time, with its table view.
    await page.getByTestId('bid-history-open').click();
    const dialog = page.getByTestId('bid-history-dialog');
    const chart = dialog.getByTestId('bid-price-chart');
    await expect(chart.getByTestId('chart-image')).toBeVisible();
    await expect(chart.getByRole('img')).toHaveAccessibleName('2 bids from $150 to $180');
    await shot(page, page.getByRole('dialog'), 'bid-history');
    await chart.getByTestId('chart-table-toggle').click();
    await expect(chart.getByTestId('chart-table').locator('tbody tr')).toHaveCount(2);
    await expect(chart.getByTestId('chart-table').locator('tbody tr').last()).toContainText('$180');
    await expectNoAxeViolations(page, 'bid history chart');
  });

  test('the lot editor suggests a starting price from the same history', async ({ page, request }) => {
    const found = await comparableLot(request);
    const history = await apiCall<{ data: { median: number; count: number } }>(
      request,
      found.seller.token,
      'GET',
      `/api/admin/reports/sold-prices?category_id=${found.categoryId}&condition_id=${found.conditionId}`,
    );
    await signIn(page, seller2);
    await page.goto('/admin/lots/new');
    await expect(page.getByTestId('lot-suggested-price')).toHaveCount(0);
    await page.getByTestId('lot-field-qty').fill('3');
    await page.getByTestId('lot-select-category_id').click();
    await page.locator(`li[data-value="${found.categoryId}"]`).click();
    await page.getByTestId('lot-select-condition_id').click();
    await page.locator(`li[data-value="${found.conditionId}"]`).click();
    const suggestion = page.getByTestId('lot-suggested-price');
    const price = Math.round(history.data.median * 100) * 3;
    await expect(suggestion).toContainText(
      `Suggested starting price: ${usd(price)} (median per unit ${usd(Math.round(history.data.median * 100))} × quantity 3, from ${history.data.count} sales in 90 days)`,
    );
    await expectNoAxeViolations(page, 'lot editor suggestion');
    await shot(page, page.getByTestId('lot-prices'), 'lot-editor');
    await page.getByTestId('lot-use-suggested-price').click();
    await expect(page.getByTestId('lot-field-starting_price')).toHaveValue((price / 100).toFixed(2));
  });
});
