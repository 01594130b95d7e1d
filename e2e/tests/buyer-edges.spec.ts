import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin, chooseLanguage, isMobileProject, loginThroughForm } from '../support/helpers.js';
import { createLot, demoBuyers, inSeconds } from './lot-support.js';

/** Every catalogue file of a language, merged (as the web bundles them). */
function texts(tag: string): Record<string, string> {
  const dir = path.resolve(import.meta.dirname, '../../packages/contract/src/locales', tag);
  return Object.assign({}, ...fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
}

/** The buyer's rough edges (issue 41, second list), in English and German, at each project's width. */
for (const tag of ['en', 'de'] as const) {
  test(`a first-time buyer's lot page, bell and menus (${tag})`, async ({ page, request }) => {
    const t = texts(tag);
    const admin = await apiLogin(request, e2eAccounts.admin);
    const upcoming = await createLot(request, admin.token, {
      title: `E2E not started ${tag} ${Date.now()}`,
      listing_format: 'buynow',
      starting_price: 100,
      buy_now_price: 400,
      make_offer: true,
      date_added: inSeconds(3600),
      date_closed: inSeconds(7200),
    } as never);
    const live = await createLot(request, admin.token, { title: `E2E facts ${tag} ${Date.now()}`, listing_format: 'live', starting_price: 50, date_closed: inSeconds(3600) });
    const lot = (await (await request.get(`/api/product/view/${live}?site_id=1`)).json()) as { data: { project: { category: string; category_key: string; condition: string; condition_language: string } } };

    await page.goto('/login');
    await loginThroughForm(page, demoBuyers.alice);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    if (tag !== 'en') await chooseLanguage(page, tag);

    // 1. A lot that has not started: no Make offer, and it says when buying opens.
    await page.goto(`/product/view/${upcoming}`);
    await expect(page.getByTestId('purchase-not-started')).toBeVisible();
    await expect(page.getByTestId('make-offer')).toHaveCount(0);

    // 4. The lot's facts in the interface language.
    await page.goto(`/product/view/${live}`);
    const p = lot.data.project;
    if (p.category_key) await expect(page.getByTestId('lot-facts')).toContainText(t[`category.${p.category_key}`] ?? p.category);
    if (p.condition_language) await expect(page.getByTestId('lot-facts')).toContainText(t[p.condition_language] ?? p.condition);

    // 2. Clear removes every notification and the list shows none.
    await request.post(`/api/product/add-to-wishlist/${live}`, { headers: { Authorization: `Bearer ${(await apiLogin(request, demoBuyers.alice)).token}` }, data: { site_id: 1 } });
    await page.getByTestId('notification-bell').click();
    const list = page.getByTestId('notification-list');
    await expect(list).toBeVisible();
    const clear = list.getByTestId('notifications-clear');
    if (await clear.isEnabled()) await clear.click();
    await expect(list).toContainText(t['header.noNotifications']!);
    await page.keyboard.press('Escape');

    // 5. The Condition menu describes each grade (the nav bar is the wide layout's).
    if (!isMobileProject()) {
      await page.getByTestId('nav-conditions').click();
      await expect(page.locator('[data-testid^="nav-condition-description-"]').first()).not.toBeEmpty();
      await page.keyboard.press('Escape');
    }
  });
}

/** Five filters, the list view and a page size: what the buyer had when Clear all did not stick. */
const filtered = '/search?category=9&condition=1&listfmt=3&lottype=1&reglist=1&view=list&sh_limit=15';

for (const tag of ['en', 'de'] as const) {
  test(`Clear all in the filter panel sticks through the next actions (${tag})`, async ({ page }) => {
    const t = texts(tag);
    await page.goto('/');
    if (tag !== 'en') await chooseLanguage(page, tag);
    await page.goto(filtered);
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'list');

    // 3. Clear all (in the drawer below 1024 px): every filter goes, the view and page size stay.
    if (isMobileProject()) {
      await page.getByTestId('open-filters').click();
      await expect(page.getByTestId('filter-drawer')).toBeVisible();
    }
    const clearAll = page.getByTestId('filter-clear-all');
    await expect(clearAll).toHaveText(t['search.clearAll']!);
    await clearAll.click();
    await expect(page.getByTestId('filter-tags')).toHaveCount(0);
    await expect(clearAll).toBeDisabled();
    await expect(page).toHaveURL(/\/search\?view=list&sh_limit=15$|\/search\?sh_limit=15&view=list$/);
    if (isMobileProject()) {
      await page.getByTestId('close-filters').click();
      await expect(page.getByTestId('filter-drawer')).toBeHidden();
      await expect(page.getByTestId('open-filters')).toHaveText(t['search.filterBy']!);
    }

    // The next actions keep the cleared filters: the grid view, then a sort.
    await page.getByTestId('view-grid').click();
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'grid');
    await page.getByTestId('search-sort').click();
    await page.getByTestId('search-sort-1').click();
    await expect(page).toHaveURL(/orderby=1/);
    const url = new URL(page.url());
    for (const group of ['category', 'condition', 'listfmt', 'lottype', 'reglist', 'view']) expect(url.searchParams.get(group), group).toBeNull();
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'grid');
    if (isMobileProject()) await expect(page.getByTestId('open-filters')).toHaveText(t['search.filterBy']!);
    else await expect(page.getByTestId('filter-tags')).toHaveCount(0);
    // Back from the sort: still no filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/orderby=1/);
    expect(new URL(page.url()).searchParams.get('category')).toBeNull();
  });
}
