import type { ErrorCode } from '@gavel/contract';

/** The columns the buy-now rules read (a locked lot row). */
export interface BuyableLot {
  /** The lot's status: only `open` sells (draft, scheduled and withdrawn lots are not listed). */
  status: string;
  listingFormat: 'live' | 'buynow' | 'sealed' | 'lineitem' | 'pricelock';
  buyNowEnabled: boolean;
  buyNowPrice: number | null;
  currentPrice: number;
  qty: number;
  dateAdded: Date;
  dateClosed: Date;
  sellerId: number | null;
}

/**
 * Price-lock listings sell units at a locked per-unit price: the listed price divided by
 * the quantity, rounded to the cent (spec 2 §9 "per-unit price is price divided by qty").
 */
export const lockedUnitPrice = (lot: Pick<BuyableLot, 'buyNowPrice' | 'qty'>) => Math.round((lot.buyNowPrice ?? 0) / Math.max(1, lot.qty));

/** The price a buyer confirms: the per-unit locked price (price lock) or the buy-now price. */
export const confirmPrice = (lot: BuyableLot) => (lot.listingFormat === 'pricelock' ? lockedUnitPrice(lot) : (lot.buyNowPrice ?? 0));

/**
 * Why the lot cannot be bought now, or null (spec 2 §5: open, buynow flag 1, buy price
 * above the current price; a price-lock listing's locked price is its own price). A lot
 * already sold answers OUT_OF_STOCK ("this item is out of stock").
 */
export function buyNowRefusal(lot: BuyableLot, now: Date, buyerId?: number): ErrorCode | null {
  if (lot.status === 'sold') return 'OUT_OF_STOCK';
  if (lot.status !== 'open' || lot.dateClosed.getTime() <= now.getTime()) return 'LOT_CLOSED';
  if (lot.dateAdded.getTime() > now.getTime()) return 'LOT_NOT_STARTED';
  if (!lot.buyNowEnabled || lot.buyNowPrice === null || lot.buyNowPrice <= 0) return 'BUY_NOW_UNAVAILABLE';
  if (lot.listingFormat === 'lineitem' || lot.listingFormat === 'sealed') return 'BUY_NOW_UNAVAILABLE';
  if (lot.listingFormat !== 'pricelock' && lot.buyNowPrice <= lot.currentPrice) return 'BUY_NOW_UNAVAILABLE';
  if (buyerId !== undefined && lot.sellerId === buyerId) return 'OWN_LOT';
  return null;
}

/** Units a buyer may still take: price lock counts sold units; a whole lot is 1 or 0. */
export const unitsRemaining = (lot: BuyableLot, unitsSold: number) =>
  lot.listingFormat === 'pricelock' ? Math.max(0, lot.qty - unitsSold) : lot.status === 'open' ? 1 : 0;
