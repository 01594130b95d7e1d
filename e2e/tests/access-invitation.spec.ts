import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/helpers.js';
import { e2eAccounts } from '../support/accounts.js';
import { chooseOption, freshEmail, waitForMail } from './access-support.js';

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`reg-${name}`).fill(value);
}

test.describe('invited buyer', () => {
  test('finishes registration from the emailed link and lands on /search', async ({ page, request }) => {
    const email = freshEmail('invited');
    const admin = await apiLogin(request, e2eAccounts.admin);
    const invite = await request.post('/api/admin/invitations', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { email, first_name: 'Katherine', last_name: 'Johnson', company_name: 'Orbit Refurb LLC', site_id: 1 },
    });
    expect(invite.ok()).toBe(true);

    const mail = await waitForMail(email, /afterregister\//);
    const link = /https?:\/\/[^\s"'<>]*\/afterregister\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);

    // Pre-filled from getUserDetailsFromToken; the invited email cannot change.
    await expect(page.getByTestId('reg-first_name')).toHaveValue('Katherine');
    await expect(page.getByTestId('reg-email')).toHaveValue(email);
    await expect(page.getByTestId('reg-email')).not.toBeEditable();

    const password = 'Inv1ted-Passw0rd';
    await fill(page, {
      username: `Katherine ${test.info().project.name === 'mobile' ? 'Mobile' : 'Desktop'}`,
      company_id: 'EIN-12-3456789',
      business_type: 'Reseller',
      phone: '+1 757 555 0188',
      password,
      password1: password,
      street_address: '1 Langley Blvd',
      counntry: 'United States',
      state: 'Virginia',
      city: 'Hampton',
      zip_code: '23681',
    });
    await chooseOption(page, 'reg-language', 'reg-language-en');
    await page.getByTestId('reg-next').click();

    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 2: Owners and references');
    await fill(page, { 'owners.0.title': 'CEO', 'owners.0.name': 'Katherine Johnson', 'owners.0.email': 'kj@example.test' });
    await page.getByTestId('reg-next').click();

    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 3: Business and credit details');
    await chooseOption(page, 'reg-business_structure', 'reg-structure-LLC');
    await fill(page, {
      ap_name: 'Accounts Payable',
      ap_phone: '+1 757 555 0100',
      ap_email: 'ap@example.test',
      buyer_name: 'Buyer Contact',
      buyer_phone: '+1 757 555 0101',
      buyer_email: 'buyer@example.test',
    });
    await page.getByTestId('reg-next').click();

    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 4: Categories and agreements');
    await page.locator('[data-testid^="reg-category-"]').first().check();
    await page.getByTestId('reg-agree').check();
    await page.getByTestId('reg-agreeSalesTax').check();
    await page.getByTestId('reg-next').click();

    await expect(page).toHaveURL(/\/search$/);
    // The link is used up.
    const again = await request.get(`/api/user/getUserDetailsFromToken/${new URL(link!).pathname.split('/').pop()}/1`);
    expect(again.ok()).toBe(false);
  });
});
