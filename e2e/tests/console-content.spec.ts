import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { catalogue, chooseLanguage, isMobileProject, loginThroughForm } from '../support/helpers.js';

/** Operator console, content and settings (issue 10): what an operator writes, visitors see. */

const shotsDir = '/tmp/shots-content';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}-${isMobileProject() ? 375 : 1280}.png`, fullPage: true });
};

/** A 3:1 PNG (solid blue), made here so the journey needs no fixture file. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdUlEQVRoge3YUQ2AMBTF0ImYOtRVKgrghyyPj5NMQdPbDda+cvYzhIXOflUEoADqy0oYFEAxqHNXjYkFUAzKxJp60GpQAMWgTCwN6p//FUQ6gGJQJpYGNd5jkQ6gGJSJNd4dD8UAikGZWOMB8rEaQDGooxO7AXmPqLWn5vJAAAAAAElFTkSuQmCC',
  'base64',
);

async function signInAsOperator(page: Page) {
  await page.goto('/login');
  await loginThroughForm(page, e2eAccounts.admin);
  await expect(page).toHaveURL(/\/search$/);
}

/** Picks an option of an MUI select by the test ids of its display and option. */
async function choose(page: Page, select: string, option: string) {
  await page.getByTestId(select).click();
  await page.getByTestId(option).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('content and settings', () => {
  // Each journey drives the console and a visitor's browser, with axe runs, on a 2-core runner.
  test.describe.configure({ timeout: 120_000 });

  test('the operator edits the German "about" page and a German visitor sees it', async ({ page, browser }) => {
    const stamp = `${Date.now()}`;
    const title = `Über Gavel ${stamp}`;
    await signInAsOperator(page);
    await page.goto('/admin/pages');
    await expect(page.getByTestId('console-pages')).toBeVisible();
    await choose(page, 'page-select', 'page-option-about');
    await choose(page, 'language-select', 'page-language-German');
    await expect(page).toHaveURL(/page=about&language=German/);
    await expect(page.getByTestId('page-editor')).toBeVisible();
    await expectNoAxeViolations(page, 'static pages');
    await shot(page, 'pages');

    await page.getByTestId('page-title-input').fill(title);
    await page
      .getByTestId('page-content-input')
      .fill(`<h2>Wer wir sind</h2><p>Gebrauchte Computer, geprüft. Stand ${stamp}.</p><script>alert(1)</script>`);
    await page.getByTestId('page-preview-tab').click();
    // The preview is the server's sanitised HTML: the script is gone.
    await expect(page.getByTestId('page-preview')).toContainText(`Stand ${stamp}.`);
    await expect(page.getByTestId('page-preview').locator('script')).toHaveCount(0);
    await expectNoAxeViolations(page, 'static page preview');
    await shot(page, 'pages-preview');
    await page.getByTestId('page-save').click();
    await expect(page.getByRole('alert').filter({ hasText: 'visitors see it now' })).toBeVisible();

    // A German visitor, in a browser of their own.
    const visitor = await browser.newContext({ viewport: page.viewportSize()!, isMobile: isMobileProject(), hasTouch: isMobileProject() });
    const v = await visitor.newPage();
    await v.goto('/');
    await chooseLanguage(v, 'de');
    await v.goto('/about');
    await expect(v.getByTestId('static-page-about').getByTestId('page-title')).toHaveText(title);
    await expect(v.getByTestId('static-content')).toContainText(`Gebrauchte Computer, geprüft. Stand ${stamp}.`);
    await expect(v.getByTestId('static-content').locator('script')).toHaveCount(0);
    // An English visitor still reads the English page.
    await chooseLanguage(v, 'en');
    await expect(v.getByTestId('static-page-about').getByTestId('page-title')).not.toHaveText(title);
    await visitor.close();
  });

  test('the operator adds a banner, the landing page shows it, then hides it', async ({ page }) => {
    const title = `Spring sale ${Date.now()}`;
    await signInAsOperator(page);
    await page.goto('/admin/banners');
    await expect(page.getByTestId('banner-list')).toBeVisible();
    await page.getByTestId('banner-add').click();
    await page.getByTestId('banner-title').fill(title);
    await page.getByTestId('banner-caption').fill('Laptops from $49');
    await page.getByTestId('banner-link').fill('javascript:alert(1)');
    await page.getByTestId('banner-image').setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('banner-save').click();
    // The contract's own check, in the browser, in words.
    await expect(page.getByTestId('banner-dialog')).toContainText('Enter a path starting with / or an address starting with https://.');
    await page.getByTestId('banner-link').fill('/search?type=live');
    await page.getByTestId('banner-save').click();
    await expect(page.getByTestId('banner-dialog')).toBeHidden();
    const card = page.locator('li[data-testid^="banner-"]').filter({ hasText: title });
    await expect(card).toContainText('Opens /search?type=live');
    await expectNoAxeViolations(page, 'banners');
    await shot(page, 'banners');

    await page.goto('/');
    // The landing page asks for its banners after the shell's own first calls; on a loaded runner that can take a while.
    await expect(page.getByTestId('banner-slider').getByText(title)).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('banner-slider')).toContainText('Laptops from $49');

    await page.goto('/admin/banners');
    const shown = card.locator('input[data-testid^="banner-enabled-"]');
    // The switch follows the saved state: it turns off once the server has hidden the banner.
    await shown.click();
    await expect(shown).not.toBeChecked();
    await page.goto('/');
    await expect(page.getByTestId('see-live-auctions')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a phrase override reaches visitors; clearing it restores the bundled text', async ({ page, browser }) => {
    const english = catalogue('en');
    await signInAsOperator(page);
    await page.goto('/admin/phrases');
    await choose(page, 'phrase-language', 'phrase-language-English');
    await page.getByTestId('phrase-search').fill('landing.seeLiveAuctions');
    const row = page.getByTestId('phrase-landing.seeLiveAuctions');
    await expect(row.getByTestId('phrase-bundled')).toHaveText(english['landing.seeLiveAuctions']!);
    await expectNoAxeViolations(page, 'phrases');
    await shot(page, 'phrases');
    await row.getByTestId('phrase-override').fill('Bid on live lots now');
    await row.getByTestId('phrase-save').click();
    await expect(row.getByTestId('phrase-clear')).toBeVisible();

    const visitor = await browser.newContext({ viewport: page.viewportSize()! });
    const v = await visitor.newPage();
    await v.goto('/');
    await expect(v.getByTestId('see-live-auctions')).toHaveText('Bid on live lots now');

    await row.getByTestId('phrase-clear').click();
    await expect(row.getByTestId('phrase-clear')).toBeHidden();
    await v.reload();
    await expect(v.getByTestId('see-live-auctions')).toHaveText(english['landing.seeLiveAuctions']!);
    await visitor.close();
  });

  test('settings: a bad increments table is refused in words; a good one is saved', async ({ page }) => {
    await signInAsOperator(page);
    await page.goto('/admin/settings');
    await expect(page.getByTestId('settings-increments')).toBeVisible();
    await expectNoAxeViolations(page, 'settings');
    await shot(page, 'settings');

    const first = await page.getByTestId('band-0-to').inputValue();
    // Band 2 starting below band 1's end overlaps it.
    await page.getByTestId('band-1-from').fill('0.50');
    await page.getByTestId('band-save').click();
    await expect(page.getByTestId('settings-increments')).toContainText('This band starts before the previous one ends.');
    await page.getByTestId('band-1-from').fill(first);
    await page.getByTestId('band-save').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByTestId('setting-offer-hours').fill('0');
    await page.getByTestId('setting-offer-save').click();
    await expect(page.getByTestId('settings-offers')).toContainText('Enter between 1 and 720 hours.');
    await page.getByTestId('setting-offer-hours').fill('36');
    await page.getByTestId('setting-offer-save').click();
    await expect(page.getByTestId('settings-offers')).not.toContainText('Enter between 1 and 720 hours.');
    await page.reload();
    await expect(page.getByTestId('setting-offer-hours')).toHaveValue('36');
  });

  test("settings: staff gives a seller its own commission, refused in words first; the seller's report deducts it @phone", async ({ page }) => {
    await signInAsOperator(page);
    await page.goto('/admin/settings');
    const card = page.getByTestId('settings-commission');
    // The e2e seller pays the site-wide percent until now.
    await expect(page.getByTestId('commission-save')).toBeVisible();
    await expect(card.locator('tbody tr').filter({ hasText: e2eAccounts.seller.email })).toHaveCount(0);
    await page
      .getByTestId('commission-pick')
      .selectOption({ label: `${e2eAccounts.seller.firstName} ${e2eAccounts.seller.lastName} · ${e2eAccounts.seller.email}` });
    await page.getByTestId('commission-add').click();
    const row = card.locator('tbody tr').filter({ hasText: e2eAccounts.seller.email });
    const sellerId = (await row.getAttribute('data-testid'))!.replace('commission-seller-', '');
    const percent = page.getByTestId(`commission-seller-${sellerId}-percent`);
    await percent.fill('11.555');
    await page.getByTestId('commission-save').click();
    await expect(card).toContainText('Use at most two decimals.');
    await expectNoAxeViolations(page, 'settings commission refused');
    await percent.fill('11.5');
    await page.getByTestId('commission-save').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(card).not.toContainText('Use at most two decimals.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${shotsDir}/commission-${isMobileProject() ? 375 : 1280}.png` });
    await page.reload();
    await expect(page.getByTestId(`commission-seller-${sellerId}-percent`)).toHaveValue('11.5');

    await page.goto('/admin/reports');
    await page.getByLabel('Seller id (all when empty)').fill(sellerId);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByTestId('report-figures')).toContainText('Commission (11.5 %)');
    await expectNoAxeViolations(page, 'report with a seller commission');
  });
});
