import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, loginThroughForm } from '../support/helpers.js';
import { createLot, demoBuyers, demoLotWithPictures, inSeconds, placeBid, signInFromLot } from './lot-support.js';

test.describe('the standard lot page', () => {
  test('a guest sees Login To Bid and the bid count only; staff see the bid controls disabled', async ({ page, request }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createLot(request, admin.token, {
      title: `E2E guest lot ${Date.now()}`,
      listing_format: 'live',
      starting_price: 250,
      date_closed: inSeconds(3600),
    });

    await page.goto(`/product/view/${lotId}`);
    await expect(page.getByTestId('lot-title')).toContainText('E2E guest lot');
    await expect(page.getByTestId('login-to-bid')).toBeVisible();
    await expect(page.getByTestId('bid-count')).toHaveText('0');
    await expect(page.getByTestId('countdown')).toContainText('Ends In');
    await expect(page.getByTestId('current-price')).toHaveCount(0);
    await expect(page.getByTestId('bid-form')).toHaveCount(0);
    await expect(page.getByTestId('watchlist-toggle')).toHaveCount(0);

    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(`/product/view/${lotId}`);
    await expect(page.getByTestId('staff-note')).toBeVisible();
    await expect(page.getByTestId('bid-input')).toBeDisabled();
    await expect(page.getByTestId('bid-submit')).toBeDisabled();
    await expect(page.getByTestId('watchlist-toggle')).toHaveCount(0);
  });

  test('terms must be accepted before bidding; the bid box checks the amount; history and watch list', async ({ page, request }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createLot(request, admin.token, {
      title: `E2E terms lot ${Date.now()}`,
      listing_format: 'live',
      starting_price: 250,
      date_closed: inSeconds(3600),
      terms_html: '<p>Payment within three business days.</p>',
      terms_required: true,
    });

    await signInFromLot(page, lotId, demoBuyers.alice);
    const terms = page.getByTestId('terms-dialog');
    await expect(terms).toContainText('Payment within three business days.');
    await terms.getByTestId('terms-cancel').click();
    await expect(page.getByTestId('terms-declined')).toHaveText(/You must Accept Terms and Condition to Bid on Product/);
    await expect(page.getByTestId('bid-form')).toHaveCount(0);
    await page.getByTestId('terms-review').click();
    await terms.getByTestId('terms-confirm').click();
    await expect(terms).toBeHidden();
    await expect(page.getByTestId('bid-submit')).toBeEnabled();

    // Digits only, thousands separators, ± 1 not below 0; required and at least the next bid.
    const input = page.getByTestId('bid-input');
    await expect(page.getByTestId('bid-helper')).toHaveText('Enter $250 or more');
    await page.getByTestId('bid-submit').click();
    await expect(page.getByTestId('bid-helper')).toHaveText('Enter Bid Amount');
    await input.fill('12a34567');
    await expect(input).toHaveValue('1,234,567');
    await input.fill('250');
    await page.getByTestId('bid-plus').click();
    await expect(input).toHaveValue('251');
    await page.getByTestId('bid-minus').click();
    await page.getByTestId('bid-minus').click();
    await expect(input).toHaveValue('249');
    await page.getByTestId('bid-submit').click();
    await expect(page.getByTestId('bid-helper')).toHaveText('Min. Bid $250');
    await expect(page.getByTestId('bid-confirm')).toHaveCount(0);

    await placeBid(page, 250, 'exact');
    await expect(page.getByTestId('bid-status')).toHaveText('WINNING');
    await expect(page.getByTestId('bid-count')).toHaveText('1');

    await page.getByTestId('bid-history-open').click();
    const history = page.getByTestId('bid-history-dialog');
    await expect(history.getByTestId('bid-history-row')).toHaveCount(1);
    await expect(history.getByTestId('bid-history-row')).toContainText('Bidder 1');
    await expect(history.getByTestId('bid-history-row')).toContainText('(you)');
    await expect(history.getByTestId('bid-history-row')).toContainText('$250');
    await history.getByTestId('bid-history-close').click();

    // A bid file fills the confirm dialog; an amount below the next bid is refused by the API ("Min. Bid").
    const csv = (amount: number) => ({ name: 'bid.csv', mimeType: 'text/csv', buffer: Buffer.from(`Bid\n${amount}\n`) });
    await page.getByTestId('bid-upload-input').setInputFiles(csv(300));
    await expect(page.getByTestId('bid-confirm-amount')).toHaveText('$300');
    await page.getByTestId('bid-confirm-cancel').click();
    await page.getByTestId('bid-upload-input').setInputFiles(csv(100));
    await expect(page.getByTestId('bid-confirm-amount')).toHaveText('$100');
    await page.getByTestId('bid-confirm-confirm').click();
    await expect(page.getByTestId('bid-helper')).toHaveText('Min. Bid $255');
    await expect(page.getByTestId('bid-count')).toHaveText('1');

    const star = page.getByTestId('watchlist-toggle');
    await expect(star).toHaveAttribute('data-watched', 'false');
    await star.click();
    await expect(star).toHaveAttribute('data-watched', 'true');
    await page.reload();
    await expect(page.getByTestId('watchlist-toggle')).toHaveAttribute('data-watched', 'true');
    await page.getByTestId('watchlist-toggle').click();
    await expect(page.getByTestId('watchlist-toggle')).toHaveAttribute('data-watched', 'false');
  });

  test('the first screen the API sends is accessible, and the app draws the lot in the same place @phone', async ({ page, request }) => {
    // A demo lot with pictures, seen by a guest (what a first visit from a search engine gets).
    const lotId = await demoLotWithPictures(request, 1);
    const box = async (selector: string) => {
      const b = await page.locator(selector).boundingBox();
      expect(b, selector).not.toBeNull();
      return b!;
    };
    /** Same place and size, to the pixel (the copy and the app round sub-pixel borders differently). */
    const expectSameBox = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => {
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[k] - b[k]), k).toBeLessThanOrEqual(1);
    };
    // The copy alone: the app's scripts never run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/product/view/${lotId}`);
    await expect(page.locator('#root > .fp h1')).toBeVisible();
    await expectNoAxeViolations(page, 'lot page first screen (HTML copy)');
    const copyPicture = await box('#root > .fp .fp-gal img');
    const copyTitle = await box('#root > .fp h1');
    await page.unroute('**/assets/*.js');
    // The app replaces it: its title and main picture take the copy's boxes (the picture is the
    // page's LCP element, so a different size would be a second, later LCP).
    await page.reload();
    await expect(page.getByTestId('lot-title')).toBeVisible();
    await expect(page.locator('#root > .fp')).toHaveCount(0);
    expectSameBox(await box('[data-testid="gallery-main"] img'), copyPicture);
    expectSameBox(await box('[data-testid="lot-title"]'), copyTitle);
  });

  test('a signed-in buyer’s first load asks who they are and for the lot side by side, and goes from the first screen to the lot', async ({
    page,
    request,
  }) => {
    const lotId = await demoLotWithPictures(request, 1);
    await page.goto('/login');
    await loginThroughForm(page, demoBuyers.bob);
    await expect(page).not.toHaveURL(/\/login$/);
    // A spinner drawn between the API's first screen and the lot (the old way: the lot waited for the session).
    await page.addInitScript(() => {
      const w = window as unknown as { spinnerBeforeLot: boolean };
      w.spinnerBeforeLot = false;
      new MutationObserver(() => {
        if (
          !document.querySelector('[data-testid="lot-title"]') &&
          document.querySelector('#root [role="status"] .MuiCircularProgress-root')
        )
          w.spinnerBeforeLot = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const calls: { what: 'session' | 'lot'; start: number; end?: number }[] = [];
    page.on('request', (r) => {
      const what = r.url().includes('/getUserDetails') ? 'session' : r.url().includes(`/api/product/view/${lotId}`) ? 'lot' : null;
      if (what) calls.push({ what, start: Date.now() });
    });
    page.on('requestfinished', (r) => {
      const what = r.url().includes('/getUserDetails') ? 'session' : r.url().includes(`/api/product/view/${lotId}`) ? 'lot' : null;
      const call = calls.find((c) => c.what === what && c.end === undefined);
      if (call) call.end = Date.now();
    });
    await page.goto(`/product/view/${lotId}`);
    await expect(page.getByTestId('lot-title')).toBeVisible({ timeout: 20_000 });
    // The buyer's own copy: a bid box, not the guest's "log in to bid".
    await expect(page.getByTestId('login-to-bid')).toHaveCount(0);
    const session = calls.filter((c) => c.what === 'session');
    const lot = calls.filter((c) => c.what === 'lot');
    expect(session).toHaveLength(1);
    // The first load asks for the lot once; the page asks again once it is in the lot's room
    // (a bid placed in between was pushed to nobody): at most one more.
    expect(lot.length).toBeGreaterThanOrEqual(1);
    expect(lot.length).toBeLessThanOrEqual(2);
    // Side by side: the lot was asked for before the session's answer arrived.
    expect(lot[0]!.start).toBeLessThanOrEqual(session[0]!.end ?? Infinity);
    expect(await page.evaluate(() => (window as unknown as { spinnerBeforeLot: boolean }).spinnerBeforeLot)).toBe(false);
  });

  test('pictures open full screen and change with the arrow keys', async ({ page, request }) => {
    // A demo lot with several pictures (the seed gives every lot 2–4).
    const lotId = await demoLotWithPictures(request, 2);
    await page.goto(`/product/view/${lotId}`);
    await page.getByTestId('gallery-main').click();
    const viewer = page.getByTestId('image-viewer');
    await expect(viewer.getByTestId('image-viewer-counter')).toHaveText(/^1 \/ \d$/);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('image-viewer-counter')).toHaveText(/^2 \/ \d$/);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('image-viewer-counter')).toHaveText(/^1 \/ \d$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
