import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin } from '../support/helpers.js';
import { apiCall, signIn } from './transactions-support.js';

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

  test('a buyer sees what comparable lots sold for on a lot page', async ({ page, request }) => {
    const seller = await apiLogin(request, seller2);
    // An open lot of the second seller with comparable sales in the demo's 90 days.
    const lots = await apiCall<{ data: { records: { id: number; status: string }[] } }>(request, seller.token, 'GET', '/api/admin/lots?status=open');
    let lotId = 0;
    for (const l of lots.data.records) {
      const r = await request.get(`/api/product/sold-prices/${l.id}`);
      if ((await r.json()).data.count > 1) {
        lotId = l.id;
        break;
      }
    }
    expect(lotId).toBeGreaterThan(0);
    await page.goto(`/product/view/${lotId}`);
    const section = page.getByTestId('sold-prices');
    await expect(section.getByTestId('chart-image')).toBeVisible();
    await expect(section.getByRole('img')).toHaveAccessibleName(/median/i);
    await section.getByTestId('chart-table-toggle').click();
    await expect(section.getByTestId('chart-table').locator('tbody tr').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, 'sold prices');
  });
});
