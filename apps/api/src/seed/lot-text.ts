import type { Rng } from './prng.js';
import type { CategoryProfile, DeviceKind, ProductModel } from './data/products.js';
import type { ConditionKey } from './data/reference.js';
import type { ListingFormat } from './types.js';
import { formatUsd, groupThousands } from './prices.js';

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How a lot is packed: the title's container word, the size text and the lot size code (1 small, 0 large). */
export function packaging(qty: number, profile: CategoryProfile, unitWeightLb: number) {
  const pallets = Math.ceil(qty / profile.perPallet);
  const weight = Math.round((qty * unitWeightLb + pallets * 45) / 10) * 10;
  if (pallets === 1 && qty * 3 < profile.perPallet && weight < 150) {
    const boxes = Math.max(1, Math.ceil(weight / 50));
    return {
      container: 'Lot of',
      sizeText: `${boxes} ${boxes === 1 ? 'box' : 'boxes'}, approx. ${weight} lb`,
      lotSize: 1 as const,
    };
  }
  const height = Math.min(72, 30 + Math.round((qty / pallets / profile.perPallet) * 40));
  return {
    container: pallets === 1 ? 'Pallet of' : `${pallets} Pallets of`,
    sizeText: `${pallets} ${pallets === 1 ? 'pallet' : 'pallets'}, 48x40x${height} in, approx. ${groupThousands(weight)} lb`,
    lotSize: pallets >= 2 || weight > 1000 ? (0 as const) : (1 as const),
  };
}

export const gradeLabel: Record<ConditionKey, string> = {
  newSealed: 'New / Sealed',
  gradeA: 'Grade A',
  gradeB: 'Grade B',
  gradeC: 'Grade C',
  gradeD: 'Grade D',
  salvage: 'Salvage',
};

/** "Pallet of 40 Dell Latitude 7490 i5-8350U 16GB 256GB SSD – Grade B". */
export function lotTitle(container: string, qty: number, m: ProductModel, spec: string, device: DeviceKind, grade: ConditionKey) {
  if (device === 'mixed') return `${container} ${qty} mixed ${m.brand} ${m.name} ${m.noun} (${spec}) – ${gradeLabel[grade]}`;
  return `${container} ${qty} ${m.brand} ${m.name} ${spec}${m.noun ? ` ${m.noun}` : ''} – ${gradeLabel[grade]}`;
}

const sources = [
  'Fortune 500 lease return',
  'regional hospital network refresh',
  'university computer-lab refresh',
  'bank branch decommission',
  'data-centre decommission',
  'call-centre closure',
  'state agency surplus sale',
  'insurance company tech refresh',
];

const osText: Record<DeviceKind, string> = {
  laptop: 'No operating system; BIOS unlocked; Windows 10/11 Pro COA stickers present on most units',
  desktop: 'No operating system; BIOS unlocked; Windows 10 Pro COA stickers present on most units',
  tablet: 'Factory reset; activation / MDM locks removed where applicable',
  phone: 'Factory reset; iCloud / Google FRP locks removed; carrier unlocked',
  server: 'iDRAC / iLO / XClarity reset to defaults; no operating system; RAID configuration cleared',
  switch: 'Reset to factory configuration; running the last installed firmware',
  monitor: 'No software',
  printer: 'Reset to factory defaults; page counts listed in the manifest',
  drive: 'Wiped to NIST 800-88 Purge; SMART health reported in the manifest',
  mixed: 'No operating system; BIOS unlocked where possible',
};

/** The lot's product description (HTML). */
export function lotDescription(rng: Rng, o: { qty: number; m: ProductModel; spec: string; device: DeviceKind; grade: ConditionKey }) {
  const { qty, m, spec, device, grade } = o;
  const wiped =
    device === 'monitor'
      ? 'Each unit is powered on and checked for dead pixels.'
      : 'All storage was sanitised to NIST 800-88 before listing.';
  const accessories =
    device === 'laptop' && rng.chance(0.5)
      ? 'AC adapters included (generic, 65W).'
      : 'Units only: no power adapters, cables or packaging unless listed in the manifest.';
  return [
    '<h3>Overview</h3>',
    `<p>${qty} × ${escapeHtml(`${m.brand} ${m.name}`)} (${escapeHtml(spec)}), in ${gradeLabel[grade]} condition. Off-lease units from a ${rng.pick(sources)}. ${wiped}</p>`,
    '<h3>Specifications</h3>',
    '<ul>',
    `<li>Manufacturer: ${m.brand}</li>`,
    `<li>Model: ${escapeHtml(m.name)}</li>`,
    `<li>Configuration: ${escapeHtml(spec)}</li>`,
    `<li>Approximate year: ${m.year}</li>`,
    `<li>Software: ${osText[device]}</li>`,
    '</ul>',
    `<p>${accessories} Serial numbers are listed in the manifest.</p>`,
  ].join('');
}

const conditionText: Record<ConditionKey, string> = {
  newSealed: 'Factory-sealed boxes; a few outer cartons have shelf wear. Units were not opened.',
  gradeA: 'Tested working. Very light signs of use; screens and housings clean; no missing keys or parts.',
  gradeB: 'Tested working. Normal wear: scratches and scuffs on lids and bases; screens may show light marks when off.',
  gradeC: 'Tested working. Heavy cosmetic wear: deep scratches, dents, worn keys, some screen blemishes or missing feet.',
  gradeD:
    'Powers on with a known fault per unit (cracked screen, bad battery, failed port or missing parts); faults listed in the manifest.',
  salvage: 'Untested, sold as is for parts or recycling. Units may be incomplete or not power on. No returns.',
};
export const conditionNotes = (grade: ConditionKey) => conditionText[grade];

/** Auction details (HTML): lot reference, inspection, pickup, payment. */
export function auctionDetails(rng: Rng, o: { reference: string; city: string; state: string; buyerShips: boolean; shipping: string }) {
  const pickup = o.buyerShips
    ? `Buyer arranges freight. Dock pickup in ${escapeHtml(o.city)}, ${escapeHtml(o.state)}, Monday–Friday 8 am–4 pm; forklift available.`
    : `Seller ships via ${escapeHtml(o.shipping)}; the freight charge is added to the invoice.`;
  return [
    '<ul>',
    `<li><strong>Lot reference:</strong> ${o.reference}</li>`,
    `<li><strong>Inspection:</strong> ${rng.chance(0.5) ? 'by appointment, two business days notice' : 'photos and test reports only; no on-site inspection'}</li>`,
    `<li><strong>Pickup / shipping:</strong> ${pickup}</li>`,
    '<li><strong>Payment:</strong> wire transfer, or credit card with a 3% fee, within 3 business days of the invoice. No buyer’s premium.</li>',
    '</ul>',
  ].join('');
}

const formatNotes: Record<ListingFormat, string> = {
  live: 'Live auction with soft close: a bid in the last 5 minutes extends the closing time by 2 minutes. Proxy (maximum) bids are welcome.',
  buynow: 'Buy it now at the listed price, or make an offer; offers are reviewed by our team within one business day.',
  sealed:
    'Sealed-bid auction: other bidders’ amounts are never shown. The highest bid at the close wins; a new bid must beat your previous one by the blind increment.',
  lineitem: 'Line-item auction: every sub-lot is bid on and awarded separately. Upload a spreadsheet to bid on many sub-lots at once.',
  pricelock: 'Price lock: the price is fixed for the listing period. First confirmed order takes the lot.',
};

export function auctionNotes(format: ListingFormat, qty: number) {
  const variance = qty > 20 ? ' Quantities are counted by the seller; a variance of up to 2% can occur.' : '';
  return `<p>${formatNotes[format]}${variance}</p>`;
}

const termsOptions = [
  '<p>This lot is sold to registered resellers and refurbishers only. Units may not be exported to countries under US embargo; the buyer confirms compliance with US export regulations (EAR).</p>',
  '<p>Lithium batteries are included: the buyer must ship with a carrier certified for UN3481 / UN3091 shipments. Damaged batteries are not covered by any claim.</p>',
  '<p>The buyer agrees to keep asset tags and serial-number records for 12 months and to provide a certificate of resale or recycling on request.</p>',
  '<p>Salvage terms: sold as is, where is. The buyer must be an R2v3 or e-Stewards certified recycler and provide downstream recycling documentation.</p>',
];

export function lotTerms(rng: Rng, grade: ConditionKey, minimumBid: number) {
  const text = grade === 'salvage' ? termsOptions[3]! : rng.pick(termsOptions.slice(0, 3));
  return `${text}<p>Bids below ${formatUsd(minimumBid)} are not accepted. All sales are final except as described in the grading guide.</p>`;
}
