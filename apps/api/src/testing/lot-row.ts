import type { lots } from '../platform/db/schema/index.js';

type LotRow = typeof lots.$inferSelect;

/** Seconds from 2030-01-01T12:00:00Z (the bidding factory's T0, the tests' "now"). */
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12) + seconds * 1000);

/** A lot row for service unit tests: an open live lot at $100 with no bids, closing in an hour. */
export function lotRow(over: Partial<LotRow> = {}): LotRow {
  return {
    id: 7, siteId: 1, sellerId: null, title: 'Laptops', description: '', manufacturer: 'Dell', modelNumber: 'E7', upc: '', finish: '',
    categoryId: 1, brandId: null, conditionId: null, itemCondition: 1, conditionNotes: '', country: 'US', state: 'NY', city: 'NYC',
    regionId: null, lotSize: 1, sizeText: '', qty: 10, auctionDetails: '', auctionNotes: '', listingFormat: 'live', auctionType: 'live',
    currency: 'USD', startingPrice: 10_000, currentPrice: 10_000, reservePrice: null, buyNowPrice: null, buyNowEnabled: false,
    makeOfferEnabled: false, incrementOverride: null, blindIncrement: 100, bidCount: 0, bidSequence: 0, chainLength: 0, chainHead: null,
    leaderUserId: null, leaderMaxAmount: null, leaderCompanyId: null, leaderPlacedSeq: null, status: 'open', winnerUserId: null,
    soldPrice: null, softClose: true, shippingFee: null, viewCount: 0, relistedFromId: null, buyerShips: false, shippingService: '',
    termsHtml: '', termsRequired: false, manifestFile: null, manifestDownloads: 0, dateAdded: at(-3600), dateClosed: at(3600),
    originalDateClosed: at(3600), closedAt: null, createdAt: at(-7200),
    ...over,
  } as LotRow;
}
