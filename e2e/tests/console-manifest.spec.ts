import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { isMobileProject, loginThroughForm } from '../support/helpers.js';
import { demoBuyers, signInFromLot } from './lot-support.js';

/** A workbook as an operator fills it in, written with the same library the server parses with. */
function workbook(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Manifest');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const header = ['Sub-lot', 'Title', 'Brand', 'Part number', 'Qty', 'Starting price', 'Reserve price'];
const xlsx = (name: string, rows: (string | number)[][]) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: workbook(rows),
});

/** Screenshots of this journey's screens at the project's width (looked at by a person). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${isMobileProject() ? 375 : 1280}.png`, fullPage: true });
}

test.describe('manifest import (operator console)', () => {
  test('an operator creates a line-item lot from a manifest spreadsheet, publishes it, and a buyer finds it in search and bids on a sub-lot', async ({
    page,
    browser,
    request,
  }) => {
    // A long journey (two people, six screens) on a shared two-core machine.
    test.setTimeout(180_000);
    // A word nobody else's lot has, to find this one in search.
    const word = `Quokkabook${Date.now().toString(36)}${isMobileProject() ? 'm' : 'd'}`;

    // The operator creates a line-item lot as a draft (the lots area's editor): no sub-lots yet.
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    await page.goto('/admin/lots/new');
    // The console's first screen loads its chunks and text: slow on a busy machine.
    await expect(page.getByTestId('page-title')).toHaveText('New lot', { timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Listing format' }).click();
    await page.getByRole('option', { name: 'Line-item auction' }).click();
    await page.getByTestId('lot-field-title').fill(`${word} laptops, three sub-lots`);
    await page.getByTestId('lot-field-starting_price').fill('40');
    await page.getByTestId('lot-save-draft').click();
    await expect(page).toHaveURL(/\/admin\/lots\/\d+$/);
    const lotId = Number(/\/admin\/lots\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('lot-state').getByTestId('lot-status')).toHaveText('Draft');

    // From the lot's sub-lots tab to the import screen.
    await page.getByTestId('lot-tab-lineitem').click();
    await page.getByTestId('lot-manifest-link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/lots/${lotId}/manifest$`));
    await expect(page.getByTestId('page-title')).toHaveText('Import a manifest');
    await expect(page.getByTestId('manifest-kind')).toContainText('line-item auction');
    await expect(page.getByTestId('manifest-replaces')).toHaveText('The lot has no lines yet.');

    // The template: a CSV with the headers the import reads.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('manifest-template').click()]);
    expect(download.suggestedFilename()).toBe('sub-lots-template.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe('Sub-lot,Title,Description,Brand,Part number,Qty,Starting price,Reserve price\r\n');
    await expectNoAxeViolations(page, 'manifest import');
    await shot(page, 'manifest-start');

    // A sheet with mistakes: each row's problems are listed as text, and nothing can be imported.
    await page.getByTestId('manifest-file-input').setInputFiles(
      xlsx('first-try.xlsx', [
        header,
        [1, 'Dell Latitude 5490, i5, 8 GB', 'Dell', 'LAT-5490', 10, '40', ''],
        [2, '', 'HP', 'EB-840', 5, '60', ''],
        [2, 'Lenovo ThinkPad T480', 'Lenovo', 'TP-T480', 'many', 'sixty', ''],
      ]),
    );
    await expect(page.getByTestId('manifest-count-problems')).toHaveText('With problems: 2');
    await expect(page.getByTestId('manifest-count-valid')).toHaveText('Ready: 1');
    await expect(page.getByTestId('manifest-confirm')).toBeDisabled();
    const rows = page.getByTestId('manifest-rows');
    await expect(rows).toContainText('Title: required');
    await expect(rows).toContainText('Quantity: not a whole number of 1 or more');
    await expect(rows).toContainText('Starting price: not an amount (e.g. 125.50)');
    await expect(rows).toContainText('Sub-lot: the same number is on another row');
    await page.getByTestId('manifest-only-problems').click();
    await expect(rows.getByTestId('manifest-row')).toHaveCount(3);
    await page.getByTestId('manifest-only-problems').click();
    await expect(rows.getByTestId('manifest-row')).toHaveCount(2);
    await expectNoAxeViolations(page, 'manifest preview with problems');
    await shot(page, 'manifest-problems');

    // The corrected sheet: three sub-lots, prices in dollars.
    await page.getByTestId('manifest-file-input').setInputFiles(
      xlsx('manifest.xlsx', [
        header,
        [1, 'Dell Latitude 5490, i5, 8 GB', 'Dell', 'LAT-5490', 10, '40', ''],
        [2, 'HP EliteBook 840 G5, i7, 16 GB', 'HP', 'EB-840', 5, '60', '150'],
        [3, 'Lenovo ThinkPad T480, i5, 8 GB', 'Lenovo', 'TP-T480', 8, '80.50', ''],
      ]),
    );
    await expect(page.getByTestId('manifest-count-valid')).toHaveText('Ready: 3');
    await expect(page.getByTestId('manifest-count-problems')).toHaveText('With problems: 0');
    await expect(rows).toContainText('$80.50');
    await expect(page.getByTestId('manifest-confirm')).toHaveText('Create 3 sub-lots');
    await expectNoAxeViolations(page, 'manifest preview');
    await shot(page, 'manifest-preview');
    await page.getByTestId('manifest-confirm').click();
    await expect(page.getByTestId('manifest-done')).toContainText('Created 3 sub-lots.');
    await expect(page.getByTestId('manifest-back-to-lot')).toHaveAttribute('href', `/admin/lots/${lotId}`);
    await expectNoAxeViolations(page, 'manifest imported');
    await shot(page, 'manifest-done');

    // Back to the lot, and publish it (the lots area's action).
    await page.getByTestId('manifest-back-to-lot').click();
    await expect(page).toHaveURL(new RegExp(`/admin/lots/${lotId}$`));
    await page.getByTestId('lot-publish').click();
    await expect(page.getByTestId('lot-state').getByTestId('lot-status')).toHaveText('Open');

    // A buyer finds it in search and bids on a sub-lot.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    try {
      await buyer.goto(`/search?searchbar=${word}`);
      const card = buyer.getByTestId('search-results').getByTestId('lot-card');
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute('data-lot-id', String(lotId));
      await card.getByTestId('lot-card-title').click();
      await expect(buyer).toHaveURL(new RegExp(`/product/view/${lotId}$`));
      await signInFromLot(buyer, lotId, demoBuyers.alice);

      const list = await request.get(`/api/product/getLineItemsProduct?site_id=1&project_id=${lotId}&sh_limit=10&page=1`);
      const items = ((await list.json()) as { data: { subproject: { id: number; linesublot: number; title: string }[] } }).data.subproject;
      expect(items.map((i) => [i.linesublot, i.title])).toEqual([
        [1, 'Dell Latitude 5490, i5, 8 GB'],
        [2, 'HP EliteBook 840 G5, i7, 16 GB'],
        [3, 'Lenovo ThinkPad T480, i5, 8 GB'],
      ]);
      const third = items[2]!.id;
      await expect(buyer.getByTestId(`line-item-next-${third}`)).toHaveText('$80.50');
      await buyer.getByTestId(`line-item-bid-input-${third}`).fill('90');
      await buyer.getByTestId(`line-item-bid-submit-${third}`).click();
      await buyer.getByTestId('bid-confirm').getByTestId('bid-confirm-confirm').click();
      await expect(buyer.getByTestId(`line-item-status-${third}`)).toHaveText('Winning');
      await expect(buyer.getByTestId(`line-item-bids-${third}`)).toHaveText('1');
    } finally {
      await buyerContext.close();
    }

    // Once bidding has started, the screen says the manifest can no longer be replaced.
    await page.goto(`/admin/lots/${lotId}/manifest`);
    await expect(page.getByTestId('manifest-has-bids')).toHaveText('This lot already has bids: its manifest can no longer be replaced.');
    await expect(page.getByTestId('manifest-drop-zone')).toHaveCount(0);
  });
});
