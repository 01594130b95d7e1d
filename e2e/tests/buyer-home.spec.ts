import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject, loginThroughForm } from '../support/helpers.js';
import { waitForMail } from './access-support.js';
import { createLot, demoBuyers, inSeconds } from './lot-support.js';

/** The buyer's home: live bell notifications, My Account (password), My Preferences. */

async function apiBid(request: APIRequestContext, token: string, lotId: number, dollars: number) {
  const res = await request.post('/api/product/bidConfirm', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: lotId, wsprice: dollars, hard_bid: 1, site_id: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await loginThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
}

const badge = (page: Page) => page.getByTestId('notification-badge').locator('.MuiBadge-badge');

test('an outbid buyer sees the bell badge rise live, the notification in the list, and the email', async ({ page, request }) => {
  const admin = await apiLogin(request, e2eAccounts.admin);
  const title = `E2E bell lot ${Date.now()}`;
  const lotId = await createLot(request, admin.token, { title, listing_format: 'live', starting_price: 100, date_closed: inSeconds(3 * 3600) });
  const buyerB = isMobileProject() ? e2eAccounts.homeBellMobile : e2eAccounts.homeBellDesktop;
  const b = await apiLogin(request, buyerB);
  const cleared = await request.post('/api/user/clearBellNotify', { headers: { Authorization: `Bearer ${b.token}` }, data: { site_id: 1 } });
  expect(cleared.ok()).toBe(true);
  const a = await apiLogin(request, demoBuyers.alice);

  await signIn(page, buyerB);
  await apiBid(request, b.token, lotId, 100);
  await expect(badge(page)).toHaveText('1');

  await apiBid(request, a.token, lotId, 110);
  await expect(badge(page)).toHaveText('2');

  await page.getByTestId('notification-bell').click();
  const list = page.getByTestId('notification-list');
  const outbid = list.getByTestId('notification-item').filter({ hasText: 'You have been' }).first();
  await expect(outbid).toHaveAttribute('data-read', '0');
  await expect(outbid.locator('p').first()).toHaveCSS('font-weight', '700');
  await outbid.getByRole('button', { name: /show more/ }).click();
  await expect(outbid).toContainText(`You have been outbid on ${title}`);
  await expectNoAxeViolations(page, 'notification bell');
  await outbid.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/view/${lotId}$`));
  await expect(badge(page)).toHaveText('1');

  await waitForMail(buyerB.email, /outbid/);
});

const NEW_PASSWORD = 'Brand-New-Pass-9';

/** A retry (or a repeat) of the password journey finds the password already changed: the original goes back first. */
async function restorePassword(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/user/login', { data: { username: account.email, password: NEW_PASSWORD, site_id: 1 } });
  const body = (await res.json()) as { returnval?: number; data?: { token: string } };
  if (body.returnval !== 3) return;
  const back = await request.post('/api/user/login/changepassword', {
    headers: { Authorization: `Bearer ${body.data!.token}` },
    data: { old_password: NEW_PASSWORD, new_password1: account.password, new_password2: account.password, site_id: 1 },
  });
  expect(back.ok(), await back.text()).toBe(true);
}

test('a buyer changes the password (the wrong old one refused first) and signs in with the new one; preferences stay after reload', async ({ page, request }) => {
  const buyer = isMobileProject() ? e2eAccounts.homePassMobile : e2eAccounts.homePassDesktop;
  await restorePassword(request, buyer);
  await signIn(page, buyer);

  await page.goto('/my_account');
  await expect(page.getByTestId('account-profile')).toBeVisible();
  await expectNoAxeViolations(page, 'my account');
  const form = page.getByTestId('password-form');
  await form.locator('input[name="old_password"]').fill('Not-my-password-1');
  await form.locator('input[name="new_password1"]').fill(NEW_PASSWORD);
  await form.locator('input[name="new_password2"]').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form).toContainText('Old Password Mismatch');
  await form.locator('input[name="old_password"]').fill(buyer.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await loginThroughForm(page, buyer);
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, { email: buyer.email, password: NEW_PASSWORD });
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/my_preferences');
  const prefs = page.getByTestId('preferences-form');
  await expect(prefs.getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page, 'my preferences');
  const boxes = prefs.locator('fieldset').first().getByRole('checkbox');
  const second = boxes.nth(1);
  await second.check();
  await prefs.getByTestId('preferences-save').click();
  await expect(page.getByText('Preferences updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('preferences-form').locator('fieldset').first().getByRole('checkbox').nth(1)).toBeChecked();
});
