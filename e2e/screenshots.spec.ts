/**
 * Screenshots of the shell for review, run on demand only:
 *   npm run screenshots -w @gavel/e2e
 * PNGs go to <repo>/screenshots/<project>-<name>.png (ignored by git).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from './support/accounts.js';
import { apiLogin, isMobileProject, loginThroughForm, setMaintenance } from './support/helpers.js';

const outDir = path.resolve(import.meta.dirname, '../screenshots');

async function shot(page: Page, name: string, fullPage = true) {
  // Let fonts, images and transitions settle before capturing.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${test.info().project.name}-${name}.png`), fullPage, animations: 'disabled' });
}

test.describe('screenshots @screens', () => {
  test('pages', async ({ page, request }) => {
    const banners = (await (await request.get('/api/user/banners?site_id=1')).json()) as { data: unknown[] };
    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    if (banners.data.length > 0) {
      const first = page.getByTestId('banner-slider').locator('img').first();
      await expect(first).toBeVisible();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await shot(page, 'landing');

    await page.goto('/login');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Enter email address')).toBeVisible();
    await shot(page, 'login');

    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await shot(page, 'not-found');

    await page.goto('/about');
    await expect(page.getByTestId('static-content').or(page.getByTestId('no-data'))).toBeVisible();
    await shot(page, 'static-about');

    const { token } = await apiLogin(request, e2eAccounts.admin);
    await setMaintenance(request, token, true);
    try {
      await page.goto('/');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await shot(page, 'api-disabled');
    } finally {
      await setMaintenance(request, token, false);
    }
  });

  test('drawers and menus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await expect(page.getByTestId('menu-drawer')).toBeVisible();
      await shot(page, 'menu-drawer', false);
      await page.keyboard.press('Escape');
      await page.getByTestId('open-search').click();
      await expect(page.getByTestId('search-drawer')).toBeVisible();
      await shot(page, 'search-drawer', false);
      await page.keyboard.press('Escape');
    } else {
      await page.getByTestId('language-menu-button').click();
      await shot(page, 'language-menu', false);
      await page.keyboard.press('Escape');
    }

    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.buyer);
    await expect(page).toHaveURL(/\/search$/);
    await shot(page, 'buyer-search', false);
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await expect(page.getByTestId('menu-drawer')).toBeVisible();
      await shot(page, 'buyer-menu-drawer', false);
    } else {
      await page.getByTestId('user-menu-button').click();
      await shot(page, 'buyer-user-menu', false);
      await page.keyboard.press('Escape');
      // The narrowest full header (spec 1 §9: 992 px).
      await page.setViewportSize({ width: 992, height: 700 });
      await expect(page.getByTestId('nav-my-auctions')).toBeVisible();
      await shot(page, 'buyer-992', false);
    }
  });
});
