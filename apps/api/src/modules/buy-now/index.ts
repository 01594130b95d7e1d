/** The public face of the buy-now module: what other modules may use. */
import { createPriceChangesService, type PriceChangesDeps } from './price-changes.service.js';
import { priceChangesRepository } from './price-changes.repository.js';
export { buyNowRoutes } from './buy-now.routes.js';
export { buyNowRefusal, confirmPrice, unitsRemaining } from './buy-now.rules.js';
export { type BuyNowService, createBuyNowService } from './buy-now.service.js';
export { type PriceChangesService, createPriceChangesService } from './price-changes.service.js';

/** The composition root's factory: price changes, built with this module's own repository. */
export const createPriceChangesModule = (deps: Omit<PriceChangesDeps, 'repo'>) => createPriceChangesService({ ...deps, repo: priceChangesRepository });
