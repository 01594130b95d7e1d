/** The public face of the buy-now module: what other modules may use. */
export { buyNowRoutes } from './buy-now.routes.js';
export { buyNowRefusal, confirmPrice, unitsRemaining } from './buy-now.rules.js';
export { type BuyNowService, createBuyNowService } from './buy-now.service.js';
export { type PriceChangesService, createPriceChangesService } from './price-changes.service.js';
