import { expect, test } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin } from '../support/helpers.js';
import { createLot, demoBuyers, inSeconds, signInFromLot } from './lot-support.js';

/** A spreadsheet of bids as buyers fill it in: "Line item ID" and "Bid" (whole dollars). */
function bidSheet(rows: [number, number][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([['Line item ID', 'Bid'], ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Bids');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test.describe('line-item auction', () => {
  test('a bulk upload goes from file to confirmed bids, rows update live for another buyer, and a row bid outbids', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiLogin(request, e2eAccounts.admin);
    const lotId = await createLot(request, admin.token, {
      title: `E2E line-item lot ${Date.now()}`,
      listing_format: 'lineitem',
      starting_price: 250,
      date_closed: inSeconds(3600),
      description: '<p>Three sub-lots of test laptops.</p>',
      line_items: [
        { title: '10x Test Laptop A', brand: 'Dell', part_number: 'A-1', qty: 10, starting_price: 50 },
        { title: '20x Test Laptop B', brand: 'HP', part_number: 'B-2', qty: 20, starting_price: 80 },
        { title: '30x Test Laptop C', brand: 'Lenovo', part_number: 'C-3', qty: 30, starting_price: 120, reserve_price: 500 },
      ],
    });
    const list = await request.get(`/api/product/getLineItemsProduct?site_id=1&project_id=${lotId}&sh_limit=10&page=1`);
    const items = ((await list.json()) as { data: { subproject: { id: number }[] } }).data.subproject.map((i) => i.id);
    expect(items).toHaveLength(3);
    const [a, b, c] = items as [number, number, number];

    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    try {
      await signInFromLot(page, lotId, demoBuyers.alice);
      await signInFromLot(pageB, lotId, demoBuyers.bob);
      await expect(page.getByTestId(`line-item-row-${a}`)).toBeVisible();
      await expect(page.getByTestId('download-bid-status')).toHaveCount(0);

      // A uploads: A at $60 and C at $200 meet their next bids; B at $70 is below $80.
      await page.getByTestId('bulk-upload-input').setInputFiles({
        name: 'bids.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: bidSheet([
          [a, 60],
          [b, 70],
          [c, 200],
        ]),
      });
      const dialog = page.getByTestId('bulk-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 of 3 rows are waiting for confirmation.');
      await expect(dialog.getByTestId(`bulk-row-status-${a}`)).toHaveText('Waiting for confirmation');
      await expect(dialog.getByTestId(`bulk-row-status-${c}`)).toHaveText('Waiting for confirmation');
      await expect(dialog.getByTestId(`bulk-row-status-${b}`)).toContainText('Not placed');

      await dialog.getByTestId('bulk-confirm').click();
      await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 of 2 bids placed.');
      await expect(dialog.getByTestId(`bulk-row-status-${a}`)).toHaveText('Bid placed');
      await expect(dialog.getByTestId(`bulk-row-status-${c}`)).toHaveText('Bid placed');
      await expect(dialog.getByTestId('bulk-confirm')).toHaveCount(0);
      await expect(dialog.getByTestId('bulk-cancel')).toHaveCount(0);
      await dialog.getByTestId('bulk-close').click();
      await expect(dialog).toBeHidden();

      // The table shows the buyer's standing: Winning (no reserve), Highest bidder (reserve not met).
      await expect(page.getByTestId(`line-item-status-${a}`)).toHaveText('Winning');
      await expect(page.getByTestId(`line-item-status-${c}`)).toHaveText('Highest bidder');
      await expect(page.getByTestId(`line-item-reserve-${c}`)).toHaveText('Reserve price is not met');
      await expect(page.getByTestId(`line-item-status-${b}`)).toHaveCount(0);
      await expect(page.getByTestId('download-bid-status')).toBeVisible();

      // The other buyer's rows moved without a reload.
      await expect(pageB.getByTestId(`line-item-bids-${a}`)).toHaveText('1');
      await expect(pageB.getByTestId(`line-item-bids-${c}`)).toHaveText('1');
      await expect(pageB.getByTestId(`line-item-next-${a}`)).toHaveText('$51');

      // B bids $100 on sub-lot A, above A's $60 maximum: B is winning, A is shown losing live.
      await pageB.getByTestId(`line-item-bid-input-${a}`).fill('100');
      await pageB.getByTestId(`line-item-bid-submit-${a}`).click();
      await pageB.getByTestId('bid-confirm').getByTestId('bid-confirm-confirm').click();
      await expect(pageB.getByTestId(`line-item-status-${a}`)).toHaveText('Winning');
      await expect(page.getByTestId(`line-item-status-${a}`)).toHaveText('Losing');
      await expect(page.getByTestId(`line-item-price-${a}`)).toHaveText('$61');
    } finally {
      await contextB.close();
    }
  });
});
