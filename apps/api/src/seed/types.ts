import type { BrandName, CategoryKey, ConditionKey } from './data/reference.js';
import type { DeviceKind } from './data/products.js';

export const listingFormats = ['live', 'buynow', 'sealed', 'lineitem', 'pricelock'] as const;
export type ListingFormat = (typeof listingFormats)[number];
export type AuctionType = 'live' | 'lineitem' | 'sealed';

/** Where a demo lot stands relative to the seeding clock. */
export const phases = ['open', 'upcoming', 'sold', 'unsold'] as const;
export type Phase = (typeof phases)[number];

/**
 * Bidders are numbered: 0 is the demo buyer, 1 the second demo buyer, 2.. the
 * anonymous buyers. The writer maps them to user ids.
 */
export type BidderIndex = number;
export const DEMO_BUYER = 0;
export const DEMO_BUYER_2 = 1;
export const ANONYMOUS_BUYERS = 20;
export const BIDDER_COUNT = 2 + ANONYMOUS_BUYERS;

export interface GenBid {
  bidder: BidderIndex;
  amount: number;
  maxAmount: number;
  hardBid: boolean;
  /** Per lot (or per sub-lot) sequence, 1..n. */
  sequence: number;
  createdAt: Date;
  /** Index into the lot's line items, or null for a bid on the lot itself. */
  lineItem: number | null;
}

export interface GenManifestLine {
  brand: string;
  productName: string;
  category: string;
  partNumber: string;
  qty: number;
  /** Retail price of one unit in cents (the manifest's "unit retail"), null when unknown. */
  unitRetail: number | null;
}

/** The bidding outcome of a lot or sub-lot. */
export interface BidState {
  currentPrice: number;
  bidCount: number;
  bidSequence: number;
  leader: BidderIndex | null;
  leaderMaxAmount: number | null;
  status: 'open' | 'sold' | 'closed';
  winner: BidderIndex | null;
  soldPrice: number | null;
}

export interface GenLineItem extends BidState {
  subLotNumber: number;
  title: string;
  description: string;
  categoryKey: CategoryKey;
  brand: string;
  partNumber: string;
  qty: number;
  startingPrice: number;
  reservePrice: number | null;
}

export interface GenLot extends BidState {
  phase: Phase;
  device: DeviceKind;
  title: string;
  description: string;
  manufacturer: string;
  modelNumber: string;
  upc: string;
  categoryKey: CategoryKey;
  brand: BrandName | null;
  conditionKey: ConditionKey;
  itemCondition: 1 | 3 | 4 | 29;
  conditionNotes: string;
  country: string;
  state: string;
  city: string;
  regionId: number;
  lotSize: 0 | 1;
  sizeText: string;
  qty: number;
  auctionDetails: string;
  auctionNotes: string;
  listingFormat: ListingFormat;
  auctionType: AuctionType;
  startingPrice: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  buyNowEnabled: boolean;
  makeOfferEnabled: boolean;
  blindIncrement: number;
  buyerShips: boolean;
  shippingService: string;
  termsHtml: string;
  termsRequired: boolean;
  dateAdded: Date;
  dateClosed: Date;
  closedAt: Date | null;
  imageCount: number;
  /** Model text printed on the generated images. */
  imageCaption: string;
  hasManifestFile: boolean;
  attachments: ('pdf' | 'xls')[];
  manifest: GenManifestLine[];
  lineItems: GenLineItem[];
  bids: GenBid[];
  /** Bidders who watch this lot. */
  watchers: BidderIndex[];
}

/** Counts of the lots generated so far: which demo-buyer roles and winners the next lot takes. */
export interface Counters {
  open: number;
  closed: number;
  fixedSold: number;
  /** No demo buyer bids on, leads or wins these lots (the history and the second seller's lots). */
  anonymousOnly?: boolean;
}
