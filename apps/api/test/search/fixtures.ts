import type { Db } from '../../src/platform/db/client.js';
import {
  bids,
  brands,
  categories,
  conditions,
  countries,
  lineItems,
  lotImages,
  lots,
  manifestLines,
  regions,
} from '../../src/platform/db/schema/index.js';

type LotInsert = typeof lots.$inferInsert;

/** Reference rows the search tests filter on (ids read back: other tests may share the database). */
export interface SearchRefs {
  cat: { laptops: number; monitors: number; servers: number };
  brand: { dell: number; lenovo: number; hp: number; supermicro: number };
  cond: { a: number; b: number };
  region: { america: number; europe: number };
  country: { us: number; france: number; germany: number };
}

const tag = `${process.pid}-${Date.now()}`;

export async function seedSearchReference(db: Db): Promise<SearchRefs> {
  const cat = async (key: string, name: string) =>
    (await db.insert(categories).values({ key: `${key}-${tag}`, name }).returning({ id: categories.id }))[0]!.id;
  const brand = async (name: string) => (await db.insert(brands).values({ name: `${name} ${tag}` }).returning({ id: brands.id }))[0]!.id;
  const cond = async (name: string) =>
    (await db.insert(conditions).values({ name, languageVar: name, description: name }).returning({ id: conditions.id }))[0]!.id;
  await db
    .insert(regions)
    .values([
      { id: 1, name: 'America', languageVar: 'america' },
      { id: 3, name: 'Europe', languageVar: 'europe' },
    ])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([
      { id: 231, name: 'United States', iso2: 'US' },
      { id: 75, name: 'France', iso2: 'FR' },
      { id: 82, name: 'Germany', iso2: 'DE' },
    ])
    .onConflictDoNothing();
  const countryId = async (iso2: string) =>
    (await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).find((c) => c.iso2 === iso2)!.id;
  return {
    cat: { laptops: await cat('laptops', 'Laptops'), monitors: await cat('monitors', 'Monitors'), servers: await cat('servers', 'Servers') },
    brand: { dell: await brand('Dell'), lenovo: await brand('Lenovo'), hp: await brand('HP'), supermicro: await brand('Supermicro') },
    cond: { a: await cond('Grade A'), b: await cond('Grade B') },
    region: { america: 1, europe: 3 },
    country: { us: await countryId('US'), france: await countryId('FR'), germany: await countryId('DE') },
  };
}

/** A lot as the tests see it: what was inserted plus the wire-side facts used to compute expectations. */
export interface Fixture {
  id: number;
  key: string;
  open: boolean;
  categoryId: number;
  brandId: number;
  conditionId: number;
  listfmt: number;
  lottype: number;
  regionId: number;
  countryId: number;
  price: number;
  dateAdded: Date;
  dateClosed: Date;
}

const fmtCode = { sealed: 0, buynow: 1, live: 3, lineitem: 4, pricelock: 5 } as const;

export async function insertLot(
  db: Db,
  refs: SearchRefs,
  key: string,
  v: {
    title: string;
    cat: keyof SearchRefs['cat'];
    brand: keyof SearchRefs['brand'];
    cond: keyof SearchRefs['cond'];
    fmt: keyof typeof fmtCode;
    size: 0 | 1;
    region: keyof SearchRefs['region'];
    country: 'United States' | 'France' | 'Germany';
    price: number;
    addedMin: number;
    closesMin: number;
    status?: 'open' | 'sold' | 'closed';
    extra?: Partial<LotInsert>;
  },
): Promise<Fixture> {
  const now = Date.now();
  const dateAdded = new Date(now + v.addedMin * 60_000);
  const dateClosed = new Date(now + v.closesMin * 60_000);
  const status = v.status ?? 'open';
  const [row] = await db
    .insert(lots)
    .values({
      title: v.title,
      categoryId: refs.cat[v.cat],
      brandId: refs.brand[v.brand],
      conditionId: refs.cond[v.cond],
      listingFormat: v.fmt,
      auctionType: v.fmt === 'sealed' ? 'sealed' : v.fmt === 'lineitem' ? 'lineitem' : 'live',
      lotSize: v.size,
      regionId: refs.region[v.region],
      country: v.country,
      startingPrice: v.price,
      currentPrice: v.price,
      dateAdded,
      dateClosed,
      status,
      ...v.extra,
    })
    .returning({ id: lots.id });
  const countryId = { 'United States': refs.country.us, France: refs.country.france, Germany: refs.country.germany }[v.country];
  return {
    id: row!.id,
    key,
    open: status === 'open' && dateClosed.getTime() > now,
    categoryId: refs.cat[v.cat],
    brandId: refs.brand[v.brand],
    conditionId: refs.cond[v.cond],
    listfmt: fmtCode[v.fmt],
    lottype: v.size,
    regionId: refs.region[v.region],
    countryId,
    price: v.price,
    dateAdded,
    dateClosed,
  };
}

export async function addImage(db: Db, lotId: number, file: string, sortOrder: number) {
  await db.insert(lotImages).values({ lotId, file, sortOrder });
}

export async function addManifestLine(db: Db, lotId: number, partNumber: string, productName = 'Part') {
  const [row] = await db
    .insert(manifestLines)
    .values({ lotId, brand: 'Generic', productName, category: 'Parts', partNumber, qty: 1 })
    .returning({ id: manifestLines.id });
  return row!.id;
}

export async function addSubLot(db: Db, lotId: number, n: number, partNumber: string, title = `Sub-lot ${n}`) {
  await db.insert(lineItems).values({ lotId, subLotNumber: n, title, partNumber, startingPrice: 500, currentPrice: 500 });
}

export async function addBid(db: Db, lotId: number, userId: number, amount: number, sequence: number) {
  await db.insert(bids).values({ lotId, userId, amount, maxAmount: amount, sequence });
}
