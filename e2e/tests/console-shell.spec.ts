import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { isMobileProject, loginThroughForm } from '../support/helpers.js';

/** The operator console's frame (issue 10): who may open it, its navigation, its languages. */
test.describe('the operator console', () => {
  test('staff open it from Admin Module and see every area @phone', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await page.getByTestId('drawer-admin-module').click();
    } else {
      await page.getByTestId('admin-module').click();
    }
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('console-home')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Operator console');
    await expectNoAxeViolations(page, 'console home');
    await page.screenshot({ path: test.info().outputPath('console-home.png'), fullPage: true });
  });

  test('a buyer is refused and a guest is sent to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    // Signing in returns to the page asked for: the console, which refuses a buyer.
    await loginThroughForm(page, e2eAccounts.buyer);
    // The sign-in toast (its code loads with the first toast) is part of what axe checks.
    await expect(page.getByTestId('toast')).toHaveText('Logged in successfully');
    await expect(page.getByTestId('console-forbidden')).toBeVisible();
    await expectNoAxeViolations(page, 'console refusal');
  });

  test('a seller opens the Seller console with only its own areas @phone', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.seller);
    await expect(page).toHaveURL(/\/search$/);
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await expect(page.getByTestId('drawer-admin-module')).toHaveText('Seller console');
      await page.getByTestId('drawer-admin-module').click();
    } else {
      await expect(page.getByTestId('admin-module')).toHaveText('Seller console');
      await page.getByTestId('admin-module').click();
    }
    await expect(page.getByTestId('console-home')).toContainText('Your lots, the offers on them');
    await expect(page.getByTestId('console-home')).not.toContainText('Accounts');
  });
});
