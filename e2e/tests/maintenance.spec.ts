import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin, setMaintenance } from '../support/helpers.js';

test.describe('maintenance', () => {
  test('the control-hub flag shows "API Disabled"; Ok clears it and returns home', async ({ page, request }) => {
    const { token } = await apiLogin(request, e2eAccounts.admin);
    await setMaintenance(request, token, true);
    try {
      await page.goto('/');
      const screen = page.getByTestId('maintenance-page');
      await expect(screen).toBeVisible();
      await expect(screen.getByTestId('page-title')).toHaveText('API Disabled');
      await expect(screen).toContainText('The service is currently unavailable. Please contact the administrator.');
    } finally {
      await setMaintenance(request, token, false);
    }
    // The API caches the flag briefly: wait until a guest call is answered again.
    await expect.poll(async () => (await request.get('/api/user/banners?site_id=1')).status()).toBe(200);

    await page.getByTestId('maintenance-ok').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  });
});
