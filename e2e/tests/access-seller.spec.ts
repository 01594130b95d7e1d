import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { freshEmail } from './access-support.js';

test.describe('seller request', () => {
  test('required fields are checked, a used email is refused, a request is accepted', async ({ page }) => {
    await page.goto('/register_seller');
    await page.getByTestId('seller-submit').click();
    await expect(page.getByTestId('seller-request-page').getByText('Required').first()).toBeVisible();

    await page.getByTestId('seller-first_name').fill('Sam');
    await page.getByTestId('seller-last_name').fill('Seller');
    await page.getByTestId('seller-phone').fill('12');
    await page.getByTestId('seller-companyname').fill('Surplus Traders Inc');
    await page.getByTestId('seller-email').fill(e2eAccounts.buyer.email);
    await page.getByTestId('seller-seller_type').click();
    await expect(page.getByTestId('seller-type-domestic')).toHaveText('USA Only');
    await expect(page.getByTestId('seller-type-international')).toHaveText('All other countries');
    await page.getByTestId('seller-type-international').click();
    await page.getByTestId('seller-submit').click();
    await expect(page.getByText('invalid_number')).toBeVisible();

    await page.getByTestId('seller-phone').fill('+1 202 555 0199');
    await page.getByTestId('seller-submit').click();
    await expect(page.getByText('email address has already been used')).toBeVisible();

    await page.getByTestId('seller-email').fill(freshEmail('seller'));
    await page.getByTestId('seller-submit').click();
    await expect(page.getByTestId('seller-request-done')).toBeVisible();
    await page.getByTestId('seller-request-finish').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
