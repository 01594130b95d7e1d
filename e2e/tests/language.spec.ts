import { expect, test } from '@playwright/test';
import { catalogue, chooseLanguage, isMobileProject, languages } from '../support/helpers.js';

test.describe('languages', () => {
  test('the language menu switches the whole shell into each of the seven languages @phone', async ({ page }) => {
    // Seven rounds through the menu: 54–56 s on a phone under CI's load, over the default 60 s once.
    test.setTimeout(150_000);
    const english = catalogue('en');
    await page.goto('/');
    for (const { tag } of languages) {
      const text = catalogue(tag);
      await chooseLanguage(page, tag);
      if (tag !== 'en') expect(text['footer.privacy'], `${tag} has its own text`).not.toBe(english['footer.privacy']);
      await page.getByTestId('footer-place').scrollIntoViewIfNeeded(); // the footer loads as it nears the viewport
      await expect(page.getByTestId('footer-privacy')).toHaveText(text['footer.privacy']!);
      await expect(page.getByTestId('newsletter-submit')).toHaveText(text['footer.subscribe']!);
      await expect(page.getByTestId('see-live-auctions')).toHaveText(text['landing.seeLiveAuctions']!);
      if (isMobileProject()) {
        await page.getByTestId('open-menu').click();
        await expect(page.getByTestId('drawer-nav-buy-from-us')).toHaveText(text['header.buyFromUs']!);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('menu-drawer')).toBeHidden();
      } else {
        await expect(page.getByTestId('nav-buy-from-us')).toHaveText(text['header.buyFromUs']!);
        await expect(page.getByTestId('header-login')).toHaveText(text['header.login']!);
      }
    }
  });

  test('the choice is kept across visits and applies to the minimal header pages', async ({ page }) => {
    const german = catalogue('de');
    await page.goto('/');
    await chooseLanguage(page, 'de');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('page-title')).toHaveText(german['auth.loginTitle']!);
    await expect(page.getByTestId('login-submit')).toHaveText(german['auth.submit']!);
  });
});
