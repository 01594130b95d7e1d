import { expect, test } from '@playwright/test';
import { isMobileProject } from '../support/helpers.js';

test.describe('the shell', () => {
  test('the landing page loads with header, hero, stat cards and footer @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surplus IT equipment, by the pallet');
    const stats = page.getByTestId('landing-stats');
    for (const text of ['150.000+', '500+', '20+', '10+']) await expect(stats).toContainText(text);
    await expect(page.getByTestId('why-choose-us')).toContainText('Why choose us');
    // The footer's code loads only when its place nears the viewport (docs/performance.md).
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await page.getByTestId('footer-place').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('support-line')).toContainText('+1 (800) 555-0199');

    await page.getByTestId('see-live-auctions').click();
    await expect(page).toHaveURL(/\/search\?listfmt=3$/);
  });

  test('wide screens show the links in the bar, narrow screens use drawers @phone', async ({ page }) => {
    await page.goto('/');
    if (isMobileProject()) {
      await expect(page.getByTestId('nav-buy-from-us')).toHaveCount(0);
      await page.getByTestId('open-menu').click();
      const drawer = page.getByTestId('menu-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('drawer-login')).toBeVisible();
      await drawer.getByTestId('drawer-nav-closed-auctions').click();
      await expect(page).toHaveURL(/\/recent\/completed$/);
      await page.getByTestId('open-search').click();
      await page.getByTestId('search-drawer').getByRole('searchbox').fill('latitude');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?searchbar=latitude$/);
    } else {
      await expect(page.getByTestId('open-menu')).toHaveCount(0);
      await expect(page.getByTestId('nav-buy-from-us')).toBeVisible();
      await expect(page.getByTestId('nav-my-auctions')).toHaveCount(0);
      await expect(page.getByTestId('header-login')).toBeVisible();
      await expect(page.getByTestId('header-register')).toBeVisible();
      await page.getByTestId('nav-contact').click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByTestId('page-title')).toHaveText('Support');
      // The bar's search box (a plain input, not MUI's InputBase): its name, Enter, and the text kept.
      const search = page.getByRole('searchbox', { name: 'Search lots' });
      await search.fill('latitude');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\?searchbar=latitude$/);
      await expect(page.getByTestId('nav-search-input')).toHaveValue('latitude');
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Page not found');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('a static page shows its content or "No data"', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByTestId('static-page-terms')).toBeVisible();
    await expect(page.getByTestId('static-content').or(page.getByTestId('no-data'))).toBeVisible();
  });

  test('the login page has the minimal header and no footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('minimal-header')).toBeVisible();
    await expect(page.getByTestId('language-menu-button')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });
});
