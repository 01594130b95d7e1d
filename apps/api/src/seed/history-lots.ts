import { generateLots, lotPlan } from './lot-generator.js';
import { listingFormats, phases, type GenLot, type ListingFormat, type Phase } from './types.js';

type Plan = Record<ListingFormat, Record<Phase, number>>;
const plan = (p: Partial<Record<ListingFormat, Partial<Record<Phase, number>>>>): Plan =>
  Object.fromEntries(
    listingFormats.map((f) => [f, Object.fromEntries(phases.map((ph) => [ph, p[f]?.[ph] ?? 0])) as Record<Phase, number>]),
  ) as Plan;

/** Days of sales history the demo shows (reports, sold-price charts). */
export const HISTORY_DAYS = 90;

/** The first seller's older sales: closed lots spread over the last 90 days. */
export const historyPlan: Plan = plan({
  live: { sold: 44, unsold: 12 },
  buynow: { sold: 8 },
  sealed: { sold: 8, unsold: 3 },
  lineitem: { sold: 3 },
  pricelock: { sold: 6 },
});

/** The second seller's lots: a few open ones (with offers) and 90 days of sales. */
export const seller2Plan: Plan = plan({
  live: { open: 10, upcoming: 2, sold: 26, unsold: 7 },
  buynow: { open: 6, sold: 6 },
  sealed: { sold: 5, unsold: 2 },
  lineitem: { sold: 2 },
  pricelock: { open: 3, sold: 4 },
});

const count = (p: Plan) => listingFormats.reduce((n, f) => n + phases.reduce((m, ph) => m + p[f][ph], 0), 0);

/**
 * Closed lots carry one image and no files beyond it: they are there for the figures, and
 * every file written slows the seed that runs at each e2e start.
 */
function lighten(lots: GenLot[]): GenLot[] {
  return lots.map((l) =>
    l.phase === 'sold' || l.phase === 'unsold' ? { ...l, imageCount: 1, hasManifestFile: false, attachments: [] } : l,
  );
}

/**
 * The sales history and the second seller's lots (pure: same seed and clock, same lots).
 * No demo buyer takes part, so the demo buyers' dashboards stay as the main lots make them.
 */
export function generateHistoryLots(opts: { now: Date; seed: number }): { history: GenLot[]; seller2: GenLot[] } {
  const base = count(lotPlan);
  const common = { now: opts.now, closedWithinDays: HISTORY_DAYS, anonymousOnly: true } as const;
  const history = generateLots({ ...common, seed: opts.seed + 1, plan: historyPlan, referenceStart: base + 1 });
  const seller2 = generateLots({ ...common, seed: opts.seed + 2, plan: seller2Plan, referenceStart: base + history.length + 1 });
  return { history: lighten(history), seller2: lighten(seller2) };
}
