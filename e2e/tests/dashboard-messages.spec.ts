import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject } from '../support/helpers.js';
import { apiCall, createSaleLot, inSeconds, signIn } from './transactions-support.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const demoSeller = { email: 'seller@gavel.test', password: 'Seller123!' };

interface DashRecord {
  id: number;
  invoice_id: number | null;
}

/** The buyer's mail badge as a number (MUI hides 0). */
async function mailBadge(page: Page): Promise<number> {
  const text = (await page.getByTestId('messages-badge').locator('.MuiBadge-badge').textContent())?.trim() ?? '';
  return Number(text || '0');
}

test.describe('dashboard and messages', () => {
  // Several screens, two browsers and axe on each: more than the default minute on a busy machine.
  test.slow();

  test('the won tab lists a lot the buyer won; its drawer, invoice and dispute work @phone', async ({ page, request }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const buyer = await apiLogin(request, e2eAccounts.buyer);
    const title = `E2E dashboard win ${Date.now()}`;
    const lotId = await createSaleLot(request, admin.token, { title, listing_format: 'live', starting_price: 321, date_closed: inSeconds(3600) });
    await apiCall(request, buyer.token, 'POST', '/api/product/bidConfirm', { id: lotId, wsprice: 321, hard_bid: 1 });
    await apiCall(request, admin.token, 'POST', `/api/admin/lots/${lotId}/closing-time`, { date_closed: inSeconds(2) });
    let won: DashRecord | undefined;
    await expect
      .poll(
        async () => {
          const body = await apiCall<{ data: { records: DashRecord[] } }>(request, buyer.token, 'POST', '/api/user/dashboard/searchdashprojects', {
            action: 'won',
            sh_limit: 45,
            orderby: 2,
          });
          won = body.data.records.find((r) => r.id === lotId);
          return won?.invoice_id ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    await signIn(page, e2eAccounts.buyer);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-status-menu')).toContainText('Auction Status', { timeout: 30_000 });
    await expect(page.getByTestId('dashboard-results')).toHaveAttribute('data-type', 'active');
    await expectNoAxeViolations(page, 'dashboard (active)');
    if (isMobileProject()) {
      await page.getByTestId('dashboard-filter-button').click();
      await expect(page.getByTestId('dashboard-filters')).toBeVisible();
      await expectNoAxeViolations(page, 'dashboard filter drawer');
      await page.getByTestId('dashboard-filters-done').click();
    } else {
      await expect(page.getByTestId('dashboard-filter-column')).toBeVisible();
    }

    await page.getByTestId('dashboard-type-won').click();
    await expect(page).toHaveURL(/\/dashboard\/won$/);
    const card = page.locator(`[data-testid="dashboard-card"][data-lot-id="${lotId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText('WON');
    await expect(page.getByTestId('dashboard-pagination-summary')).toContainText('Showing 1–');
    await page.screenshot({ path: test.info().outputPath('dashboard-won.png'), fullPage: true });
    await card.getByTestId('dashboard-details').click();
    const drawer = page.getByTestId('dashboard-drawer');
    await expect(drawer).toContainText(title);
    await expectNoAxeViolations(page, 'dashboard details drawer');
    await drawer.getByTestId('dashboard-drawer-close').click();

    await card.getByTestId('dashboard-add-dispute').click();
    const dispute = page.getByTestId('dispute-dialog');
    await dispute.getByTestId('dispute-subject').fill('Missing items');
    await dispute.getByTestId('dispute-message').fill('Two units were not on the pallet.');
    await dispute.getByTestId('dispute-submit').click();
    await expect(page.getByTestId('toast')).toContainText('Your dispute is successfully added');

    await card.getByTestId('dashboard-view-order').click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${won!.invoice_id}$`));
    await expect(page.getByTestId('invoice-document')).toBeVisible();
  });

  test('a buyer sends an image from a lot page, the seller answers in /message, the buyer’s mail badge rises live @phone', async ({ page, browser, request }) => {
    const buyer = await apiLogin(request, e2eAccounts.buyer);
    const seller = await apiLogin(request, demoSeller);
    // An open live demo lot of the demo seller (the demo lots belong to several sellers).
    const search = await apiCall<{ records: { id: number }[] }>(request, buyer.token, 'POST', '/api/auction/search', { sh_limit: 45, listfmt: [3] });
    let lotId = 0;
    for (const r of search.records) {
      const v = await apiCall<{ data: { project: { sellerid: number } } }>(request, buyer.token, 'GET', `/api/product/view/${r.id}`);
      if (v.data.project.sellerid === seller.userId) {
        lotId = r.id;
        break;
      }
    }
    expect(lotId, 'an open live lot of the demo seller').toBeGreaterThan(0);
    // Accept the lot's terms up front, so its terms dialog does not cover the page.
    await apiCall(request, buyer.token, 'POST', '/api/product/TermsAccepted', { projectid: lotId });
    const text = `Is it wrapped? ${Date.now()}`;

    await signIn(page, e2eAccounts.buyer);
    await page.goto(`/product/view/${lotId}`);
    // The converter loads when its place comes near the viewport.
    await page.getByTestId('currency-converter-place').scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect(page.getByTestId('currency-converter')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('contact-seller').click();
    const dialog = page.getByTestId('contact-seller-dialog');
    await dialog.getByTestId('contact-message').fill(text);
    await dialog.getByTestId('contact-file').setInputFiles({ name: 'pallet.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('contact-attached')).toContainText('pallet.png');
    await expectNoAxeViolations(page, 'contact seller modal');
    await dialog.getByTestId('contact-send').click();
    await expect(page.getByTestId('toast')).toContainText('message successfully sent');
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page, 'lot page with currency converter');
    await page.getByTestId('currency-converter').screenshot({ path: test.info().outputPath('currency-converter.png') });
    const before = await mailBadge(page);

    // The seller answers in /message (another browser).
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, demoSeller);
    await sellerPage.goto('/message');
    await expect(sellerPage.getByTestId('thread-none')).toContainText('No Conversation Selected');
    if (isMobileProject()) await sellerPage.getByTestId('messages-open-drawer').click();
    await sellerPage.locator(`[data-testid="message-party"][data-party-id="${buyer.userId}"]`).click();
    await sellerPage.locator(`[data-testid="message-conversation"][data-lot-id="${lotId}"]`).click();
    const thread = sellerPage.getByTestId('message-thread');
    await expect(thread.getByTestId('message-text').last()).toHaveText(text);
    await expect(thread.getByTestId('message-image').last()).toBeVisible();
    await expectNoAxeViolations(sellerPage, 'messages thread (seller)');
    await sellerPage.screenshot({ path: test.info().outputPath('messages-seller.png'), fullPage: true });
    await expect(sellerPage.getByTestId('message-send')).toBeDisabled();
    await sellerPage.getByTestId('message-input').fill('Yes, shrink-wrapped and strapped.');
    await sellerPage.getByTestId('message-send').click();
    await expect(thread.getByTestId('message-text').last()).toHaveText('Yes, shrink-wrapped and strapped.');

    // The buyer's badge rises without a reload.
    await expect.poll(() => mailBadge(page)).toBe(before + 1);
    await sellerContext.close();

    await page.getByTestId('messages-link').click();
    await expect(page).toHaveURL(/\/message$/);
    if (isMobileProject()) await page.getByTestId('messages-open-drawer').click();
    await page.locator(`[data-testid="message-party"][data-party-id="${seller.userId}"]`).click();
    await page.locator(`[data-testid="message-conversation"][data-lot-id="${lotId}"]`).click();
    await expect(page.getByTestId('message-thread').getByTestId('message-text').last()).toHaveText('Yes, shrink-wrapped and strapped.');
    await expectNoAxeViolations(page, 'messages thread (buyer)');
    await expect.poll(() => mailBadge(page)).toBe(before);
  });
});
