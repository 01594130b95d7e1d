import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject } from '../support/helpers.js';
import { waitForMail } from './access-support.js';
import { createLot, demoBuyers, inSeconds } from './lot-support.js';
import { apiCall, signIn } from './transactions-support.js';

/** Phones, New / Sealed: a combination the demo seed barely uses, filled here past one page of 15. */
const CATEGORY = 9;
const CONDITION = 1;

async function listLots(page: Page, count: number, tag: string) {
  const admin = await apiLogin(page.request, e2eAccounts.admin);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await createLot(page.request, admin.token, {
        title: `${tag} phone pallet ${i + 1}`,
        listing_format: 'live',
        starting_price: 100 + i,
        date_closed: inSeconds(2 * 86_400 + i * 60),
        ...({ category_id: CATEGORY, condition_id: CONDITION } as object),
      }),
    );
  }
  return ids;
}

/** The filter panel: the side column from 1024 px, the "Filter By" drawer below. */
async function withFilters(page: Page, act: () => Promise<void>) {
  if (isMobileProject()) {
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('filter-drawer')).toBeVisible();
  }
  await act();
  if (isMobileProject()) {
    await page.getByTestId('close-filters').click();
    await expect(page.getByTestId('filter-drawer')).toBeHidden();
  }
}

async function choose(page: Page, select: string, option: string) {
  await page.getByTestId(select).click();
  await page.getByTestId(option).click();
}

test.describe('discovery', () => {
  test('a visitor goes from the landing page to a filtered, sorted, paged search and Back restores it @phone', async ({ page }) => {
    // Sixteen lots to list and axe on five screens: longer than one page's default.
    test.setTimeout(180_000);
    await listLots(page, 16, `Disc${Date.now()}`);

    await page.goto('/');
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expectNoAxeViolations(page, 'landing');

    await page.getByTestId('see-live-auctions').click();
    await expect(page).toHaveURL(/\/search\?listfmt=3$/);
    await expect(page.getByTestId('lot-card').first()).toBeVisible();
    await expect(page.getByTestId('search-banner')).toHaveCount(0);
    await expectNoAxeViolations(page, 'search');

    await withFilters(page, async () => {
      if (isMobileProject()) await expectNoAxeViolations(page, 'search filter drawer');
      await expect(page.getByTestId('filter-tag-listfmt-3')).toBeVisible();
      // The boxes follow the URL: a click changes the address, the new address ticks the box.
      await page.getByTestId(`filter-category-${CATEGORY}`).click();
      await expect(page).toHaveURL(new RegExp(`category=${CATEGORY}`));
      await expect(page.getByTestId(`filter-category-${CATEGORY}`)).toBeChecked();
      await page.getByTestId(`filter-condition-${CONDITION}`).click();
      await expect(page).toHaveURL(new RegExp(`condition=${CONDITION}`));
      await expect(page.getByTestId(`filter-condition-${CONDITION}`)).toBeChecked();
      await expect(page.getByTestId(`filter-tag-condition-${CONDITION}`)).toBeVisible();
    });

    await choose(page, 'search-sort', 'search-sort-1');
    await expect(page).toHaveURL(/orderby=1/);
    await choose(page, 'search-page-size', 'search-page-size-15');
    await expect(page).toHaveURL(/sh_limit=15/);
    await expect(page.getByTestId('search-summary')).toHaveText(/^Showing 1–15 of (1[6-9]|[2-9]\d)/);
    await expect(page.getByTestId('lot-card')).not.toHaveCount(0);
    const firstOnPage1 = await page.getByTestId('search-results').getByTestId('lot-card').first().getAttribute('data-lot-id');

    await page.getByTestId('search-results-pagination').getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('search-summary')).toHaveText(/^Showing 16–/);
    await expect(page.getByTestId('search-results').getByTestId('lot-card').first()).not.toHaveAttribute('data-lot-id', firstOnPage1!);

    await page.getByTestId('view-list').click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'list');
    const filtered = page.url();

    // Into a lot and Back: the same filtered page, same page number, same view.
    await page.getByTestId('search-results').getByTestId('lot-card-title').first().click();
    await expect(page).toHaveURL(/\/product\/view\/\d+$/);
    await expect(page.getByTestId('lot-title')).toBeVisible();
    await expectNoAxeViolations(page, 'lot page');
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'list');
    await expect(page.getByTestId('search-summary')).toHaveText(/^Showing 16–/);

    // Back once more: the grid view of the same page.
    await page.goBack();
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-view', 'grid');
    await expect(page).toHaveURL(/page=2/);
  });

  test('a guest opening /search gets every card of the page, then the recently closed lots below them', async ({ page }) => {
    // The document's first screen draws its cards in steps (`useRevealedCards`): all of them arrive, then the section under them.
    await page.goto('/search');
    const summary = page.getByTestId('search-summary');
    await expect(summary).toHaveText(/^Showing 1–\d+ of \d+/);
    const shown = Number(/^Showing 1–(\d+)/.exec((await summary.textContent())!)![1]);
    expect(shown).toBeGreaterThan(6);
    await expect(page.getByTestId('search-results').getByTestId('lot-card')).toHaveCount(shown);
    const closed = page.getByTestId('recently-closed');
    await expect(closed.getByRole('heading', { name: 'Recently closed auctions' })).toBeVisible();
    await expect(closed.getByTestId('closed-results').getByTestId('lot-card').first()).toBeVisible();
  });

  test('a card’s price and bid count change on screen when another buyer bids', async ({ page }) => {
    const tag = `Livecard${Date.now()}`;
    const [lotId] = await listLots(page, 1, tag);
    await page.goto(`/search?searchbar=${tag}`);
    const card = page.locator(`[data-testid="lot-card"][data-lot-id="${lotId}"]`);
    await expect(card.getByTestId('lot-card-price')).toHaveText('$100');
    await expect(card.getByTestId('lot-card-bids')).toHaveAttribute('data-count', '0');

    const bob = await apiLogin(page.request, demoBuyers.bob);
    await apiCall(page.request, bob.token, 'POST', '/api/product/bidConfirm', { id: lotId, wsprice: 180, hard_bid: 1 });
    await expect(card.getByTestId('lot-card-bids')).toHaveAttribute('data-count', '1');
    await expect(card.getByTestId('lot-card-price')).toHaveText('$180');
  });

  test('the support form reaches the operators by email; the FAQ tab shows the questions', async ({ page }) => {
    const subject = `Pallet question ${test.info().project.name} ${Date.now()}`;
    await page.goto('/support');
    await expect(page.getByTestId('support-form')).toBeVisible();
    await expectNoAxeViolations(page, 'support');

    // An empty form: the first invalid field takes the focus and its error is announced.
    await page.getByTestId('support-send').click();
    await expect(page.getByTestId('support-first_name')).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Required' }).first()).toBeVisible();

    await page.getByTestId('support-first_name').fill('Dana');
    await page.getByTestId('support-last_name').fill('Lopez');
    await page.getByTestId('support-email').fill('dana.lopez@example.com');
    await page.getByTestId('support-phone').fill('+1 555 0100');
    await page.getByTestId('support-subject').fill(subject);
    await page.getByTestId('support-decription').fill('Do the laptops of lot 12 come with chargers?');
    await page.getByTestId('support-send').click();
    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    const mail = await waitForMail('ops@gavel.local', new RegExp(subject));
    expect(mail).toContain('dana.lopez@example.com');

    await page.getByTestId('support-tab-faq').click();
    await expect(page.getByTestId('support-faq')).toBeVisible();
    await expectNoAxeViolations(page, 'support FAQ');
  });

  test('the site map links open filtered searches', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.getByTestId('sitemap-categories')).toBeVisible();
    await expectNoAxeViolations(page, 'site map');
    const cases: [string, RegExp][] = [
      ['sitemap-link-categories-1', /\/search\?category=1$/],
      ['sitemap-link-conditions-2', /\/search\?condition=2$/],
      ['sitemap-link-formats-live', /\/search\?listfmt=3$/],
      ['sitemap-link-sizes-small', /\/search\?lottype=1$/],
    ];
    for (const [link, url] of cases) {
      await page.getByTestId(link).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId('search-page')).toBeVisible();
      await expect(page.getByTestId('search-summary')).toHaveText(/^Showing/);
      await page.goBack();
      await expect(page.getByTestId('sitemap-categories')).toBeVisible();
    }
    await page.getByTestId('sitemap-link-legal-support').click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('the price lock page leads to the price-lock listings', async ({ page }) => {
    await signIn(page, e2eAccounts.buyer);
    await expect(page).toHaveURL(/\/search$/);
    await page.goto('/price_lock');
    await expect(page.getByTestId('price-lock-content')).toBeVisible();
    await expectNoAxeViolations(page, 'price lock');
    await page.getByTestId('price-lock-button').click();
    await expect(page).toHaveURL(/\/search\?listfmt=5$/);
    await expect(page.getByTestId('search-summary')).toHaveText(/^Showing/);
  });
});
