/** The public face of the reports module: what other modules may use. */
export { reportsRoutes } from './reports.routes.js';
export { type ReportsService, createReportsService, SOLD_PRICE_DAYS } from './reports.service.js';
export { type CommissionSetting, COMMISSION_KEY, DEFAULT_COMMISSION, commissionOf, commissionPercentOf } from './report-math.js';
export { watchSoldPrices } from './sold-price-updates.js';
