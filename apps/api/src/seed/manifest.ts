import type { Rng } from './prng.js';
import type { GenManifestLine } from './types.js';
import type { CategoryProfile, ProductModel } from './data/products.js';

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A serial number in the style of the brand (service tag, HP serial, ...). */
export function serialNumber(rng: Rng, brand: string): string {
  switch (brand) {
    case 'Dell':
      return rng.chars(7);
    case 'HP':
      return `5CG${rng.chars(4, DIGITS)}${rng.chars(3)}`;
    case 'Lenovo':
      return `PF${rng.chars(6)}`;
    case 'Apple':
      return `F${rng.chars(2, UPPER)}${rng.chars(9)}`;
    case 'Samsung':
      return `R58${rng.chars(8)}`;
    case 'Cisco':
      return `FOC${rng.chars(4, DIGITS)}${rng.chars(4)}`;
    default:
      return rng.chars(10);
  }
}

/** A stock-keeping part number in the style of the brand. */
export function partNumber(rng: Rng, brand: string): string {
  switch (brand) {
    case 'HP':
      return `${rng.chars(1, DIGITS)}${rng.chars(2)}${rng.chars(2, DIGITS)}UT#ABA`;
    case 'Lenovo':
      return `20${rng.chars(2)}S${rng.chars(3)}00`;
    case 'Dell':
      return `0${rng.chars(5)}`;
    case 'Apple':
      return `M${rng.chars(4)}LL/A`;
    case 'Samsung':
      return `SM-${rng.chars(4)}`;
    case 'Cisco':
      return `WS-C${rng.chars(4, DIGITS)}-${rng.chars(3)}`;
    default:
      return rng.chars(8);
  }
}

/** A UPC-A code with a valid check digit. */
export function upcA(rng: Rng): string {
  const body = `0${rng.chars(10, DIGITS)}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

/** Splits `total` into `parts` positive integers. */
export function partition(rng: Rng, total: number, parts: number): number[] {
  const n = Math.max(1, Math.min(parts, total));
  const out = Array.from({ length: n }, () => 1);
  for (let left = total - n; left > 0; left--) out[rng.int(0, n - 1)]!++;
  return out;
}

/** A unit's retail price (new, list): about three times its Grade A resale value, in whole dollars. */
export const retailOf = (model: ProductModel) => Math.round((model.unitValue * 3) / 100) * 100;
const ACCESSORY_RETAIL = 2_500;

/** A product a manifest line can name: the model, its category name, and the lot's configuration if any. */
export interface ManifestChoice {
  model: ProductModel;
  category: string;
  spec?: string;
}

/**
 * Manifest lines of a lot (5 to 40): one line a unit with its serial number when
 * the lot is small, grouped lines otherwise; accessory lines top up short lists.
 */
export function buildManifest(
  rng: Rng,
  opts: { qty: number; profile: CategoryProfile; choices: readonly ManifestChoice[] },
): GenManifestLine[] {
  const lines: GenManifestLine[] = [];
  const { qty, profile, choices } = opts;
  const line = (c: ManifestChoice, n: number, part: string): GenManifestLine => {
    const spec = c.spec && rng.chance(0.85) ? c.spec : rng.pick(c.model.specs)[0];
    const productName = `${c.model.name} ${spec}${c.model.noun && c.category !== 'Mixed Lots' ? ` ${c.model.noun}` : ''}`;
    return { brand: c.model.brand, productName, category: c.category, partNumber: part, qty: n, unitRetail: retailOf(c.model) };
  };
  if (qty <= 40) {
    for (let i = 0; i < qty; i++) {
      const c = rng.pick(choices);
      lines.push(line(c, 1, serialNumber(rng, c.model.brand)));
    }
  } else {
    for (const n of partition(rng, qty, rng.int(10, 40))) {
      const c = rng.pick(choices);
      lines.push(line(c, n, partNumber(rng, c.model.brand)));
    }
  }
  while (lines.length < 5) {
    const m = rng.pick(choices).model;
    lines.push({
      brand: m.brand,
      productName: rng.pick(profile.accessories),
      category: 'Accessories',
      partNumber: partNumber(rng, m.brand),
      qty: rng.int(1, Math.max(1, qty)),
      unitRetail: ACCESSORY_RETAIL,
    });
  }
  return lines;
}
