import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/helpers.js';
import { chooseOption, freshEmail, waitForMail } from './access-support.js';

const password = 'Str0ng-Passw0rd';
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`reg-${name}`).fill(value);
}

test.describe('registration wizard', () => {
  test('a business buyer registers with a tax-exempt PDF, gets the welcome email and logs in', async ({ page }) => {
    const email = freshEmail('wizard');
    await page.goto('/register');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 1: Personal, company and address details');
    await expect(page.getByTestId('reg-back')).toHaveCount(0);
    await expect(page.getByTestId('reg-back-to-login')).toBeVisible();

    // Step 0: invalid submit focuses the first invalid field.
    await page.getByTestId('reg-next').click();
    await expect(page.getByTestId('reg-first_name')).toBeFocused();

    await fill(page, {
      first_name: 'Grace',
      last_name: 'Hopper',
      // Usernames are checked for duplicates (checkDuplicateUsername), and are letters and spaces
      // only: one per project and try (a retry or a repeat registers again on the same server).
      username: `Grace ${test.info().project.name === 'mobile' ? 'Mobile' : 'Desktop'} ${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`,
      company_name: 'Compiler Surplus Inc',
      company_id: 'EIN-98-7654321',
      business_type: 'Reseller',
      phone: '+1 202 555 0143',
      email: 'e2e.buyer@gavel.test',
    });
    await expect(page.getByText('email address has already been used')).toBeVisible();
    await fill(page, {
      email,
      confirm_email: email,
      password,
      password1: password,
      street_address: '1 Navy Way',
      counntry: 'United States',
      state: 'Virginia',
      city: 'Arlington',
      zip_code: '22201',
    });
    await chooseOption(page, 'reg-language', 'reg-language-en');
    await page.getByTestId('reg-next').click();

    // Step 2: owners and references.
    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 2: Owners and references');
    await fill(page, { 'owners.0.title': 'CEO', 'owners.0.name': 'Grace Hopper', 'owners.0.email': 'grace@example.test' });
    await page.getByTestId('reg-next').click();

    // Step 3: business details and the tax-exempt document.
    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 3: Business and credit details');
    await page.getByTestId('reg-tax-yes').check();
    await page.getByTestId('reg-tax-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('reg-tax-error')).toHaveText('File type should be docx / pdf / jpg / jpeg / png');
    await chooseOption(page, 'reg-business_structure', 'reg-structure-LLC');
    await fill(page, {
      ap_name: 'Accounts Payable',
      ap_phone: '+1 202 555 0100',
      ap_email: 'ap@example.test',
      buyer_name: 'Buyer Contact',
      buyer_phone: '+1 202 555 0101',
      buyer_email: 'buyer@example.test',
    });
    await page.getByTestId('reg-next').click();
    await expect(page.getByTestId('reg-tax-warning')).toHaveText('Upload Tax Exempt Document');
    await page.getByTestId('reg-tax-file').setInputFiles({ name: 'exempt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('reg-tax-preview')).toContainText('exempt.pdf');
    await expect(page.getByTestId('reg-tax-preview').locator('object')).toHaveCount(1);
    await page.getByTestId('reg-next').click();

    // Step 1 (final): categories and agreements.
    await expect(page.getByTestId('reg-step-label')).toHaveText('Step 4: Categories and agreements');
    await expect(page.getByTestId('reg-next')).toHaveText('finish');
    await page.getByTestId('reg-next').click();
    await expect(page.getByTestId('reg-categories-error')).toHaveText('Please Select Atleast One Category!');
    await page.locator('[data-testid^="reg-category-"]').first().check();
    await page.getByTestId('reg-agree').check();
    await page.getByTestId('reg-agreeSalesTax').check();
    await page.getByTestId('reg-next').click();

    await expect(page.getByTestId('reg-done')).toBeVisible();
    await waitForMail(email, /Grace/);
    await page.getByTestId('reg-finish').click();
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, { email, password });
    await expect(page).toHaveURL(/\/search$/);
  });
});
