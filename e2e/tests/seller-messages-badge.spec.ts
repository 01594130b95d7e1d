import { expect, test } from '@playwright/test';
import { e2eAccounts } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { apiLogin, isMobileProject } from '../support/helpers.js';
import { createLot, demoBuyers, inSeconds } from './lot-support.js';
import { signIn } from './transactions-support.js';

/** Issue 9: a seller receives buyers' messages, so its header carries the mail badge, live. */
test('a seller sees the messages badge in the header rise live when a buyer writes about its lot @phone', async ({ page, request }) => {
  const seller = await apiLogin(request, e2eAccounts.seller);
  const lotId = await createLot(request, seller.token, { title: `E2E seller lot ${Date.now()}`, listing_format: 'live', starting_price: 40, date_closed: inSeconds(3 * 3600) });
  // The count before, from the API: read from the badge, it could be taken before the header's
  // own request had answered (an empty badge read as 0 while the seller had unread messages).
  const counts = await request.get('/api/user/messages?archive=0', { headers: { Authorization: `Bearer ${seller.token}` } });
  expect(counts.ok(), await counts.text()).toBe(true);
  const before = ((await counts.json()) as { data: { messageunreadcount: number } }).data.messageunreadcount;
  await signIn(page, e2eAccounts.seller);
  const badge = page.getByTestId('messages-badge').locator('.MuiBadge-badge');
  await expect(page.getByTestId('messages-link')).toBeVisible();

  const buyer = await apiLogin(request, demoBuyers.alice);
  const sent = await request.post('/api/user/messages/savemessagefromview', {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { to_id: seller.userId, projectmsgpost: lotId, message: 'Is the pallet still sealed?', site_id: 1 },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect(badge).toHaveText(String(before + 1));
  await expectNoAxeViolations(page, 'seller header with messages badge');
  await page.screenshot({ path: `/tmp/shots-finish/seller-header-${isMobileProject() ? 375 : 1280}.png` });

  await page.getByTestId('messages-link').click();
  await expect(page).toHaveURL(/\/message$/);
});
