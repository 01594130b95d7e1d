/** The public face of the line-items module: what other modules may use. */
/** @deprecated for other modules: bidding's bulk bids still read it; that use moves behind bidding's own store. */
export { lineItemsRepository } from './line-items.repository.js';
export { lineItemsRoutes } from './line-items.routes.js';
export { type LineItemsService, type LineItemsDeps, createLineItemsService, priceView } from './line-items.service.js';
