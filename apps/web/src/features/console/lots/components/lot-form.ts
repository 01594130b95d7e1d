import type { ConsoleLot } from '@gavel/contract';
import type { CreateLotInput, LotFieldsInput } from '../api/lots-api';

/** The editor's form: every input as typed (strings), turned into the call's body on save. */
export interface LotForm {
  title: string;
  description: string;
  manufacturer: string;
  model_number: string;
  finish: string;
  category_id: string;
  condition_id: string;
  item_condition: '1' | '3' | '4' | '29';
  qty: string;
  country: string;
  state: string;
  city: string;
  listing_format: ConsoleLot['listing_format'];
  starting_price: string;
  reserve_price: string;
  buy_now_price: string;
  make_offer: boolean;
  increment_override: string;
  blind_increment: string;
  soft_close: boolean;
  currency: string;
  buyer_ships: boolean;
  shipping_fee: string;
  terms_html: string;
  terms_required: boolean;
  auction_details: string;
  auction_notes: string;
  date_added: string;
  date_closed: string;
  seller_id: string;
  /** The buyer groups the lot is private to (issue 42; empty: public). */
  buyer_group_ids: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's time zone. */
export const toLocalInput = (iso: string | Date) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A `datetime-local` value back to an ISO instant ('' stays ''). */
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');

const units = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
/** Currency units as typed → integer cents (undefined when empty; NaN is left for the schema to refuse). */
export const toCents = (v: string): number | undefined => (v.trim() === '' ? undefined : Math.round(Number(v.replace(',', '.')) * 100));

export function emptyForm(): LotForm {
  const week = new Date(Date.now() + 7 * 86_400_000);
  week.setMinutes(0, 0, 0);
  return {
    title: '',
    description: '',
    manufacturer: '',
    model_number: '',
    finish: '',
    category_id: '',
    condition_id: '',
    item_condition: '3',
    qty: '1',
    country: 'United States',
    state: '',
    city: '',
    listing_format: 'live',
    starting_price: '',
    reserve_price: '',
    buy_now_price: '',
    make_offer: false,
    increment_override: '',
    blind_increment: '1.00',
    soft_close: true,
    currency: 'USD',
    buyer_ships: true,
    shipping_fee: '',
    terms_html: '',
    terms_required: false,
    auction_details: '',
    auction_notes: '',
    date_added: '',
    date_closed: toLocalInput(week),
    seller_id: '',
    buyer_group_ids: [],
  };
}

export function formOf(l: ConsoleLot): LotForm {
  return {
    title: l.title,
    description: l.description,
    manufacturer: l.manufacturer,
    model_number: l.model_number,
    finish: l.finish,
    category_id: l.category_id ? String(l.category_id) : '',
    condition_id: l.condition_id ? String(l.condition_id) : '',
    item_condition: String(l.item_condition) as LotForm['item_condition'],
    qty: String(l.qty),
    country: l.country,
    state: l.state,
    city: l.city,
    listing_format: l.listing_format,
    starting_price: units(l.starting_price),
    reserve_price: units(l.reserve_price),
    buy_now_price: units(l.buy_now_price),
    make_offer: l.make_offer,
    increment_override: units(l.increment_override),
    blind_increment: units(l.blind_increment),
    soft_close: l.soft_close,
    currency: l.currency,
    buyer_ships: l.buyer_ships,
    shipping_fee: units(l.shipping_fee),
    terms_html: l.terms_html,
    terms_required: l.terms_required,
    auction_details: l.auction_details,
    auction_notes: l.auction_notes,
    date_added: toLocalInput(l.date_added),
    date_closed: toLocalInput(l.date_closed),
    seller_id: l.seller ? String(l.seller.id) : '',
    buyer_group_ids: l.buyer_group_ids,
  };
}

const optionalId = (v: string) => (v ? Number(v) : undefined);
const fixedPrice = (f: LotForm) => f.listing_format === 'buynow' || f.listing_format === 'pricelock';

/** The body of an update (and the shared part of a create). Money in cents: the API client encodes it. */
export function bodyOf(f: LotForm): LotFieldsInput {
  return {
    title: f.title,
    description: f.description,
    manufacturer: f.manufacturer,
    model_number: f.model_number,
    finish: f.finish.trim(),
    category_id: optionalId(f.category_id),
    condition_id: optionalId(f.condition_id),
    item_condition: Number(f.item_condition) as 1 | 3 | 4 | 29,
    qty: Number(f.qty),
    country: f.country,
    state: f.state,
    city: f.city,
    listing_format: f.listing_format,
    // A fixed-price lot (buy now, price lock) has one price: it is also its start.
    starting_price: toCents(fixedPrice(f) ? f.buy_now_price : f.starting_price) ?? Number.NaN,
    reserve_price: f.listing_format === 'buynow' || f.listing_format === 'pricelock' ? undefined : toCents(f.reserve_price),
    buy_now_price: f.listing_format === 'sealed' || f.listing_format === 'lineitem' ? undefined : toCents(f.buy_now_price),
    make_offer: f.make_offer,
    increment_override: toCents(f.increment_override),
    blind_increment: toCents(f.blind_increment) ?? 100,
    soft_close: f.soft_close,
    currency: f.currency,
    buyer_ships: f.buyer_ships,
    shipping_fee: f.buyer_ships ? undefined : toCents(f.shipping_fee),
    terms_html: f.terms_html,
    terms_required: f.terms_required,
    auction_details: f.auction_details,
    auction_notes: f.auction_notes,
    date_added: fromLocalInput(f.date_added) || undefined,
    date_closed: fromLocalInput(f.date_closed),
    buyer_group_ids: f.buyer_group_ids,
  } as LotFieldsInput;
}

export function createBodyOf(f: LotForm, asDraft: boolean): CreateLotInput {
  return { ...bodyOf(f), as_draft: asDraft, seller_id: optionalId(f.seller_id) } as CreateLotInput;
}
