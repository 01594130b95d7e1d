/** Reference data of the demo marketplace (ids that other data names are fixed here). */

export const SITE = { id: 1, name: 'Gavel' } as const;

export const categoryData = [
  { key: 'laptops', name: 'Laptops' },
  { key: 'desktops', name: 'Desktops' },
  { key: 'servers', name: 'Servers' },
  { key: 'monitors', name: 'Monitors' },
  { key: 'networking', name: 'Networking' },
  { key: 'tablets', name: 'Tablets' },
  { key: 'printers', name: 'Printers' },
  { key: 'components', name: 'Components & Storage' },
  { key: 'phones', name: 'Phones' },
  { key: 'mixed', name: 'Mixed Lots' },
] as const;
export type CategoryKey = (typeof categoryData)[number]['key'];

/** Every category lists Dell, HP and Lenovo (spec 1 §2); a few add the makers that category really sells. */
export const coreBrands = ['Dell', 'HP', 'Lenovo'] as const;
export const extraBrandsByCategory: Partial<Record<CategoryKey, readonly string[]>> = {
  networking: ['Cisco'],
  tablets: ['Apple', 'Samsung'],
  phones: ['Apple', 'Samsung'],
};
export const brandNames = [...coreBrands, 'Apple', 'Cisco', 'Samsung'] as const;
export type BrandName = (typeof brandNames)[number];

/** Grades, best first. `factor` scales a unit's Grade A value in the price generator. */
export const conditionData = [
  {
    id: 1,
    key: 'newSealed',
    name: 'New / Sealed',
    languageVar: 'condition.newSealed',
    factor: 1.35,
    description: 'Factory-sealed or unused in the original packaging, with all accessories. Manufacturer warranty may apply.',
  },
  {
    id: 2,
    key: 'gradeA',
    name: 'Grade A',
    languageVar: 'condition.gradeA',
    factor: 1,
    description: 'Fully functional, tested and data-wiped. Minimal signs of use: light scratches visible only up close, no dents or cracks.',
  },
  {
    id: 3,
    key: 'gradeB',
    name: 'Grade B',
    languageVar: 'condition.gradeB',
    factor: 0.82,
    description: 'Fully functional, tested and data-wiped. Normal wear: scratches, scuffs or small dents; screens may show light marks when off.',
  },
  {
    id: 4,
    key: 'gradeC',
    name: 'Grade C',
    languageVar: 'condition.gradeC',
    factor: 0.6,
    description: 'Functional but heavily used: deep scratches, dents, worn keyboards, possible screen blemishes or missing rubber feet and covers.',
  },
  {
    id: 5,
    key: 'gradeD',
    name: 'Grade D',
    languageVar: 'condition.gradeD',
    factor: 0.4,
    description: 'Powers on but has a known fault (cracked screen, bad battery, failed port or missing parts). Sold for repair or parts.',
  },
  {
    id: 6,
    key: 'salvage',
    name: 'Salvage',
    languageVar: 'condition.salvage',
    factor: 0.15,
    description: 'Untested or not working, sold as is for parts or recycling. No returns; may be incomplete.',
  },
] as const;
export type ConditionKey = (typeof conditionData)[number]['key'];

export const regionData = [
  { id: 1, name: 'North America', languageVar: 'region.northAmerica' },
  { id: 3, name: 'Europe', languageVar: 'region.europe' },
  { id: 4, name: 'Asia', languageVar: 'region.asia' },
  { id: 5, name: 'South America', languageVar: 'region.southAmerica' },
  { id: 6, name: 'Africa', languageVar: 'region.africa' },
  { id: 7, name: 'Oceania', languageVar: 'region.oceania' },
] as const;

/** Units of each currency per 1 EUR (indicative demo rates). */
export const currencyData: readonly (readonly [code: string, countryName: string, rateToEur: number])[] = [
  ['EUR', 'Euro area', 1],
  ['USD', 'United States', 1.08],
  ['GBP', 'United Kingdom', 0.85],
  ['CNY', 'China', 7.82],
  ['BRL', 'Brazil', 5.93],
  ['CAD', 'Canada', 1.47],
  ['JPY', 'Japan', 162.4],
  ['CHF', 'Switzerland', 0.95],
  ['AUD', 'Australia', 1.64],
  ['INR', 'India', 90.15],
  ['MXN', 'Mexico', 19.62],
  ['PLN', 'Poland', 4.31],
  ['SEK', 'Sweden', 11.42],
  ['NOK', 'Norway', 11.69],
  ['DKK', 'Denmark', 7.46],
  ['ZAR', 'South Africa', 19.85],
];

/** Bid increments by price band, in cents; `to` is exclusive, null for the top band. */
export const bidIncrementData: readonly { id: number; from: number; to: number | null; increment: number }[] = [
  { id: 1, from: 0, to: 10_000, increment: 100 },
  { id: 2, from: 10_000, to: 50_000, increment: 500 },
  { id: 3, from: 50_000, to: 100_000, increment: 1_000 },
  { id: 4, from: 100_000, to: 500_000, increment: 2_500 },
  { id: 5, from: 500_000, to: 2_500_000, increment: 10_000 },
  { id: 6, from: 2_500_000, to: null, increment: 25_000 },
];

/** Operator settings the seed creates when missing (never overwritten). */
export const defaultSettings: Record<string, unknown> = {
  maintenance: false,
  soft_close: { windowSeconds: 300, extensionSeconds: 120, capSeconds: 3600 },
  buyer_approval: { required: false },
};
