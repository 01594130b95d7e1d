/**
 * Screenshots of the access screens for review, run on demand only:
 *   GAVEL_SCREENS=1 npx playwright test -c e2e/playwright.config.ts e2e/tests/access-screenshots.spec.ts
 * PNGs go to <repo>/screenshots/<project>-access-<lang>-<name>.png (desktop 1280 px, mobile 375 px).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const outDir = path.resolve(import.meta.dirname, '../../screenshots');

async function shot(page: Page, lang: string, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(outDir, `${test.info().project.name}-access-${lang}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

for (const { wire, tag } of [
  { wire: 'English', tag: 'en' },
  { wire: 'German', tag: 'de' },
]) {
  test(`access screens in ${wire} @screens`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('gavel.language', language), wire);
    await page.goto('/forgot_password');
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await page.getByTestId('forgot-submit').click();
    await shot(page, tag, 'forgot-password');

    await page.goto('/reset_password/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await expect(page.getByTestId('reset-token-error')).toBeVisible();
    await shot(page, tag, 'reset-password-invalid');

    await page.goto('/register_seller');
    await page.getByTestId('seller-submit').click();
    await shot(page, tag, 'seller-request');

    await page.goto('/register');
    await page.getByTestId('reg-next').click();
    await shot(page, tag, 'register-step0');
  });
}
