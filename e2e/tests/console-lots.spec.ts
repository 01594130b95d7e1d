import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { isMobileProject, loginThroughForm } from '../support/helpers.js';
import { shownClose } from './lot-support.js';

/** Screenshots of this journey's screens at the project's width (looked at by a person). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${isMobileProject() ? 375 : 1280}.png`, fullPage: true });
}

/** `ms` as the `datetime-local` value the browser (its time zone) shows. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

test.describe('lots (operator console)', () => {
  test('an operator creates a live lot with an image, publishes it, a buyer finds it; a new closing time reaches the lot page @phone', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const word = `Wombatop${Date.now().toString(36)}${isMobileProject() ? 'm' : 'd'}`;

    // Admin Module → Lots.
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await page.getByTestId('drawer-admin-module').click();
    } else {
      await page.getByTestId('admin-module').click();
    }
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Lots', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/lots$/);
    await expect(page.getByTestId('page-title')).toHaveText('Lots');
    await expect(page.getByTestId(isMobileProject() ? 'lots-cards' : 'lots-table')).toBeVisible();
    await expectNoAxeViolations(page, 'console lots list');
    await shot(page, 'console-lots-list');

    // A new live lot, saved as a draft.
    await page.getByTestId('lot-new').click();
    await expect(page).toHaveURL(/\/admin\/lots\/new$/);
    await expect(page.getByTestId('page-title')).toHaveText('New lot');
    await page.getByTestId('lot-field-title').fill(`${word} pallet of 12 Dell OptiPlex 7070`);
    await page.getByTestId('lot-field-manufacturer').fill('Dell');
    await page.getByTestId('lot-field-model_number').fill('OptiPlex 7070');
    await page.getByTestId('lot-field-qty').fill('12');
    await page.getByTestId('lot-field-city').fill('Dallas');
    await page.getByTestId('lot-field-state').fill('TX');
    await page.getByTestId('lot-field-starting_price').fill('150');
    // A reserve under the start is refused, with the reason on the field.
    await page.getByTestId('lot-field-reserve_price').fill('100');
    await page.getByTestId('lot-save-draft').click();
    await expect(page.getByTestId('lot-error')).toContainText('The reserve cannot be below the starting price.');
    await page.getByTestId('lot-field-reserve_price').fill('400');
    await page.getByTestId('lot-field-auction_details').fill('<p>Tested, <b>grade A</b></p><script>alert(1)</script>');
    await page.getByTestId('lot-save-draft').click();
    await expect(page).toHaveURL(/\/admin\/lots\/\d+$/);
    const lotId = Number(/\/admin\/lots\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('lot-state').getByTestId('lot-status')).toHaveText('Draft');
    await expect(page.getByTestId('lot-field-auction_details')).toHaveValue('<p>Tested, <b>grade A</b></p>');

    // Images: a file that is not an image is refused by its content; a real one is resized and shown.
    await page.getByTestId('lot-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(page.getByTestId('lot-image-error')).toHaveText('This file is not an image we can read. Use JPEG, PNG, WebP, GIF or AVIF.');
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
    await page.getByTestId('lot-image-input').setInputFiles({ name: 'optiplex.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(page.getByTestId('lot-image-0').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('lot-image-error')).toHaveCount(0);
    await expectNoAxeViolations(page, 'console lot editor');
    await shot(page, 'console-lot-editor');

    // Publish: open, visible to buyers.
    await page.getByTestId('lot-publish').click();
    await expect(page.getByTestId('lot-state').getByTestId('lot-status')).toHaveText('Open');

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    try {
      await buyer.goto(`/search?searchbar=${word}`);
      const card = buyer.getByTestId('search-results').getByTestId('lot-card');
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute('data-lot-id', String(lotId));
      await card.getByTestId('lot-card-title').click();
      await expect(buyer).toHaveURL(new RegExp(`/product/view/${lotId}$`));
      const before = await shownClose(buyer);

      // The operator moves the close; the lot page shows the new time.
      const target = Math.floor((before + 2 * 86_400_000) / 60_000) * 60_000 + 17 * 60_000;
      // The publish toast can still be up: its timer pauses while the buyer's page has the focus.
      // Dismissed first, so axe sees the dialog and not a toast in its exit (a flake at 375 px).
      await page.bringToFront();
      const toast = page.getByTestId('toast');
      if (await toast.count()) await toast.getByRole('button').click({ timeout: 2_000 }).catch(() => undefined);
      await expect(toast).toHaveCount(0);
      await page.getByTestId('lot-closing-time').click();
      await page.getByTestId('lot-closing-input').fill(await localInput(page, target));
      await expectNoAxeViolations(page, 'closing time dialog');
      await page.getByTestId('lot-closing-dialog-submit').click();
      await expect(page.getByTestId('lot-closing-dialog')).toHaveCount(0);
      await expect.poll(() => shownClose(buyer)).toBe(target);
      await buyer.reload();
      await expect.poll(() => shownClose(buyer)).toBe(target);
    } finally {
      await buyerContext.close();
    }

    // The list shows it open, found by its number.
    await page.goto('/admin/lots');
    await page.getByTestId('lots-search').fill(String(lotId));
    await page.getByTestId('lots-search-submit').click();
    await expect(page.getByTestId(`lot-row-${lotId}`)).toContainText('Open');
  });
});
