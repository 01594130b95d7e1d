import { expect, test } from '@playwright/test';

test.describe('newsletter', () => {
  test('a bad address is refused on the spot; a good one subscribes', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/hubspot-save')) requests += 1;
    });
    await page.goto('/');
    await page.getByTestId('footer-place').scrollIntoViewIfNeeded(); // the footer loads as it nears the viewport
    const form = page.getByTestId('newsletter-form');

    await form.getByTestId('newsletter-submit').click();
    await form.getByTestId('newsletter-email').fill('not-an-email');
    await form.getByTestId('newsletter-submit').click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    expect(requests).toBe(0);

    await form.getByTestId('newsletter-email').fill(`e2e.news.${test.info().project.name}@gavel.test`);
    await form.getByTestId('newsletter-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Subscribed to newsletter successfully');
    await expect(form.getByTestId('newsletter-email')).toHaveValue('');
    expect(requests).toBe(1);
  });
});
