import { startTestServer } from '../harness.js';

/** A date `d` days from now (negative: ago). */
export const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
/** The same date as the ISO text the console's calls take. */
export const isoInDays = (d: number) => inDays(d).toISOString();

/**
 * A server with a signed-in seller: the set-up of the console's seller-side tests (the seller's
 * own lots, sheets and actions). `otherSellerId` is a second seller, for isolation checks.
 */
export async function startSellerConsole() {
  const s = await startTestServer();
  const seller = await s.buildUser({ role: 'seller' });
  const sellerToken = await s.loginAs(seller);
  const otherSellerId = (await s.buildUser({ role: 'seller' })).id;
  return { s, sellerId: seller.id, sellerToken, otherSellerId };
}
