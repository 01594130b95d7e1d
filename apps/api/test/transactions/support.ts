import { eq } from 'drizzle-orm';
import type { TestServer } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { lots } from '../../src/platform/db/schema/index.js';

export interface Actors {
  buyer: { id: number; token: string };
  other: { id: number; token: string };
  admin: { id: number; token: string };
}

/** Two buyers and an operator, signed in; the increments table seeded. */
export async function actors(s: TestServer): Promise<Actors> {
  await seedIncrements(s.database.db);
  const [b, o, a] = await Promise.all([s.buildUser(), s.buildUser(), s.buildUser({ role: 'admin' })]);
  const [bt, ot, at] = await Promise.all([s.loginAs(b!), s.loginAs(o!), s.loginAs(a!)]);
  return { buyer: { id: b!.id, token: bt }, other: { id: o!.id, token: ot }, admin: { id: a!.id, token: at } };
}

/** An open buy-now lot: starts at $100, buy now $10,000 (cents in the database). */
export const buyNowLot = (s: TestServer, over: Parameters<typeof buildLot>[1] = {}) =>
  buildLot(s.database.db, {
    listingFormat: 'buynow',
    startingPrice: 10_000,
    currentPrice: 10_000,
    buyNowPrice: 1_000_000,
    buyNowEnabled: true,
    ...over,
  });

/** An open price-lock lot: 10 units at $1,000 in all, so $100 a unit. */
export const priceLockLot = (s: TestServer, over: Parameters<typeof buildLot>[1] = {}) =>
  buildLot(s.database.db, {
    listingFormat: 'pricelock',
    qty: 10,
    startingPrice: 100_000,
    currentPrice: 100_000,
    buyNowPrice: 100_000,
    buyNowEnabled: true,
    ...over,
  });

export async function lotRow(s: TestServer, id: number) {
  const [r] = await s.database.db.select().from(lots).where(eq(lots.id, id));
  return r!;
}

export const billing = {
  billing_firstname: 'Ada',
  billing_lastname: 'Buyer',
  billing_companyname: 'Surplus Traders LLC',
  billing_address: '12 Dock Road',
  billing_city: 'Newark',
  billing_state: 'NJ',
  billing_country: 'United States',
  billing_zipcode: '07102',
};
