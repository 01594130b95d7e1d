import { expect, test, type Page } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { apiLogin } from '../support/helpers.js';
import { createLot, demoBuyers, inSeconds, signInFromLot } from './lot-support.js';

/**
 * Issue 12: money on the wire is currency units. A bid typed "1,250" is a $1,250.00 bid —
 * not $12.50 — on the bidder's lot page, in the bid history, and in the realtime event a
 * second browser receives (its `bpop_wprice` is 1250, and that page shows the price).
 */
const shown = /^\$1,250(\.00)?$/;

/** The Socket.IO `bidAddtime` payloads a page receives. */
function bidEvents(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const m = /^42(?:\/[^,]*,)?(\[.*\])$/s.exec(text);
      if (!m) return;
      const [name, data] = JSON.parse(m[1]!) as [string, Record<string, unknown>];
      if (name === 'bidAddtime') seen.push(data);
    }),
  );
  return seen;
}

test('a bid typed "1,250" is $1,250.00 on the lot page, in the bid history and in the event a second browser receives', async ({ page, browser, request }) => {
  const admin = await apiLogin(request, e2eAccounts.admin);
  const lotId = await createLot(request, admin.token, { title: `E2E wire lot ${Date.now()}`, listing_format: 'live', starting_price: 1000, date_closed: inSeconds(3 * 3600) });
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  try {
    const eventsB = bidEvents(pageB);
    await signInFromLot(page, lotId, demoBuyers.alice);
    await signInFromLot(pageB, lotId, demoBuyers.bob);
    await expect(pageB.getByTestId('current-price')).toHaveText('$1,000');

    await page.getByTestId('bid-kind-exact').click();
    await page.getByTestId('bid-input').fill('1,250');
    await expect(page.getByTestId('bid-input')).toHaveValue('1,250');
    await page.getByTestId('bid-submit').click();
    const dialog = page.getByTestId('bid-confirm');
    await expect(dialog.getByTestId('bid-confirm-amount')).toHaveText(shown);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/product/bidConfirm'));
    await dialog.getByTestId('bid-confirm-confirm').click();
    // The client sends the amount as the spec's client does: currency units.
    expect((await sent).postDataJSON()).toMatchObject({ id: lotId, wsprice: 1250 });
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('current-price')).toHaveText(shown);
    await expect(page.getByTestId('bid-status')).toHaveText('WINNING');
    // The second browser: the page updates live, and the event carried 1250 (units).
    await expect(pageB.getByTestId('current-price')).toHaveText(shown);
    await expect.poll(() => eventsB.find((e) => Number(e.id) === lotId)?.bpop_wprice).toBe(1250);

    await page.getByTestId('bid-history-open').click();
    const row = page.getByTestId('bid-history-dialog').getByTestId('bid-history-row').first();
    await expect(row).toContainText(/\$1,250(\.00)?/);
    await expect(row).not.toContainText('$12.50');
  } finally {
    await contextB.close();
  }
});
