import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject } from '../support/helpers.js';
import { demoBuyers, placeBid } from './lot-support.js';
import { signIn } from './transactions-support.js';

/** The committed sheet: ten live lots, titles "Quokkabulk lot N: …", no buyer groups yet. */
const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'bulk-ten-lots.csv');

/** The fixture with `groupId` in the buyer_group_ids column of its first two rows (made private to that group). */
function sheetWithGroup(groupId: number): Buffer {
  const [header, ...rows] = fs.readFileSync(fixture, 'utf8').trimEnd().split('\n');
  const col = header!.split(',').indexOf('buyer_group_ids');
  const out = rows.map((r, i) => {
    if (i > 1) return r;
    // The description (last column) is quoted and holds a comma: split before it.
    const q = r.indexOf('"');
    const cells = r.slice(0, q).split(',');
    cells[col] = String(groupId);
    return cells.join(',') + r.slice(q);
  });
  return Buffer.from([header, ...out].join('\n') + '\n');
}

/** Another person in their own browser, at the project's width, signed in. */
async function asAnother(browser: Browser, page: Page, account: { email: string; password: string }) {
  const mobile = isMobileProject();
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize()!,
    isMobile: mobile,
    hasTouch: mobile,
  });
  const other = await context.newPage();
  await signIn(other, account);
  return other;
}

test.describe('the seller’s marketplace: bulk listing, private lots, buyer groups', () => {
  test('a seller lists ten lots from a spreadsheet, two private to a group; a member finds and bids on one, a non-member cannot find them', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const mobile = isMobileProject();
    const groupName = `Quokka partners ${mobile ? 'm' : 'd'}${Date.now().toString(36)}`;

    // The seller makes a buyer group and adds a buyer found by the account search.
    await signIn(page, e2eAccounts.seller);
    await page.goto('/admin/buyer-groups');
    await page.getByTestId('buyer-group-name').fill(groupName);
    await page.getByTestId('buyer-group-create').click();
    await expect(page.getByTestId('buyer-group-members')).toContainText(groupName);
    await page.getByTestId('buyer-group-search').fill('buyer2@gavel');
    const candidate = page.getByTestId(/^buyer-group-candidate-\d+$/).filter({ hasText: demoBuyers.bob.email });
    await expect(candidate).toBeVisible();
    await expectNoAxeViolations(page, 'console buyer groups');
    await candidate.getByRole('button').click();
    await expect(page.getByTestId(/^buyer-group-member-\d+$/).filter({ hasText: demoBuyers.bob.email })).toBeVisible();
    const seller = await apiLogin(request, e2eAccounts.seller);
    const groups = (await (
      await request.get('/api/admin/buyer-groups', { headers: { Authorization: `Bearer ${seller.token}` } })
    ).json()) as { data: { records: { id: number; name: string }[] } };
    const groupId = groups.data.records.find((g) => g.name === groupName)!.id;

    // Bulk listing: the template, the sheet's preview, then all ten lots at once.
    await page.goto('/admin/lots');
    await page.getByTestId('lots-bulk').click();
    await expect(page).toHaveURL(/\/admin\/lots\/bulk$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-template').click()]);
    expect(download.suggestedFilename()).toBe('lots-template.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toMatch(/^title,format,starting_price,/);
    // Dropped on the picker (the manifest journey chooses its sheet with the same picker's button).
    const dropped = await page.evaluateHandle((csv) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([csv], 'bulk-ten-lots.csv', { type: 'text/csv' }));
      return transfer;
    }, sheetWithGroup(groupId).toString('utf8'));
    await page.getByTestId('bulk-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('console-bulk-listing')).toContainText('File: bulk-ten-lots.csv');
    await expect(page.getByTestId('bulk-summary')).toHaveText('All 10 rows are ready.');
    await expect(page.getByTestId('bulk-rows').getByTestId(/^bulk-row-\d+$/)).toHaveCount(10);
    await expectNoAxeViolations(page, 'bulk listing preview');
    await page.getByTestId('bulk-confirm').click();
    await expect(page.getByTestId('bulk-created')).toContainText('10 lots were created.');
    const links = page.getByTestId('bulk-created').getByTestId(/^bulk-created-\d+$/);
    await expect(links).toHaveCount(10);
    const ids = (await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!))).map((s) =>
      Number(s.replace('bulk-created-', '')),
    );
    const [privateId, secondPrivateId, publicId] = ids as [number, number, number];
    await expectNoAxeViolations(page, 'bulk listing created');

    // The list: select the ten drafts and publish them together.
    await page.goto('/admin/lots');
    await page.getByTestId('lots-search').fill('Quokkabulk');
    await page.getByTestId('lots-search-submit').click();
    await expect(page.getByTestId(/^lot-row-\d+$/)).toHaveCount(10);
    if (mobile) {
      for (const id of ids) await page.getByTestId(`lot-select-${id}`).check();
    } else {
      await page.getByTestId('lots-select-page').check();
    }
    await expect(page.getByTestId('lots-bulk-count')).toHaveText('10 lots selected');
    await expectNoAxeViolations(page, 'lot list with a selection');
    await page.getByTestId('lots-bulk-publish').click();
    await page.getByTestId('lots-bulk-publish-dialog-submit').click();
    await expect(page.getByTestId('lots-bulk-result')).toContainText('10 of 10 lots changed.');
    await expect(page.getByTestId(`lot-row-${privateId}`)).toContainText('Open');

    // A member of the group finds all ten, sees the private badge, and bids.
    const bob = await asAnother(browser, page, demoBuyers.bob);
    await bob.goto('/search?searchbar=Quokkabulk');
    await expect(bob.getByTestId('search-results').getByTestId('lot-card')).toHaveCount(10);
    await bob.goto(`/product/view/${privateId}`);
    await expect(bob.getByTestId('lot-private-sale')).toBeVisible();
    await expect(bob.getByTestId('bid-form')).toBeVisible();
    await placeBid(bob, 100, 'exact');
    await expect(bob.getByTestId('bid-status')).toHaveText('WINNING');
    await expectNoAxeViolations(bob, 'private lot, member');
    await bob.context().close();

    // Someone outside the group: eight lots in search, and the private lots do not exist.
    const other = await asAnother(browser, page, demoBuyers.alice);
    await other.goto('/search?searchbar=Quokkabulk');
    await expect(other.getByTestId('search-results').getByTestId('lot-card')).toHaveCount(8);
    await expect(other.locator(`[data-lot-id="${privateId}"]`)).toHaveCount(0);
    await expect(other.locator(`[data-lot-id="${publicId}"]`)).toHaveCount(1);
    const alice = await apiLogin(request, demoBuyers.alice);
    for (const id of [privateId, secondPrivateId]) {
      const res = await request.get(`/api/product/view/${id}?site_id=1`, { headers: { Authorization: `Bearer ${alice.token}` } });
      expect(res.status()).toBe(404);
    }
    await other.goto(`/product/view/${privateId}`);
    await expect(other).toHaveURL(/\/search$/);

    // Her account's groups: the groups open to requests, where she asks to join.
    await other.goto('/my-groups');
    const open = other
      .getByTestId('my-groups-open')
      .getByTestId(/^group-\d+$/)
      .filter({ hasText: 'Wholesale partners' });
    await expect(open).toBeVisible();
    await expect(other.getByTestId('my-groups-open')).not.toContainText(groupName);
    await open.getByRole('button', { name: 'Ask to join Wholesale partners' }).click();
    await expect(open).toContainText('Request sent: waiting for approval');
    await expectNoAxeViolations(other, 'my buyer groups');
    await other.context().close();
  });
});
