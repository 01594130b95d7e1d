import { createRng, type Rng } from './prng.js';
import { categoryProfiles, type ProductModel } from './data/products.js';
import type { CategoryKey } from './data/reference.js';
import { incrementFor, roundPrice } from './prices.js';
import { ladderBids, outcome, sealedBids, type TailSlot } from './bid-history.js';
import { buildManifest, upcA, type ManifestChoice } from './manifest.js';
import { auctionDetails, auctionNotes, conditionNotes, lotDescription, lotTerms, lotTitle, packaging } from './lot-text.js';
import {
  categoryName,
  conditionFactor,
  itemConditionFor,
  lotQty,
  pickCategory,
  pickCondition,
  pickPlace,
  schedule,
  shippingFor,
} from './lot-common.js';
import { buildLineItemLot } from './line-item-lots.js';
import {
  DEMO_BUYER,
  DEMO_BUYER_2,
  listingFormats,
  phases,
  type BidState,
  type Counters,
  type GenBid,
  type GenLot,
  type ListingFormat,
  type Phase,
} from './types.js';

/** How many demo lots of each format and phase (300 in all). */
export const lotPlan: Record<ListingFormat, Record<Phase, number>> = {
  live: { open: 80, upcoming: 14, sold: 40, unsold: 16 },
  buynow: { open: 26, upcoming: 4, sold: 8, unsold: 2 },
  sealed: { open: 20, upcoming: 5, sold: 10, unsold: 5 },
  lineitem: { open: 12, upcoming: 3, sold: 7, unsold: 3 },
  pricelock: { open: 34, upcoming: 3, sold: 6, unsold: 2 },
};
/** Open live lots that close 5 to 30 minutes after seeding. */
export const LIVE_LOTS_CLOSING_SOON = 8;
export const DEFAULT_SEED = 20_240_611;

/** Demo-buyer roles cycled through lots with bids, so the dashboards have winning, outbid, won and lost lots. */
export const openTails: readonly (readonly TailSlot[])[] = [
  [DEMO_BUYER],
  [DEMO_BUYER, 'anon'],
  [DEMO_BUYER_2],
  [DEMO_BUYER_2, DEMO_BUYER],
  [DEMO_BUYER, DEMO_BUYER_2],
  [],
  [],
];
export const closedTails: readonly (readonly TailSlot[])[] = [
  [DEMO_BUYER],
  [DEMO_BUYER, 'anon'],
  [DEMO_BUYER_2],
  [DEMO_BUYER_2, 'anon'],
  [],
  [],
];

/** Generates the demo lots (pure: same seed and clock, same lots). */
export function generateLots(opts: {
  now: Date;
  seed?: number;
  plan?: Record<ListingFormat, Record<Phase, number>>;
  /** Closed lots closed up to this many days ago (40). */
  closedWithinDays?: number;
  /** No demo buyer takes part (bids, wins, watches). */
  anonymousOnly?: boolean;
  /** The first lot's number in its `GV-` reference (1). */
  referenceStart?: number;
}): GenLot[] {
  const rng = createRng(opts.seed ?? DEFAULT_SEED);
  const plan = opts.plan ?? lotPlan;
  const entries = listingFormats.flatMap((format) =>
    phases.flatMap((phase) => Array.from({ length: plan[format][phase] }, (_, k) => ({ format, phase, k }))),
  );
  const counters: Counters = { open: 0, closed: 0, fixedSold: 0, anonymousOnly: opts.anonymousOnly ?? false };
  const firstReference = opts.referenceStart ?? 1;
  const lots = rng
    .fork('order')
    .shuffle(entries)
    .map((e, i) => {
      const lotRng = rng.fork(`lot:${i}`);
      const soon = e.format === 'live' && e.phase === 'open' && e.k < LIVE_LOTS_CLOSING_SOON;
      const when = schedule(lotRng, opts.now, e.phase, soon, opts.closedWithinDays);
      const reference = `GV-${String(when.dateAdded.getUTCFullYear()).slice(2)}${String(i + firstReference).padStart(4, '0')}`;
      if (e.format === 'lineitem') return buildLineItemLot(lotRng, { phase: e.phase, now: opts.now, when, reference, counters });
      return buildStandardLot(lotRng, { format: e.format, phase: e.phase, soon, now: opts.now, when, reference, counters });
    });
  if (!opts.anonymousOnly) assignWatchers(rng.fork('watch'), lots);
  return lots;
}

function assignWatchers(rng: Rng, lots: GenLot[]) {
  const live = lots.filter((l) => l.phase === 'open' || l.phase === 'upcoming');
  for (const l of rng.shuffle(live).slice(0, 8)) l.watchers.push(DEMO_BUYER);
  for (const l of rng.shuffle(live).slice(0, 4)) l.watchers.push(DEMO_BUYER_2);
}

/** What a lot's manifest lines may name: the lot's own model (and configuration), or for mixed lots laptops and desktops of the brand. */
function manifestChoices(categoryKey: CategoryKey, model: ProductModel, spec: string): ManifestChoice[] {
  if (categoryKey !== 'mixed') return [{ model, category: categoryName(categoryKey), spec }];
  return (['laptops', 'desktops'] as const).flatMap((key) =>
    categoryProfiles[key].models.filter((m) => m.brand === model.brand).map((m) => ({ model: m, category: categoryName(key) })),
  );
}

const blindIncrementFor = (value: number) => (value < 100_000 ? 1_000 : value < 500_000 ? 2_500 : value < 2_500_000 ? 5_000 : 10_000);

function buildStandardLot(
  rng: Rng,
  o: {
    format: Exclude<ListingFormat, 'lineitem'>;
    phase: Phase;
    soon: boolean;
    now: Date;
    when: ReturnType<typeof schedule>;
    reference: string;
    counters: Counters;
  },
): GenLot {
  const { format, phase, when } = o;
  const categoryKey = pickCategory(rng, format);
  const profile = categoryProfiles[categoryKey];
  const model = rng.pick(profile.models);
  const [spec, specFactor] = rng.pick(model.specs);
  const grade = pickCondition(rng, format);
  const qty = lotQty(rng, profile.qty);
  const place = pickPlace(rng);
  const pack = packaging(qty, profile, model.unitWeightLb);
  const ship = shippingFor(rng, place);
  const value = Math.round(model.unitValue * conditionFactor(grade) * specFactor * qty);
  const closed = phase === 'sold' || phase === 'unsold';
  const bidWindow = {
    from: new Date(when.dateAdded.getTime() + 10 * 60_000),
    to: new Date(Math.min(when.dateClosed.getTime() - 30_000, o.now.getTime() - 60_000)),
  };

  let startingPrice: number;
  let reservePrice: number | null = null;
  let buyNowPrice: number | null = null;
  let makeOfferEnabled = false;
  let blindIncrement = 100;
  let bids: GenBid[] = [];
  let state: BidState;

  if (format === 'live' || format === 'sealed') {
    const sealed = format === 'sealed';
    startingPrice = roundPrice(value * rng.float(0.25, 0.5));
    if (rng.chance(sealed ? 0.2 : 0.3))
      reservePrice = Math.max(startingPrice + incrementFor(startingPrice), roundPrice(value * rng.float(0.7, 0.9)));
    if (sealed) blindIncrement = blindIncrementFor(value);
    const tails = closed ? closedTails : openTails;
    let count = 0;
    if (phase === 'open') count = o.soon ? rng.int(6, 18) : rng.chance(sealed ? 0.45 : 0.3) ? 0 : rng.int(1, 12);
    if (phase === 'sold') count = rng.int(3, 20);
    if (phase === 'unsold') count = rng.chance(0.5) ? 0 : rng.int(1, 6);
    const slot = count > 0 ? tails[(closed ? o.counters.closed++ : o.counters.open++) % tails.length]! : [];
    const tail = o.counters.anonymousOnly ? [] : slot;
    if (count > 0 && sealed) {
      const named = tail.filter((t): t is number => t !== 'anon');
      const others = rng.shuffle(Array.from({ length: 20 }, (_, i) => i + 2)).slice(0, Math.max(1, Math.ceil(count / 2) - named.length));
      bids = sealedBids(rng, {
        start: startingPrice,
        ceiling: Math.max(startingPrice, value * rng.float(0.6, 1)),
        blindIncrement,
        bidders: [...named, ...others],
        ...bidWindow,
      });
    } else if (count > 0) {
      const proxyHeadroom = phase === 'open' && rng.chance(0.35) ? incrementFor(startingPrice) * rng.int(2, 10) : 0;
      bids = ladderBids(rng, { start: startingPrice, count, tail, proxyHeadroom, ...bidWindow });
    }
    state = outcome(bids, { start: startingPrice, reserve: reservePrice, closed, sealed });
    if (phase === 'sold' && state.status !== 'sold') {
      reservePrice = Math.max(startingPrice, Math.floor((state.currentPrice * 0.9) / 100) * 100);
      state = outcome(bids, { start: startingPrice, reserve: reservePrice, closed, sealed });
    }
    if (phase === 'unsold' && state.status === 'sold') {
      reservePrice = roundPrice(state.currentPrice * rng.float(1.2, 1.5));
      state = outcome(bids, { start: startingPrice, reserve: reservePrice, closed, sealed });
    }
    if (!sealed && !closed && rng.chance(0.15)) buyNowPrice = roundPrice(Math.max(value * rng.float(1.05, 1.25), state.currentPrice * 1.6));
  } else {
    const fixed = format === 'pricelock';
    buyNowPrice = roundPrice(value * (fixed ? rng.float(0.85, 1) : rng.float(0.95, 1.2)));
    startingPrice = fixed ? buyNowPrice : Math.min(buyNowPrice - 1_000, roundPrice(buyNowPrice * rng.float(0.55, 0.75)));
    makeOfferEnabled = !fixed && rng.chance(0.8);
    state = outcome([], { start: startingPrice, reserve: null, closed, sealed: false });
    if (phase === 'sold') {
      const winners = [DEMO_BUYER, DEMO_BUYER_2, rng.int(2, 21)];
      const winner = o.counters.anonymousOnly ? winners[2]! : winners[o.counters.fixedSold++ % winners.length]!;
      state = { ...state, status: 'sold', winner, soldPrice: buyNowPrice };
    }
  }

  const termsRequired = grade === 'salvage' || rng.chance(0.15);
  return {
    ...state,
    phase,
    device: profile.device,
    title: lotTitle(pack.container, qty, model, spec, profile.device, grade),
    description: lotDescription(rng, { qty, m: model, spec, device: profile.device, grade }),
    manufacturer: model.brand,
    modelNumber: model.name,
    upc: grade === 'newSealed' ? upcA(rng) : '',
    categoryKey,
    brand: model.brand,
    conditionKey: grade,
    itemCondition: itemConditionFor(rng, grade),
    conditionNotes: conditionNotes(grade),
    country: place.country,
    state: place.state,
    city: place.city,
    regionId: place.regionId,
    lotSize: pack.lotSize,
    sizeText: pack.sizeText,
    qty,
    auctionDetails: auctionDetails(rng, {
      reference: o.reference,
      city: place.city,
      state: place.state,
      buyerShips: ship.buyerShips,
      shipping: ship.shippingService,
    }),
    auctionNotes: auctionNotes(format, qty),
    listingFormat: format,
    auctionType: format === 'sealed' ? 'sealed' : 'live',
    startingPrice,
    reservePrice,
    buyNowPrice,
    buyNowEnabled: buyNowPrice !== null,
    makeOfferEnabled,
    blindIncrement,
    ...ship,
    termsHtml: termsRequired ? lotTerms(rng, grade, startingPrice) : '',
    termsRequired,
    ...when,
    imageCount: rng.int(2, 4),
    imageCaption: `${model.brand} ${model.name}`,
    hasManifestFile: rng.chance(0.7),
    attachments: [...(rng.chance(0.3) ? (['pdf'] as const) : []), ...(rng.chance(0.15) ? (['xls'] as const) : [])],
    manifest: buildManifest(rng, { qty, profile, choices: manifestChoices(categoryKey, model, spec) }),
    lineItems: [],
    bids,
    watchers: [],
  };
}
