/**
 * Screenshots of the discovery screens for review, run on demand only (like ../screenshots.spec.ts):
 *   GAVEL_SCREENS=1 npx playwright test -c e2e/playwright.config.ts e2e/tests/discovery-screenshots.spec.ts
 * PNGs go to <repo>/screenshots/<project>-discovery-<name>.png (desktop 1280 px, mobile 375 px).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, isMobileProject, loginThroughForm } from '../support/helpers.js';
import { demoBuyers } from './lot-support.js';

const outDir = path.resolve(import.meta.dirname, '../../screenshots');

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${test.info().project.name}-discovery-${name}.png`), fullPage, animations: 'disabled' });
}

test.describe('discovery screenshots @screens', () => {
  test('landing, search, support, site map, price lock', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page.getByTestId('banner-slider')).toBeVisible();
    await shot(page, 'landing');

    await page.goto('/search');
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await shot(page, 'search', false);
    await page.goto('/search?category=1&condition=3&view=list&sh_limit=15');
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await shot(page, 'search-filtered-list');
    if (isMobileProject()) {
      await page.getByTestId('open-filters').click();
      await expect(page.getByTestId('filter-drawer')).toBeVisible();
      await shot(page, 'search-filter-drawer', false);
      await page.getByTestId('close-filters').click();
    }
    await page.goto('/recent/completed');
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await shot(page, 'closed-auctions', false);
    await page.goto('/search?searchbar=zzzznothing');
    await expect(page.getByTestId('search-results-empty')).toBeVisible();
    await shot(page, 'search-empty', false);

    await page.goto('/support');
    await expect(page.getByTestId('support-form')).toBeVisible();
    await shot(page, 'support');
    await page.goto('/sitemap');
    await expect(page.getByTestId('sitemap-categories')).toBeVisible();
    await shot(page, 'sitemap');

    await page.goto('/login');
    await loginThroughForm(page, demoBuyers.alice);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await shot(page, 'search-buyer', false);
    await page.goto('/price_lock');
    await expect(page.getByTestId('price-lock-content')).toBeVisible();
    await shot(page, 'price-lock');
    await chooseLanguage(page, 'de');
    await page.goto('/search');
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await shot(page, 'search-buyer-de', false);
    await chooseLanguage(page, 'zh-CN');
    await shot(page, 'search-buyer-zh', false);
  });
});
