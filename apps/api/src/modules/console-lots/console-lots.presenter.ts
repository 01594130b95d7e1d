import type { ConsoleLot, ConsoleLotSummary } from '@gavel/contract';
import type { LotImageRow, LotRow } from './console-lots.repository.js';

/** Public URL of a file in the product uploads folder. */
const productUrl = (file: string) => `/uploads/product/${file}`;

const sellerOf = (l: LotRow, name: string | null) => (l.sellerId ? { id: l.sellerId, name: name?.trim() || `#${l.sellerId}` } : null);

/** A row of the console's lot list (amounts in cents: the contract's codec makes units). */
export function presentSummary(l: LotRow, sellerName: string | null, thumb: string | null): ConsoleLotSummary {
  return {
    id: l.id,
    title: l.title,
    status: l.status,
    listing_format: l.listingFormat,
    bid_count: l.bidCount,
    view_count: l.viewCount,
    current_price: l.currentPrice,
    currency: l.currency,
    date_added: l.dateAdded.toISOString(),
    date_closed: l.dateClosed.toISOString(),
    seller: sellerOf(l, sellerName),
    thumbnail: thumb ? productUrl(thumb) : '',
  };
}

/** One lot as the editor reads it. */
export function presentLot(l: LotRow, sellerName: string | null, images: LotImageRow[], subLotCount: number): Omit<ConsoleLot, 'buyer_group_ids'> {
  return {
    id: l.id,
    status: l.status,
    title: l.title,
    description: l.description,
    manufacturer: l.manufacturer,
    model_number: l.modelNumber,
    finish: l.finish,
    category_id: l.categoryId,
    condition_id: l.conditionId,
    item_condition: l.itemCondition,
    qty: l.qty,
    country: l.country,
    city: l.city,
    state: l.state,
    listing_format: l.listingFormat,
    starting_price: l.startingPrice,
    current_price: l.currentPrice,
    reserve_price: l.reservePrice,
    buy_now_price: l.buyNowPrice,
    make_offer: l.makeOfferEnabled,
    blind_increment: l.blindIncrement,
    increment_override: l.incrementOverride,
    soft_close: l.softClose,
    currency: l.currency,
    buyer_ships: l.buyerShips,
    shipping_fee: l.shippingFee,
    terms_html: l.termsHtml,
    terms_required: l.termsRequired,
    auction_details: l.auctionDetails,
    auction_notes: l.auctionNotes,
    date_added: l.dateAdded.toISOString(),
    date_closed: l.dateClosed.toISOString(),
    bid_count: l.bidCount,
    view_count: l.viewCount,
    sub_lot_count: subLotCount,
    seller: sellerOf(l, sellerName),
    relisted_from_id: l.relistedFromId,
    images: images.map((i) => ({ id: i.id, url: productUrl(i.file), thumb_url: productUrl(i.thumb ?? i.file) })),
  };
}
