import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverOutboxDir } from '../support/server.js';


/** Undoes quoted-printable soft line breaks and =XX escapes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest outbox message addressed to `to` that contains `pattern`, decoded; waits for the background send. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  const outboxDir = serverOutboxDir();
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outboxDir)) return false;
        const files = fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
          if (text.toLowerCase().includes(to.toLowerCase()) && pattern.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** A fresh address per project and run. */
export const freshEmail = (prefix: string) => `e2e.${prefix}.${test.info().project.name}.${Date.now()}@gavel.test`;

export const NEW_PASSWORD = 'N3w-Passw0rd!';

/** Registers a complete business buyer through the API; answers its email and password. */
export async function registerBuyerViaApi(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = freshEmail('reg');
  const password = 'Str0ng-Passw0rd';
  const form = await request.get('/api/user/register?site_id=1');
  expect(form.ok()).toBe(true);
  const categories = ((await form.json()) as { data: { categories: { id: number }[] } }).data.categories.map((c) => c.id).slice(0, 1);
  // The spec's §7 register payload (spec 1 §7), as the wizard sends it.
  const res = await request.post('/api/user/register', {
    data: {
      first_name: 'Reset',
      last_name: 'Tester',
      username: 'Reset Tester',
      companyname: 'Reset Tests Ltd',
      company_id: 'EIN-12-3456789',
      business_type: 'Reseller',
      language: 'English',
      phone: '+1 202 555 0143',
      email,
      confirm_email: email,
      password,
      password1: password,
      address: '1 Main Street',
      country: 'United States',
      state: 'New York',
      city: 'New York',
      zipcode: '10001',
      termsagree: 1,
      interestin: categories.join(','),
      custom_fields: {
        sales_taxagree: 1,
        tax_exempt: 'no',
        payment_method: 'wire',
        business_structure: 'LLC',
        owners: [{ title: 'CEO', name: 'Reset Tester', email: 'owner@example.test' }],
        trade_references: [],
        bank_references: [],
        ap_name: 'Accounts Payable',
        ap_phone: '+1 202 555 0100',
        ap_email: 'ap@example.test',
        buyer_name: 'Buyer Contact',
        buyer_phone: '+1 202 555 0101',
        buyer_email: 'buyer@example.test',
      },
      site_id: 1,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, password };
}

/**
 * Chooses an option of a MUI select and waits until its menu has closed. An option clicked while
 * the menu is still opening can be missed, leaving the open menu's backdrop over the page (the
 * registration journey's next click then waited a minute: a CI flake); so it tries again until the
 * menu is gone.
 */
export async function chooseOption(page: Page, selectTestId: string, optionTestId: string): Promise<void> {
  const menu = page.getByRole('listbox');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByTestId(selectTestId).click({ timeout: 2_000 });
    await page.getByTestId(optionTestId).click({ timeout: 2_000 });
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
