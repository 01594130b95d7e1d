/** The public face of the reports module: what other modules may use. */
import { reportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';
import { watchSoldPrices } from './sold-price-updates.js';
export { reportsRoutes } from './reports.routes.js';
export { type ReportsService, createReportsService, SOLD_PRICE_DAYS } from './reports.service.js';
export { type CommissionSetting, COMMISSION_KEY, DEFAULT_COMMISSION, commissionOf, commissionPercentOf } from './report-math.js';
export { watchSoldPrices } from './sold-price-updates.js';

/**
 * The composition root's factory: the reports service, built with this module's own repository;
 * it also starts refreshing open lot pages' sold-price history when a comparable lot sells (issue 42 §4).
 */
export function createReportsModule({ db, events, realtime }: Omit<Parameters<typeof watchSoldPrices>[0], 'repo'>) {
  watchSoldPrices({ db, repo: reportsRepository, events, realtime });
  return createReportsService({ db, repo: reportsRepository });
}
