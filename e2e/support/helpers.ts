import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The seven interface languages: wire name and tag, as in the contract. */
export const languages = [
  { wire: 'English', tag: 'en' },
  { wire: 'Mandarin', tag: 'zh-CN' },
  { wire: 'French', tag: 'fr' },
  { wire: 'Spanish', tag: 'es' },
  { wire: 'Portugese', tag: 'pt-PT' },
  { wire: 'BrazilPortugese', tag: 'pt-BR' },
  { wire: 'German', tag: 'de' },
] as const;

const localesDir = path.resolve(import.meta.dirname, '../../packages/contract/src/locales');

/** A language's bundled catalogue, to assert the shell shows its text. */
export function catalogue(tag: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, tag, 'common.json'), 'utf8')) as Record<string, string>;
}

export const isMobileProject = () => test.info().project.name === 'mobile';

/** Chooses a language from the header menu (desktop) or the menu drawer (mobile). */
export async function chooseLanguage(page: Page, tag: string) {
  if (isMobileProject()) {
    await page.getByTestId('open-menu').click();
    await page.getByTestId(`drawer-language-${tag}`).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-drawer')).toBeHidden();
  } else {
    const button = page.getByTestId('language-menu-button');
    const option = page.getByTestId(`language-option-${tag}`);
    // A click while the page is still changing (just after signing in, the header of the next
    // screen replacing this one) can reach a button that is gone a moment later: the menu never
    // opens (CI, once). Click again until it is open; never while it is (its backdrop covers the button).
    await expect(async () => {
      if (!(await option.isVisible())) await button.click({ timeout: 5_000 });
      await expect(option).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    // The menu grows in (a CSS transition): a click computed while it grows can land on the item
    // that was there a frame before (CI, once: the current language's, so nothing changed).
    await option.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const paper = el.closest('.MuiPaper-root') ?? el;
          const grown = () => {
            const style = getComputedStyle(paper);
            if (style.opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform)) resolve();
            else requestAnimationFrame(grown);
          };
          grown();
        }),
    );
    await option.click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

/** Fills and submits the login form (the page must be /login). */
export async function loginThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the API and returns the bearer token and user id. */
export async function apiLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/user/login', { data: { username: account.email, password: account.password, site_id: 1 } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { returnval: number; data?: { token: string; user: { id: number } } };
  expect(body.returnval).toBe(3);
  return { token: body.data!.token, userId: body.data!.user.id };
}

export async function setMaintenance(request: APIRequestContext, token: string, enabled: boolean) {
  const res = await request.post('/api/admin/maintenance', {
    headers: { Authorization: `Bearer ${token}` },
    data: { enabled, site_id: 1 },
  });
  expect(res.ok()).toBe(true);
}
