import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin, chooseLanguage } from '../support/helpers.js';
import { readPdf, squash } from '../support/pdf.js';
import { createSaleLot, inSeconds, signIn } from './transactions-support.js';

/** Buys a fixed-price lot through the pages and answers on its invoice page. */
async function buyAndOpenInvoice(page: Page, lotId: number) {
  await page.goto(`/product/view/${lotId}`);
  await page.getByTestId('fixed-price-card').getByTestId('buy-now').click();
  await page.getByTestId('buy-now-confirm').click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await expect(page.getByTestId('invoice-number')).toHaveText(/^INV-\d{4}-\d+$/);
}

/** Downloads invoice.pdf and answers its pages as pdf.js reads them. */
async function downloadInvoice(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
  expect(download.suggestedFilename()).toBe('invoice.pdf');
  // Kept with the test's results, to look at.
  const file = test.info().outputPath('invoice.pdf');
  await download.saveAs(file);
  return readPdf(file);
}

/** What the invoice page shows: the PDF must carry the same words as text. */
async function shownOnPage(page: Page) {
  const text = async (testId: string) => (await page.getByTestId(testId).first().innerText()).trim();
  return {
    number: await text('invoice-number'),
    state: await text('invoice-state'),
    buyer: `${e2eAccounts.buyer.firstName} ${e2eAccounts.buyer.lastName}`,
    total: await text('invoice-total'),
    lines: await page.getByTestId('invoice-line').locator('td p').allInnerTexts(),
  };
}

test.describe('invoice PDF', () => {
  // A whole purchase, then (Mandarin) a 10 MB font fetched and subset in the page: slow on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  for (const { tag, title, words } of [
    { tag: 'en', title: 'E2E invoice text: walnut desk, café chairs –', words: ['Invoice', 'Buyer', 'Total', 'Unpaid'] },
    { tag: 'zh-CN', title: 'E2E 发票文字：胡桃木书桌与咖啡椅', words: ['发票', '买家', '合计', '未付款'] },
  ]) {
    test(`${tag}: invoice.pdf is text (number, buyer, line, total and state) on a 720 × 420 px landscape page`, async ({ page, request }) => {
      const admin = await apiLogin(request, e2eAccounts.admin);
      const lotTitle = `${title} ${Date.now()}`;
      const lotId = await createSaleLot(request, admin.token, {
        title: lotTitle,
        listing_format: 'buynow',
        starting_price: 100,
        buy_now_price: 1234.5,
        date_closed: inSeconds(3600),
      });
      await signIn(page, e2eAccounts.buyer);
      await buyAndOpenInvoice(page, lotId);
      if (tag !== 'en') {
        await chooseLanguage(page, tag);
        await expect(page.getByTestId('invoice-state')).toHaveText(words[3]!);
      }
      const shown = await shownOnPage(page);
      expect(shown.lines).toContain(lotTitle);

      const pages = await downloadInvoice(page);
      expect(pages).toHaveLength(1);
      // 720 × 420 px is 540 × 315 pt, landscape.
      expect(pages[0]).toMatchObject({ width: 540, height: 315 });
      const text = squash(pages[0]!.text);
      for (const expected of [shown.number, shown.buyer, lotTitle, shown.total, shown.state, ...words]) {
        expect(text, `"${expected}" in the PDF's text:\n${pages[0]!.text}`).toContain(squash(expected));
      }
    });
  }
});
