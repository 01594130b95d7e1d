import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject, loginThroughForm } from '../support/helpers.js';
import { registerBuyerViaApi, waitForMail } from './access-support.js';

/** Screenshots of the console screens, at this project's width, for a person to look at. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR ?? test.info().outputDir;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${isMobileProject() ? 375 : 1280}.png`), fullPage: true });
};

/** Issue 10: the operator approves a pending buyer in the console, who is emailed and can then log in. */
test.describe('console accounts', () => {
  test('an operator approves a pending buyer, who is emailed and then logs in', async ({ page, request, browser }) => {
    // Two browsers, a mail job and four console screens: longer than one page's journey.
    test.setTimeout(150_000);
    // Buyer approval on (an operator setting) while the buyer registers, so the account waits.
    const { token } = await apiLogin(request, e2eAccounts.admin);
    const approval = (required: boolean) =>
      request.put('/api/admin/settings/buyer-approval', { headers: { authorization: `Bearer ${token}` }, data: { required, site_id: 1 } });
    expect((await approval(true)).ok()).toBe(true);
    let buyer: { email: string; password: string };
    try {
      buyer = await registerBuyerViaApi(request);
    } finally {
      expect((await approval(false)).ok()).toBe(true);
    }
    const refused = await request.post('/api/user/login', { data: { username: buyer.email, password: buyer.password, site_id: 1 } });
    expect(((await refused.json()) as { code: string }).code).toBe('ACCOUNT_PENDING');

    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    await page.goto('/admin/accounts');
    // The console's chunks load lazily: a loaded machine may take a while the first time.
    await expect(page.getByTestId('accounts-list')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('page-title')).toHaveText('Accounts');
    await expectNoAxeViolations(page, 'accounts list');
    await shot(page, 'console-accounts');

    await page.getByTestId('accounts-q').fill(buyer.email);
    await page.getByTestId('accounts-search').click();
    const row = page.getByTestId('accounts-list').locator('li');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Awaiting approval');
    await expect(row).toContainText('Reset Tests Ltd');
    await row.getByRole('link').click();

    await expect(page.getByTestId('console-account')).toBeVisible();
    await expect(page.getByTestId('account-status')).toHaveText('Awaiting approval');
    await expect(page.getByTestId('account-company')).toContainText('Reset Tests Ltd');
    await expect(page.getByTestId('account-people')).toContainText('Reset Tester');
    await expectNoAxeViolations(page, 'account registration');
    await shot(page, 'console-account');

    await page.getByTestId('account-approve').click();
    await expect(page.getByTestId('account-confirm')).toBeVisible();
    await expectNoAxeViolations(page, 'approve dialog');
    await page.getByTestId('account-confirm-confirm').click();
    await expect(page.getByTestId('account-status')).toHaveText('Active');
    await expect(page.getByTestId('audit-list')).toContainText('accounts.approve');

    const mail = await waitForMail(buyer.email, /our team has approved your account/);
    expect(mail).toContain('/login');

    // The buyer, in a browser of their own, now gets in.
    const buyerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() ?? undefined });
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto('/login');
    await loginThroughForm(buyerPage, buyer);
    await expect(buyerPage).toHaveURL(/\/search$/);
    await buyerContext.close();

    // The audit log lists the approval, with the operator.
    await page.goto('/admin/audit');
    await expect(page.getByTestId('console-audit')).toBeVisible();
    await expect(page.getByTestId('audit-list')).toContainText('accounts.approve');
    await expect(page.getByTestId('audit-list')).toContainText(e2eAccounts.admin.email);
    await expectNoAxeViolations(page, 'audit log');
    await shot(page, 'console-audit');
  });

  test('an operator declines a seller request with a reason, which is emailed', async ({ page, request }) => {
    const email = `e2e.seller-request.${test.info().project.name}.${Date.now()}@gavel.test`;
    const asked = await request.post('/api/user/register-save-seller', {
      data: { first_name: 'Rhea', last_name: 'Quest', companyname: `Quest Surplus ${test.info().project.name}`, phone: '+1 202 555 0199', email, seller_type: 'domestic', site_id: 1 },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await page.goto('/login');
    await loginThroughForm(page, e2eAccounts.admin);
    await expect(page).toHaveURL(/\/search$/);
    await page.goto('/admin/seller-requests');
    const card = page.getByTestId('requests-list').locator('li', { hasText: email });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'seller requests');
    await shot(page, 'console-seller-requests');

    await card.getByRole('button', { name: 'Decline' }).click();
    await page.getByTestId('request-decision-submit').click();
    await expect(page.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await expectNoAxeViolations(page, 'decline dialog');
    await page.getByTestId('request-reason').fill('We only take enterprise sellers this quarter.');
    await page.getByTestId('request-decision-submit').click();
    await expect(page.getByTestId('requests-list').locator('li', { hasText: email })).toHaveCount(0);

    const mail = await waitForMail(email, /We only take enterprise sellers this quarter\./);
    expect(mail).toContain('Hello Rhea,');
  });
});
