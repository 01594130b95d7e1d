/** What the reserve rule reads of a lot (or sub-lot), in cents. */
export interface ReserveInput {
  /** null: the lot has no reserve. */
  reservePrice: number | null;
  sealed: boolean;
  /** A bid stands (there is a leader). */
  hasBid: boolean;
  /** The current price (live lots). */
  price: number;
  /** The highest standing amount (sealed lots: what the winner would pay); null with no bid. */
  highestAmount: number | null;
}

/**
 * Whether the reserve is met: always without a reserve (none, or 0); never before a bid stands. Live lots by
 * the current price; sealed lots by the highest amount, since at the close the highest bid wins
 * and pays its own amount (the price of a sealed lot stays the starting price).
 */
export function reserveMet(lot: ReserveInput): boolean {
  if (lot.reservePrice === null || lot.reservePrice <= 0) return true;
  if (!lot.hasBid) return false;
  const reached = lot.sealed ? (lot.highestAmount ?? 0) : lot.price;
  return reached >= lot.reservePrice;
}
