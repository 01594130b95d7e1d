import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/helpers.js';
import { NEW_PASSWORD, registerBuyerViaApi, waitForMail } from './access-support.js';

test.describe('forgotten password', () => {
  test('forgot → emailed link → reset → login with the new password', async ({ page, request }) => {
    const account = await registerBuyerViaApi(request);

    await page.goto('/login');
    await page.getByTestId('forgot-password-link').click();
    await expect(page).toHaveURL(/\/forgot_password$/);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText('Enter email address')).toBeVisible();
    await page.getByTestId('forgot-email').fill('not-an-email');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText('invalid format')).toBeVisible();

    await page.getByTestId('forgot-email').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

    const mail = await waitForMail(account.email, /\/reset_password\/[A-Za-z0-9_-]{20,}/);
    const link = /https?:\/\/[^\s"<>]*\/reset_password\/([A-Za-z0-9_-]{20,})/.exec(mail);
    expect(link, 'reset link in the email').not.toBeNull();
    const resetPath = `/reset_password/${link![1]}`;

    await page.goto(resetPath);
    await expect(page.getByTestId('reset-email')).toContainText('@gavel.test');
    await page.getByTestId('reset-password').fill('short');
    await page.getByTestId('reset-confirm').fill('different');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();
    await expect(page.getByText('this value should be the same')).toBeVisible();

    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Password Change Successful');
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughForm(page, { email: account.email, password: account.password });
    await expect(page.getByTestId('login-error')).toBeVisible();
    await loginThroughForm(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/search$/);

    // The link works once.
    await page.goto(resetPath);
    await expect(page.getByTestId('reset-token-error')).toHaveText('This link has already been used.');
  });
});
