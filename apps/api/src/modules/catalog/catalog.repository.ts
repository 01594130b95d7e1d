import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  bidIncrements,
  brands,
  categories,
  categoryBrands,
  conditions,
  countries,
  currencies,
  regions,
  states,
} from '../../platform/db/schema/index.js';

/** United States in the countries table (spec: "State list loaded for country id 231"). */
export const US_COUNTRY_ID = 231;

export const catalogRepository = {
  async referenceData(db: DbOrTx) {
    const [cats, catBrands, conds, regs, ctrs, sts, curs, incs] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
      db
        .select({ categoryId: categoryBrands.categoryId, id: brands.id, name: brands.name })
        .from(categoryBrands)
        .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
        .orderBy(asc(brands.name)),
      db.select().from(conditions).orderBy(asc(conditions.sortOrder), asc(conditions.id)),
      db.select().from(regions).orderBy(asc(regions.id)),
      db.select().from(countries).orderBy(asc(countries.name)),
      db.select().from(states).where(eq(states.countryId, US_COUNTRY_ID)).orderBy(asc(states.name)),
      db.select().from(currencies).orderBy(asc(currencies.code)),
      db.select().from(bidIncrements).orderBy(asc(bidIncrements.fromAmount)),
    ]);
    return { cats, catBrands, conds, regs, ctrs, sts, curs, incs };
  },
};
export type CatalogRepository = typeof catalogRepository;
