import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin } from '../support/helpers.js';
import { readPdf } from '../support/pdf.js';
import { demoBuyers } from './lot-support.js';
import { apiCall, centsOf, createSaleLot, inSeconds, signIn, usd } from './transactions-support.js';

interface WireInvoice {
  id: number;
  common_invoice: string;
  amount: number;
  shipping_fee: number;
  status: string;
}

/** Opens the invoice page from wherever the buyer is and answers the invoice number it shows. */
async function invoiceNumberOn(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  const number = page.getByTestId('invoice-number');
  await expect(number).toHaveText(/^INV-\d{4}-\d+$/);
  return (await number.textContent())!.trim();
}

test.describe('transactions', () => {
  // Whole purchase journeys across several screens and the closing worker: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('buy now: a fixed-price lot shows what a buyer needs, the order completes, the invoice opens and downloads as a PDF', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createSaleLot(request, admin.token, {
      title: `E2E buy now ${Date.now()}`,
      listing_format: 'buynow',
      starting_price: 100,
      buy_now_price: 1250,
      qty: 5,
      date_closed: inSeconds(3600),
    });

    await signIn(page, e2eAccounts.buyer);
    await page.goto(`/product/view/${lotId}`);
    const card = page.getByTestId('fixed-price-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('fixed-price')).toHaveText('$1,250');
    await expect(card.getByTestId('unit-price')).toHaveText('$250');
    await expect(card.getByTestId('quantity-left')).toHaveText('5');
    // Never the auction parts on a fixed-price lot.
    await expect(page.getByTestId('bid-count')).toHaveCount(0);
    await expect(page.getByTestId('bid-history-open')).toHaveCount(0);
    await expect(page.getByTestId('bid-form')).toHaveCount(0);
    await expect(page.getByText('Starting bid')).toHaveCount(0);
    await expectNoAxeViolations(page, 'fixed-price lot page');

    await card.getByTestId('buy-now').click();
    await expect(page).toHaveURL(new RegExp(`/product/buynow/${lotId}$`));
    await expect(page.getByTestId('sample-price')).toHaveText('$1,250');
    await expect(page.getByTestId('sample-total')).toBeVisible();
    await expect(page.getByTestId('sample-card-fee')).toContainText('3 %');
    await expectNoAxeViolations(page, 'buy-now confirmation');

    await page.getByTestId('buy-now-confirm').click();
    await expect(page.getByTestId('toast')).toContainText('Order completed');
    const number = await invoiceNumberOn(page);
    const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('invoice-state')).toHaveText('Unpaid');
    await expect(page.getByTestId('invoice-amount')).toHaveText('$1,250');
    await expectNoAxeViolations(page, 'invoice');

    // invoice.pdf, made in the browser: a PDF whose text carries the invoice (invoice-pdf.spec.ts reads all of it).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe('invoice.pdf');
    const [pdfPage] = await readPdf((await download.path())!);
    expect(pdfPage!.text).toContain(number);
    // Landscape 720 × 420 px (540 × 315 pt).
    expect(pdfPage).toMatchObject({ width: 540, height: 315 });

    // Only the owner sees it: anyone else gets 404 from the API.
    const other = await apiLogin(request, demoBuyers.bob);
    await apiCall(request, other.token, 'GET', `/api/product/invoice/${invoiceId}`, {}, 404);

    // The lot is gone.
    await page.goto(`/product/view/${lotId}`);
    await expect(page.getByTestId('auction-ended')).toBeVisible();
    await expect(page.getByTestId('buy-now')).toHaveCount(0);
  });

  test('offer: the buyer offers, the operator counters, the buyer accepts the counter and gets the invoice', async ({ page, request }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createSaleLot(request, admin.token, {
      title: `E2E offer ${Date.now()}`,
      listing_format: 'buynow',
      starting_price: 500,
      buy_now_price: 2000,
      make_offer: true,
      date_closed: inSeconds(3600),
    });

    await signIn(page, e2eAccounts.buyer);
    await page.goto(`/product/view/${lotId}`);
    await page.getByTestId('make-offer').click();
    const dialog = page.getByTestId('make-offer-dialog');
    await expect(dialog).toBeVisible();
    // Digits only, not zero.
    await dialog.getByTestId('offer-submit').click();
    await expect(dialog.getByTestId('offer-helper')).toHaveText('Enter an offer amount greater than 0');
    await dialog.getByTestId('offer-input').fill('0');
    await dialog.getByTestId('offer-submit').click();
    await expect(dialog.getByTestId('offer-helper')).toHaveText('Enter an offer amount greater than 0');
    await dialog.getByTestId('offer-input').fill('1x5a00');
    await expect(dialog.getByTestId('offer-input')).toHaveValue('1,500');
    await expectNoAxeViolations(page, 'make-offer dialog');
    await dialog.getByTestId('offer-submit').click();
    await expect(page.getByTestId('toast')).toContainText('Offer submitted successfully');
    await expect(dialog).toBeHidden();
    const offers = page.getByTestId('my-offers');
    await expect(offers.getByTestId('my-offer-status')).toHaveText('Awaiting review');
    await expect(offers.getByTestId('my-offer-expiry')).toContainText('Expires');

    // The operator counters through the API.
    const pending = await apiCall<{ data: { records: { id: number; offer_amount: number }[] } }>(
      request,
      admin.token,
      'GET',
      `/api/admin/offers?pid=${lotId}`,
    );
    expect(pending.data.records).toHaveLength(1);
    const offerId = pending.data.records[0]!.id;
    expect(pending.data.records[0]!.offer_amount).toBe(1500);
    await apiCall(request, admin.token, 'POST', `/api/admin/offers/${offerId}/counter`, { counter_amount: 1800 });

    await page.reload();
    await expect(offers.getByTestId('my-offer-status')).toHaveText('Countered');
    await offers.getByTestId('my-offer-respond').click();
    await expect(page).toHaveURL(new RegExp(`/product/offer/${lotId}/${offerId}$`));
    await expect(page.getByTestId('counter-card')).toContainText('$1,800');
    await expect(page.getByTestId('counter-expiry')).toBeVisible();
    await expectNoAxeViolations(page, 'counter offer');

    await page.getByTestId('counter-accept').click();
    await expect(page.getByTestId('toast')).toContainText('Order completed');
    await invoiceNumberOn(page);
    await expect(page.getByTestId('invoice-amount')).toHaveText('$1,800');
  });

  test('a won auction is paid by card in the cart (3 % fee), turns paid, and a dispute is sent from its invoice', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const buyer = await apiLogin(request, e2eAccounts.buyer);
    const lotId = await createSaleLot(request, admin.token, {
      title: `E2E won auction ${Date.now()}`,
      listing_format: 'live',
      starting_price: 1234,
      date_closed: inSeconds(3600),
    });
    await apiCall(request, buyer.token, 'POST', '/api/product/bidConfirm', { id: lotId, wsprice: 1234, hard_bid: 1 });
    // The operator brings the close forward; the closing worker sells the lot to the only bidder.
    await apiCall(request, admin.token, 'POST', `/api/admin/lots/${lotId}/closing-time`, { date_closed: inSeconds(2) });
    let invoice: WireInvoice | null = null;
    await expect
      .poll(
        async () => {
          const res = await request.post('/api/product/invoice', {
            headers: { Authorization: `Bearer ${buyer.token}` },
            data: { site_id: 1, id: lotId },
          });
          if (!res.ok()) return 0;
          invoice = ((await res.json()) as { data: { invoice: WireInvoice } }).data.invoice;
          return invoice.id;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const won = invoice! as WireInvoice;
    const due = centsOf(won.amount) + centsOf(won.shipping_fee);
    const fee = Math.round((due * 3) / 100);

    await signIn(page, e2eAccounts.buyer);
    await page.goto('/cart');
    const row = page.getByTestId(`cart-invoice-${won.id}`);
    await expect(row).toBeVisible();
    // Nothing is selected until the buyer ticks it (the demo buyer has other unpaid invoices too);
    // then only this invoice is charged.
    const selects = page.locator('[data-testid^="cart-select-"] input');
    expect(await selects.count()).toBeGreaterThan(1);
    for (const input of await selects.all()) await expect(input).not.toBeChecked();
    const other = (await page.locator('[data-testid^="cart-select-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))))
      .map((id) => Number(id!.replace('cart-select-', '')))
      .find((id) => id !== won.id)!;
    await page.getByTestId(`cart-select-${won.id}`).locator('input').check();

    // Billing address: the contract's rules (spec 2 §5).
    if (await page.getByTestId('billing-edit').isVisible()) await page.getByTestId('billing-edit').click();
    const form = page.getByTestId('billing-form');
    await form.getByTestId('billing-billing_firstname').fill('Erin');
    await form.getByTestId('billing-billing_lastname').fill('Buyer');
    await form.getByTestId('billing-billing_companyname').fill('Erin Surplus LLC');
    await form.getByTestId('billing-billing_address').fill('1 Dock Street');
    await form.getByTestId('billing-billing_city').fill('Newark');
    await form.getByTestId('billing-billing_state').fill('');
    await form.getByTestId('billing-billing_country').fill('United States');
    await form.getByTestId('billing-billing_zipcode').fill('12');
    await form.getByTestId('billing-save').click();
    await expect(form.getByText('Required Field')).toHaveCount(1);
    await expect(form.getByText('Min 4 Characters')).toBeVisible();
    await form.getByTestId('billing-billing_state').fill('NJ');
    await form.getByTestId('billing-billing_zipcode').fill('07102');
    await form.getByTestId('billing-save').click();
    await expect(page.getByTestId('billing-address')).toContainText('Erin Surplus LLC');

    await page.getByTestId('method-card').click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(due));
    await expect(page.getByTestId('cart-card-fee')).toHaveText(usd(fee));
    await expect(page.getByTestId('cart-total')).toHaveText(usd(due + fee));
    await expectNoAxeViolations(page, 'cart');

    await page.getByTestId('card-name').fill('Erin Buyer');
    await page.getByTestId('card-number').fill('4242424242424242');
    await page.getByTestId('card-expiry').fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
    await page.getByTestId('card-cvc').fill('123');
    await expect(page.getByTestId('card-pay')).toHaveText(`Pay ${usd(due + fee)}`);
    await page.getByTestId('card-pay').click();
    await expect(page.getByTestId('cart-paid')).toBeVisible();

    // The invoice not ticked is still waiting in the cart, unpaid.
    await page.goto('/cart');
    await expect(page.getByTestId(`cart-invoice-${other}`)).toBeVisible();
    await expect(page.getByTestId(`cart-invoice-${won.id}`)).toHaveCount(0);
    await page.goto(`/invoice/${won.id}`);
    await expect(page.getByTestId('invoice-state')).toHaveText('Paid');
    await expect(page.getByTestId('invoice-card-fee')).toHaveText(usd(fee));
    await expect(page.getByTestId('invoice-total')).toHaveText(usd(due + fee));

    // Dispute: subject and message required, else nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/savedisputes')) sent++;
    });
    await page.getByTestId('invoice-dispute').click();
    const dispute = page.getByTestId('dispute-dialog');
    await dispute.getByTestId('dispute-submit').click();
    await expect(dispute.getByText('Required Field')).toHaveCount(2);
    await dispute.getByTestId('dispute-subject').fill('Pallet arrived damaged');
    await dispute.getByTestId('dispute-submit').click();
    await expect(dispute.getByText('Required Field')).toHaveCount(1);
    expect(sent).toBe(0);
    await dispute.getByTestId('dispute-message').fill('Two of the five boxes were crushed in transit.');
    await expectNoAxeViolations(page, 'dispute dialog');
    await dispute.getByTestId('dispute-submit').click();
    // Toasts queue and show 5 s each: the billing and payment toasts may still be ahead of this one.
    await expect(page.getByTestId('toast')).toContainText('Your dispute is successfully added', { timeout: 20_000 });
    await expect(dispute).toBeHidden();
    expect(sent).toBe(1);
  });
});

/**
 * Screenshots of the transaction screens for review, run on demand only:
 *   GAVEL_SCREENS=1 npx playwright test -c e2e/playwright.config.ts tests/transactions.spec.ts --grep @screens
 * PNGs go to <repo>/screenshots/<project>-tx-<name>.png (desktop 1280 px, mobile 375 px).
 */
test.describe('transaction screenshots @screens', () => {
  const outDir = new URL('../../screenshots/', import.meta.url).pathname;
  const shot = async (page: Page, name: string, fullPage = true) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${outDir}${test.info().project.name}-tx-${name}.png`, fullPage, animations: 'disabled' });
  };

  test('lot card, offer, buy now, invoice, dispute, cart', async ({ page, request }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createSaleLot(request, admin.token, {
      title: `Pallet of 40 refurbished office chairs ${Date.now()}`,
      listing_format: 'buynow',
      starting_price: 900,
      buy_now_price: 4200,
      make_offer: true,
      qty: 40,
      date_closed: inSeconds(86_400),
    });
    await signIn(page, demoBuyers.alice);
    await page.goto(`/product/view/${lotId}`);
    await expect(page.getByTestId('fixed-price-card')).toBeVisible();
    await shot(page, 'lot-fixed-price');
    await page.getByTestId('make-offer').click();
    await page.getByTestId('offer-input').fill('3500');
    await shot(page, 'offer-dialog', false);
    await page.getByTestId('offer-cancel').click();
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('sample-total')).toBeVisible();
    await shot(page, 'buy-now');
    await page.getByTestId('buy-now-confirm').click();
    await expect(page.getByTestId('invoice-number')).toBeVisible();
    await shot(page, 'invoice');
    await page.getByTestId('invoice-dispute').click();
    await page.getByTestId('dispute-submit').click();
    await shot(page, 'dispute-dialog', false);
    await page.getByTestId('dispute-cancel').click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-payment')).toBeVisible();
    await shot(page, 'cart');
  });
});
