import type { Project } from '@gavel/contract';
import { listingFormats, reserveMet as sharedReserveMet } from '@gavel/contract';
import type { LotRow } from './lots.repository.js';
import { asMarketStatus } from '../bidding/index.js';

export interface ViewerView {
  nextBid: number;
  increment: number;
  status: Project['bidtopstatus'];
  userHasBid: boolean;
  companyHasBid: boolean;
  myMaxBid: number | null;
  watched: boolean;
  acceptedTerms: boolean;
}

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Whether the reserve is met, without revealing it. Sealed lots: by the highest sealed amount. */
export const reserveMet = (lot: Pick<LotRow, 'reservePrice' | 'currentPrice' | 'bidCount' | 'auctionType' | 'leaderMaxAmount'>) =>
  sharedReserveMet({
    reservePrice: lot.reservePrice,
    sealed: lot.auctionType === 'sealed',
    hasBid: lot.bidCount > 0,
    price: lot.currentPrice,
    highestAmount: lot.leaderMaxAmount,
  });

/** The spec's further product fields, which the lots service adds from other reads. */
type SpecProjectFields =
  | 'finish'
  | 'shipping_fee'
  | 'qty_left'
  | 'linedata'
  | 'multiplecategoryshow'
  | 'inventorytype'
  | 'buynowamount'
  | 'latestbid'
  | 'isWatchlisted'
  | 'invoice_id'
  | 'master_id'
  | 'topBidMessage'
  | 'bottomBidMessage'
  | 'isNotCsvBid'
  | 'desc_conditionformat'
  | 'buyer_manifest_file'
  | 'download_complete_manifest'
  | 'csvfile'
  | 'csvData'
  | 'csvResult'
  | 'csvLength'
  | 'faqContent'
  | 'buyerPrice'
  | 'buynowpaid'
  | 'bidMessage';

/** Lot row → the page's `project` (wire names at the edge). Sealed prices stay at the start price publicly. */
export function presentProject(
  row: { lot: LotRow; categoryName: string | null; categoryKey: string | null; conditionName: string | null; conditionVar: string | null },
  images: string[],
  viewer: ViewerView,
  now: Date,
): Omit<Project, SpecProjectFields> {
  const l = row.lot;
  const isClosedByTime = l.dateClosed.getTime() <= now.getTime();
  const isclosed = l.status !== 'open' ? 1 : isClosedByTime ? 1 : 0;
  const sealed = l.auctionType === 'sealed';
  return {
    id: l.id,
    title: l.title,
    avatar: images[0] ?? '',
    images,
    manufacturer: l.manufacturer,
    country: l.country,
    city: l.city,
    state: l.state,
    modelnumber: l.modelNumber,
    size: l.sizeText,
    upc: l.upc,
    condition: row.conditionName ?? '',
    condition_language: row.conditionVar ?? '',
    itemcondition: l.itemCondition,
    qty: l.qty,
    category: row.categoryName ?? '',
    category_key: row.categoryKey ?? '',
    auction_details: l.auctionDetails,
    auction_notes: l.auctionNotes,
    desc_proc: l.description,
    desc_condition: l.conditionNotes,
    market_status: asMarketStatus(l.status),
    auctiontype: l.auctionType,
    bidtype: sealed ? 'sealed' : 'open',
    listing_format: l.listingFormat,
    lottype: listingFormats[l.listingFormat],
    lot_size: l.lotSize,
    sellerid: l.sellerId ?? 0,
    buyership: l.buyerShips ? 1 : 0,
    shipping_service: l.shippingService,
    termscond: l.termsHtml,
    termsformat: l.termsRequired ? 1 : 0,
    // 1 = terms must still be shown to this viewer before bidding.
    previousacceptedterms: l.termsRequired && !viewer.acceptedTerms ? 1 : 0,
    currency: l.currency,
    currency_symbol: currencySymbols[l.currency] ?? l.currency,
    wprice: sealed ? l.startingPrice : l.currentPrice,
    sprice: l.startingPrice,
    has_reserve: l.reservePrice != null && l.reservePrice > 0,
    rprice_met: reserveMet(l),
    bprice: l.buyNowPrice,
    buynow: l.buyNowEnabled ? 1 : 0,
    makeoffer: l.makeOfferEnabled ? 1 : 0,
    next_bid: viewer.nextBid,
    incrementAmt: viewer.increment,
    blindIncrementVal: l.blindIncrement,
    bid_count: l.bidCount,
    bid_or_not: viewer.userHasBid ? 1 : 0,
    userHasBid: viewer.userHasBid ? 1 : 0,
    companyHasBid: viewer.companyHasBid ? 1 : 0,
    bidtopstatus: viewer.status,
    my_max_bid: viewer.myMaxBid,
    watchlistid: viewer.watched ? 1 : 0,
    isclosed,
    document: l.manifestFile,
    date_added: l.dateAdded.toISOString(),
    date_closed: l.dateClosed.toISOString(),
    sold_price: l.status === 'sold' ? l.soldPrice : null,
  };
}
