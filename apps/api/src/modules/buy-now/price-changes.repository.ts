import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { lots } from '../../platform/db/schema/index.js';

/** The lot columns an operator's price drop or closing-time change writes (the lot row locked by orders' `lockSaleLot`). */
export const priceChangesRepository = {
  async setPrices(tx: Tx, id: number, p: { startingPrice: number; currentPrice: number; buyNowPrice: number | null }) {
    await tx.update(lots).set(p).where(eq(lots.id, id));
  },

  async setDateClosed(tx: Tx, id: number, dateClosed: Date) {
    await tx.update(lots).set({ dateClosed }).where(eq(lots.id, id));
  },
};
export type PriceChangesRepository = typeof priceChangesRepository;
