import { listfmtCodes } from '@gavel/contract';
import type { listedStatuses } from '../../platform/db/schema/lots.js';

/**
 * The columns every lot-card query selects (search results, the buyer's dashboard), as the
 * raw SQL rows carry them: one shape for both, each query adding its own columns.
 */
export interface LotCardRow {
  id: number;
  title: string;
  avatar: string | null;
  manufacturer: string;
  model_number: string;
  category_id: number | null;
  brand_id: number | null;
  condition_id: number | null;
  item_condition: number;
  region_id: number | null;
  country: string;
  city: string;
  state: string;
  qty: number;
  listing_format: 'live' | 'buynow' | 'sealed' | 'lineitem' | 'pricelock';
  auction_type: 'live' | 'lineitem' | 'sealed';
  lot_size: number;
  currency: string;
  /** Buyer queries select listed lots only: never a draft, scheduled or withdrawn one. */
  status: (typeof listedStatuses)[number];
}

/**
 * The wire fields every lot card shares, from the shared columns (spec §7 names); search and
 * the dashboard add their prices, badges and own columns.
 */
export function presentLotCardIdentity(row: LotCardRow) {
  return {
    id: row.id,
    title: row.title,
    avatar: row.avatar ? `/uploads/product/${row.avatar}` : '',
    manufacturer: row.manufacturer,
    modelnumber: row.model_number,
    category_id: row.category_id,
    sub_category: row.brand_id,
    condition_id: row.condition_id,
    itemcondition: row.item_condition,
    region_id: row.region_id,
    country: row.country,
    city: row.city,
    state: row.state,
    qty: row.qty,
    listing_format: row.listing_format,
    listfmt: listfmtCodes[row.listing_format],
    auctiontype: row.auction_type,
    lottype: row.lot_size,
    currency: row.currency,
  };
}
