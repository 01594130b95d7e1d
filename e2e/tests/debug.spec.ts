import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { loginThroughForm } from '../support/helpers.js';

test('debug logout', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.text()));
  await page.goto('/dashboard');
  await loginThroughForm(page, e2eAccounts.buyer);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => {
    const log = (what: string) => console.log(what, location.pathname);
    const push = history.pushState.bind(history);
    const replace = history.replaceState.bind(history);
    history.pushState = (...a: Parameters<History['pushState']>) => { push(...a); log('push'); };
    history.replaceState = (...a: Parameters<History['replaceState']>) => { replace(...a); log('replace'); };
  });
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('toast')).toHaveText('Logged out successfully');
  console.log('url', page.url());
});
