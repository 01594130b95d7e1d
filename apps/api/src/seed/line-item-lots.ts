import type { Rng } from './prng.js';
import { categoryProfiles } from './data/products.js';
import type { CategoryKey, ConditionKey } from './data/reference.js';
import { groupThousands, roundPrice } from './prices.js';
import { ladderBids, outcome } from './bid-history.js';
import { partNumber } from './manifest.js';
import { auctionDetails, auctionNotes, conditionNotes, escapeHtml, gradeLabel, lotTerms, packaging } from './lot-text.js';
import { categoryName, conditionFactor, pickCondition, pickPlace, schedule, shippingFor } from './lot-common.js';
import { DEMO_BUYER, DEMO_BUYER_2, type Counters, type GenBid, type GenLineItem, type GenLot, type Phase } from './types.js';

type Theme = 'mixed' | 'laptops' | 'desktops' | 'monitors';
const themes: Record<Theme, { phrase: string; categories: readonly CategoryKey[] }> = {
  mixed: { phrase: 'off-lease laptops, desktops and monitors', categories: ['laptops', 'desktops', 'monitors', 'tablets', 'printers'] },
  laptops: { phrase: 'business laptops', categories: ['laptops'] },
  desktops: { phrase: 'business desktops', categories: ['desktops'] },
  monitors: { phrase: 'business monitors', categories: ['monitors'] },
};
const grades: readonly ConditionKey[] = ['newSealed', 'gradeA', 'gradeB', 'gradeC', 'gradeD', 'salvage'];

/** Demo buyers placed on a few sub-lots so line-item status texts have something to show. */
const subLotTails = [[DEMO_BUYER], [DEMO_BUYER, 'anon'], [DEMO_BUYER_2]] as const;

/** A line-item auction: 5 to 60 sub-lots, each priced, bid on and awarded on its own. */
export function buildLineItemLot(
  rng: Rng,
  o: { phase: Phase; now: Date; when: ReturnType<typeof schedule>; reference: string; counters: Counters },
): GenLot {
  const { phase, when } = o;
  const closed = phase === 'sold' || phase === 'unsold';
  const theme = rng.weighted<Theme>([
    ['mixed', 4],
    ['laptops', 3],
    ['desktops', 2],
    ['monitors', 1],
  ]);
  const categoryKey: CategoryKey = theme === 'mixed' ? 'mixed' : theme;
  const lotGrade = pickCondition(rng, 'lineitem');
  const place = pickPlace(rng);
  const ship = shippingFor(rng, place);
  const count = rng.int(5, 60);
  const bidWindow = {
    from: new Date(when.dateAdded.getTime() + 10 * 60_000),
    to: new Date(Math.min(when.dateClosed.getTime() - 30_000, o.now.getTime() - 60_000)),
  };

  const bids: GenBid[] = [];
  const lineItems: GenLineItem[] = [];
  let weight = 0;
  for (let i = 0; i < count; i++) {
    const key = rng.pick(themes[theme].categories);
    const profile = categoryProfiles[key];
    const model = rng.pick(profile.models);
    const [spec, specFactor] = rng.pick(model.specs);
    const grade = rng.chance(0.7)
      ? lotGrade
      : grades[Math.min(grades.length - 1, Math.max(0, grades.indexOf(lotGrade) + rng.pick([-1, 1])))]!;
    const qty = rng.int(5, 40);
    weight += qty * model.unitWeightLb;
    const value = Math.round(model.unitValue * conditionFactor(grade) * specFactor * qty);
    const startingPrice = roundPrice(value * rng.float(0.3, 0.5));
    let reservePrice = rng.chance(0.25) ? roundPrice(value * rng.float(0.7, 0.85)) : null;
    let n = 0;
    if (phase === 'open') n = rng.chance(0.4) ? rng.int(1, 6) : 0;
    if (phase === 'sold') n = i === 0 || rng.chance(0.75) ? rng.int(1, 8) : 0;
    const tail = n > 0 && i < 3 && phase !== 'unsold' && !o.counters.anonymousOnly ? subLotTails[i]! : [];
    const subBids = n > 0 ? ladderBids(rng, { start: startingPrice, count: n, tail, lineItem: i, ...bidWindow }) : [];
    let state = outcome(subBids, { start: startingPrice, reserve: reservePrice, closed });
    if (phase === 'sold' && i === 0 && state.status !== 'sold') {
      reservePrice = null;
      state = outcome(subBids, { start: startingPrice, reserve: null, closed });
    }
    bids.push(...subBids);
    lineItems.push({
      ...state,
      subLotNumber: i + 1,
      title: `${qty}x ${model.brand} ${model.name} ${spec}${model.noun ? ` ${model.noun}` : ''} – ${gradeLabel[grade]}`,
      description: `${conditionNotes(grade)} ${key === 'monitors' ? 'Stands included.' : 'Storage wiped to NIST 800-88.'}`,
      categoryKey: key,
      brand: model.brand,
      partNumber: partNumber(rng, model.brand),
      qty,
      startingPrice,
      reservePrice,
    });
  }

  const qty = lineItems.reduce((s, l) => s + l.qty, 0);
  const profile = categoryProfiles[categoryKey];
  const pack = packaging(qty, profile, weight / qty);
  const sold = lineItems.filter((l) => l.status === 'sold');
  const brands = [...new Set(lineItems.map((l) => l.brand))].sort();
  const startingPrice = lineItems.reduce((s, l) => s + l.startingPrice, 0);
  const termsRequired = rng.chance(0.3);
  return {
    phase,
    device: profile.device,
    title: `Line-item auction: ${groupThousands(qty)} units in ${count} sub-lots of ${themes[theme].phrase} – ${place.city}, ${place.state}`,
    description: [
      '<h3>Overview</h3>',
      `<p>${count} sub-lots, ${groupThousands(qty)} units in all, from a corporate technology refresh. Brands: ${brands.map(escapeHtml).join(', ')}. Mostly ${gradeLabel[lotGrade]}; each sub-lot states its own grade.</p>`,
      '<p>Bid on any sub-lot, or upload a spreadsheet with your bids for many sub-lots at once. Each sub-lot is invoiced separately to its winner.</p>',
    ].join(''),
    manufacturer: brands.join(' / '),
    modelNumber: 'Various',
    upc: '',
    categoryKey,
    brand: null,
    conditionKey: lotGrade,
    itemCondition: lotGrade === 'salvage' || lotGrade === 'gradeD' ? 29 : 3,
    conditionNotes: conditionNotes(lotGrade),
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
    auctionNotes: auctionNotes('lineitem', qty),
    listingFormat: 'lineitem',
    auctionType: 'lineitem',
    startingPrice,
    currentPrice: lineItems.reduce((s, l) => s + l.currentPrice, 0),
    reservePrice: null,
    buyNowPrice: null,
    buyNowEnabled: false,
    makeOfferEnabled: false,
    blindIncrement: 100,
    bidCount: bids.length,
    bidSequence: 0,
    leader: null,
    leaderMaxAmount: null,
    status: closed ? (sold.length > 0 ? 'sold' : 'closed') : 'open',
    winner: null,
    soldPrice: sold.length > 0 ? sold.reduce((s, l) => s + l.soldPrice!, 0) : null,
    ...ship,
    termsHtml: termsRequired ? lotTerms(rng, lotGrade, Math.min(...lineItems.map((l) => l.startingPrice))) : '',
    termsRequired,
    ...when,
    imageCount: rng.int(2, 4),
    imageCaption: `${count} sub-lots · ${brands.join(' / ')}`,
    hasManifestFile: true,
    attachments: rng.chance(0.5) ? ['xls'] : [],
    manifest: lineItems
      .slice(0, 40)
      .map((l) => ({ brand: l.brand, productName: l.title, category: categoryName(l.categoryKey), partNumber: l.partNumber, qty: l.qty, unitRetail: null })),
    lineItems,
    bids,
    watchers: [],
  };
}
