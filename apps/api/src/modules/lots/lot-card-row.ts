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
}
