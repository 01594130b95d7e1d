import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin, isMobileProject, loginThroughForm } from '../support/helpers.js';

test.describe('session', () => {
  test('a guest opening /dashboard is sent to /login and, after logging in, returns to /dashboard @phone', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-page')).toBeVisible();

    await loginThroughForm(page, e2eAccounts.buyer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('toast')).toHaveText('Logged in successfully');
    await expect(page.getByTestId('page-title')).toHaveText('My auctions');

    // The session survives a reload (token read back with getUserDetails).
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    if (isMobileProject()) {
      await expect(page.getByTestId('messages-link')).toBeVisible();
      await page.getByTestId('open-menu').click();
      await page.getByTestId('drawer-logout').click();
    } else {
      await expect(page.getByTestId('nav-my-auctions')).toBeVisible();
      await expect(page.getByTestId('notification-bell')).toBeVisible();
      await expect(page.getByTestId('messages-link')).toHaveAttribute('href', '/message');
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('logout').click();
    }
    await expect(page.getByTestId('toast')).toHaveText('Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/my_account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form validates with the contract schema and shows refusals', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Enter email address')).toBeVisible();
    await expect(page.getByText('Enter password')).toBeVisible();

    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('invalid format')).toBeVisible();

    await loginThroughForm(page, { email: e2eAccounts.buyer.email, password: 'wrong-password' });
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByTestId('toggle-password').click();
    await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  });

  test('login?auth=1 opens the sign-up invitation', async ({ page }) => {
    await page.goto('/login?auth=1');
    const invite = page.getByTestId('signup-invite');
    await expect(invite).toBeVisible();
    await invite.getByTestId('invite-register').click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('staff see the Admin Module entry instead of the buyer menus @phone', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    if (isMobileProject()) {
      await page.getByTestId('open-menu').click();
      await expect(page.getByTestId('drawer-admin-module')).toBeVisible();
      await expect(page.getByTestId('drawer-nav-my-auctions')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('admin-module')).toBeVisible();
      await expect(page.getByTestId('nav-my-auctions')).toHaveCount(0);
      await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    }
  });

  test('an idle session expires with a message and logs out', async ({ page }) => {
    // The app reads this hook to shorten its 60 s idle tick (480 ticks → ~2.4 s).
    await page.addInitScript(() => {
      (window as Window & { __GAVEL_IDLE_TICK_MS__?: number }).__GAVEL_IDLE_TICK_MS__ = 5;
    });
    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.buyer);
    const dialog = page.getByTestId('idle-dialog');
    await expect(dialog).toContainText('Your session has expired due to inactivity!');
    await page.getByTestId('idle-close').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('gavel.token') ?? sessionStorage.getItem('gavel.token'))).toBeNull();
  });

  test('a deactivated account is forced out', async ({ page, request }) => {
    const victim = isMobileProject() ? e2eAccounts.victimMobile : e2eAccounts.victimDesktop;
    await page.goto('/login');
    await loginThroughForm(page, victim);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByTestId('toast')).toHaveText('Logged in successfully');

    const admin = await apiLogin(request, e2eAccounts.admin);
    const me = await apiLogin(request, victim);
    const res = await request.post(`/api/admin/users/${me.userId}/deactivate`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { site_id: 1 },
    });
    expect(res.ok()).toBe(true);
    await expect(page.getByText('Your account have been deactivated. You were forced to log out.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
