import type { Rng } from './prng.js';
import { categoryData, conditionData, type CategoryKey, type ConditionKey } from './data/reference.js';
import { places, type Place } from './data/places.js';
import type { ListingFormat, Phase } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const categoryName = (key: CategoryKey) => categoryData.find((c) => c.key === key)!.name;
export const conditionFactor = (key: ConditionKey) => conditionData.find((c) => c.key === key)!.factor;

const categoryWeights: Record<Exclude<ListingFormat, 'lineitem'>, readonly (readonly [CategoryKey, number])[]> = {
  live: [
    ['laptops', 30],
    ['desktops', 18],
    ['servers', 8],
    ['monitors', 12],
    ['networking', 6],
    ['tablets', 7],
    ['printers', 4],
    ['components', 6],
    ['phones', 6],
    ['mixed', 6],
  ],
  buynow: [
    ['laptops', 30],
    ['desktops', 15],
    ['monitors', 15],
    ['tablets', 10],
    ['phones', 10],
    ['components', 10],
    ['printers', 5],
    ['networking', 5],
  ],
  sealed: [
    ['servers', 25],
    ['networking', 20],
    ['laptops', 20],
    ['mixed', 15],
    ['components', 10],
    ['desktops', 10],
  ],
  pricelock: [
    ['laptops', 35],
    ['desktops', 25],
    ['monitors', 20],
    ['components', 10],
    ['tablets', 10],
  ],
};

export const pickCategory = (rng: Rng, format: Exclude<ListingFormat, 'lineitem'>) => rng.weighted(categoryWeights[format]);

export function pickCondition(rng: Rng, format: ListingFormat): ConditionKey {
  const fixedPrice = format === 'buynow' || format === 'pricelock';
  return rng.weighted<ConditionKey>([
    ['newSealed', 5],
    ['gradeA', 25],
    ['gradeB', 35],
    ['gradeC', 20],
    ['gradeD', fixedPrice ? 4 : 10],
    ['salvage', fixedPrice ? 1 : 5],
  ]);
}

/** Item condition code (1 new, 3 used working, 4 open box new, 29 as is) that fits a grade. */
export function itemConditionFor(rng: Rng, grade: ConditionKey): 1 | 3 | 4 | 29 {
  if (grade === 'newSealed') return rng.chance(0.6) ? 1 : 4;
  if (grade === 'gradeD' || grade === 'salvage') return 29;
  return 3;
}

export const pickPlace = (rng: Rng): Place => rng.weighted(places.map((p) => [p, p.weight] as const));

export function shippingFor(rng: Rng, place: Place) {
  const buyerShips = rng.chance(0.65);
  if (buyerShips) return { buyerShips, shippingService: '' };
  const carriers =
    place.regionId === 1
      ? ['LTL freight (seller arranged)', 'FedEx Freight Priority', 'UPS Freight']
      : ['DHL Freight', 'DB Schenker', 'LTL freight (seller arranged)'];
  return { buyerShips, shippingService: rng.pick(carriers) };
}

/** Rounds down to the minute, so closing times read well. */
const toMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);

/**
 * When a lot opens and closes, relative to `now`. Open lots close in minutes (the
 * first `soon` of a format), hours or days; upcoming ones open later; closed ones
 * closed up to `closedWithinDays` (40) days ago.
 */
export function schedule(rng: Rng, now: Date, phase: Phase, soon: boolean, closedWithinDays = 40) {
  const t = now.getTime();
  if (phase === 'open') {
    let close: number;
    if (soon) close = t + rng.int(5, 30) * MINUTE + 30_000;
    else if (rng.chance(0.35)) close = t + rng.int(1, 23) * HOUR + rng.int(0, 59) * MINUTE;
    else close = t + rng.int(1, 13) * DAY + rng.int(0, 23) * HOUR;
    const added = t - rng.int(2 * 60, 8 * 24 * 60) * MINUTE;
    return { dateAdded: toMinute(added), dateClosed: soon ? new Date(close) : toMinute(close), closedAt: null };
  }
  if (phase === 'upcoming') {
    const added = t + rng.int(30, 4 * 24 * 60) * MINUTE;
    return { dateAdded: toMinute(added), dateClosed: toMinute(added + rng.int(3, 10) * DAY), closedAt: null };
  }
  const close = toMinute(t - rng.int(20, closedWithinDays * 24 * 60) * MINUTE);
  return { dateAdded: toMinute(close.getTime() - rng.int(3, 10) * DAY), dateClosed: close, closedAt: close };
}

/** Qty within the category's range; larger lots are counted in fives. */
export function lotQty(rng: Rng, range: readonly [number, number]) {
  const q = rng.int(range[0], range[1]);
  return q > 20 ? Math.max(range[0], Math.round(q / 5) * 5) : q;
}
