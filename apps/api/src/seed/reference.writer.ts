import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import type { FileStore } from '../platform/files/file-store.js';
import {
  banners,
  bidIncrements,
  brands,
  categories,
  categoryBrands,
  conditions,
  countries,
  currencies,
  regions,
  settings,
  sites,
  staticPages,
  states,
} from '../platform/db/schema/index.js';
import {
  SITE,
  bidIncrementData,
  brandNames,
  categoryData,
  conditionData,
  coreBrands,
  currencyData,
  defaultSettings,
  extraBrandsByCategory,
  regionData,
  type CategoryKey,
  type ConditionKey,
} from './data/reference.js';
import { US_COUNTRY_ID, countryData, usStateData } from './data/geography.js';
import { bannerData } from './data/banners.js';
import { staticPages as pageTexts } from './data/static-pages/index.js';
import { bannerSvg } from './images.js';

export interface ReferenceIds {
  category: Map<CategoryKey, number>;
  brand: Map<string, number>;
  condition: Map<ConditionKey, number>;
}

/** Tables seeded with fixed ids: their sequences must continue after the seeded rows. */
const fixedIdTables = ['conditions', 'states', 'bid_increments', 'banners'] as const;

/**
 * Writes the reference data, adding only what is missing (ON CONFLICT DO NOTHING on
 * natural keys or fixed ids), so operators' edits survive a re-run. Banner images
 * are written when absent. Answers the ids other rows refer to.
 */
export async function writeReferenceData(tx: Tx, files: FileStore): Promise<{ ids: ReferenceIds; files: number }> {
  await tx.insert(sites).values(SITE).onConflictDoNothing();

  await tx
    .insert(categories)
    .values(categoryData.map((c, i) => ({ key: c.key, name: c.name, sortOrder: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(brands)
    .values(brandNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const catRows = await tx
    .select({ id: categories.id, key: categories.key })
    .from(categories)
    .where(
      inArray(
        categories.key,
        categoryData.map((c) => c.key),
      ),
    );
  const brandRows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, [...brandNames]));
  const category = new Map(catRows.map((r) => [r.key as CategoryKey, r.id]));
  const brand = new Map(brandRows.map((r) => [r.name, r.id]));
  await tx
    .insert(categoryBrands)
    .values(
      categoryData.flatMap((c) =>
        [...coreBrands, ...(extraBrandsByCategory[c.key] ?? [])].map((b) => ({ categoryId: category.get(c.key)!, brandId: brand.get(b)! })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(conditions)
    .values(conditionData.map((c) => ({ id: c.id, name: c.name, languageVar: c.languageVar, description: c.description, sortOrder: c.id })))
    .onConflictDoNothing();
  await tx
    .insert(regions)
    .values(regionData.map((r) => ({ ...r })))
    .onConflictDoNothing();
  await tx
    .insert(countries)
    .values(countryData.map(([id, iso2, name]) => ({ id, iso2, name })))
    .onConflictDoNothing();
  await tx
    .insert(states)
    .values(usStateData.map(([code, name], i) => ({ id: i + 1, countryId: US_COUNTRY_ID, code, name })))
    .onConflictDoNothing();
  await tx
    .insert(currencies)
    .values(currencyData.map(([code, countryName, rateToEur]) => ({ code, countryName, rateToEur })))
    .onConflictDoNothing();
  await tx
    .insert(bidIncrements)
    .values(bidIncrementData.map((b) => ({ id: b.id, fromAmount: b.from, toAmount: b.to, increment: b.increment })))
    .onConflictDoNothing();

  await tx
    .insert(staticPages)
    .values(
      Object.entries(pageTexts).flatMap(([language, pages]) =>
        Object.entries(pages).map(([pageKey, p]) => ({ pageKey, language, title: p.title, content: p.content })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(banners)
    .values(
      bannerData.map((b) => ({
        id: b.id,
        image: b.image,
        title: b.title,
        link: 'category' in b.target ? `/search?category=${category.get(b.target.category)}` : b.target.path,
        sortOrder: b.id,
      })),
    )
    .onConflictDoNothing();
  let written = 0;
  for (const b of bannerData) {
    if (await files.exists('banner', b.image)) continue;
    await files.put('banner', b.image, bannerSvg(b));
    written++;
  }

  await tx
    .insert(settings)
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  // Move a sequence forward past the fixed ids only; never back (ids of deleted rows stay unused).
  for (const table of fixedIdTables) {
    await tx.execute(
      sql.raw(
        `select setval(s, m) from (select pg_get_serial_sequence('${table}', 'id') as s, (select max(id) from ${table}) as m) x ` +
          `where m > coalesce(pg_sequence_last_value(s::regclass), 0)`,
      ),
    );
  }

  const conditionRows = await tx.select({ id: conditions.id }).from(conditions);
  const present = new Set(conditionRows.map((r) => r.id));
  const condition = new Map(conditionData.filter((c) => present.has(c.id)).map((c) => [c.key as ConditionKey, c.id]));
  return { ids: { category, brand, condition }, files: written };
}
