import type { ReferenceData } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { CatalogRepository } from './catalog.repository.js';

/** Increment used when no band of the table covers a price. */
export const DEFAULT_BID_INCREMENT = 1000;

export function createCatalogService({ db, repo }: { db: Db; repo: CatalogRepository }) {
  return {
    async referenceData(): Promise<ReferenceData> {
      const r = await repo.referenceData(db);
      return {
        categories: r.cats.map((c) => ({
          id: c.id,
          key: c.key,
          name: c.name,
          brands: r.catBrands.filter((b) => b.categoryId === c.id).map((b) => ({ id: b.id, name: b.name })),
        })),
        conditions: r.conds.map((c) => ({ id: c.id, name: c.name, language_var: c.languageVar, description: c.description })),
        regions: r.regs.map((g) => ({ id: g.id, name: g.name, language_var: g.languageVar })),
        countries: r.ctrs.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2 })),
        states: r.sts.map((s) => ({ id: s.id, country_id: s.countryId, code: s.code, name: s.name })),
        currencies: r.curs.map((c) => ({ id: c.id, country_name: c.countryName, country_exactcode: c.code, current_value: c.rateToEur })),
        bid_increments: r.incs.map((i) => ({ id: i.id, from_amount: i.fromAmount, to_amount: i.toAmount, increment: i.increment })),
        default_bid_increment: DEFAULT_BID_INCREMENT,
      };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
