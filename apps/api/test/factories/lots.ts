import type { Db } from '../../src/platform/db/client.js';
import { bidIncrements, lineItems, lots, settings } from '../../src/platform/db/schema/index.js';

type LotInsert = typeof lots.$inferInsert;

/** Increments used by bidding tests: $1 under $100, $5 under $500, $10 above. */
export async function seedIncrements(db: Db) {
  await db.insert(bidIncrements).values([
    { fromAmount: 0, toAmount: 10_000, increment: 100 },
    { fromAmount: 10_000, toAmount: 50_000, increment: 500 },
    { fromAmount: 50_000, toAmount: null, increment: 1_000 },
  ]);
}

export async function setSoftClose(db: Db, value: { windowSeconds: number; extensionSeconds: number; capSeconds: number | null }) {
  await db.insert(settings).values({ key: 'soft_close', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The columns of an open live lot starting at $10 that closes in an hour, unless overridden. */
export function lotValues(over: Partial<LotInsert> = {}): LotInsert {
  const now = Date.now();
  return {
    title: 'Pallet of 20 Dell Latitude 7490',
    listingFormat: 'live',
    auctionType: 'live',
    startingPrice: 1_000,
    currentPrice: 1_000,
    dateAdded: new Date(now - 60_000),
    dateClosed: new Date(now + 3_600_000),
    ...over,
  };
}

/** An open live lot starting at $10 that closes in an hour, unless overridden. */
export async function buildLot(db: Db, over: Partial<LotInsert> = {}) {
  const [row] = await db.insert(lots).values(lotValues(over)).returning();
  return row!;
}

export async function buildLineItems(db: Db, lotId: number, count: number, startingPrice = 500) {
  return db
    .insert(lineItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        lotId,
        subLotNumber: i + 1,
        title: `HP EliteBook 840 G${(i % 5) + 3}`,
        brand: 'HP',
        partNumber: `EB840-${i + 1}`,
        qty: 5,
        startingPrice,
        currentPrice: startingPrice,
      })),
    )
    .returning();
}
