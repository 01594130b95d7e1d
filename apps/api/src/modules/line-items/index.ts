/** The public face of the line-items module: what other modules may use. */
export { lineItemsRoutes } from './line-items.routes.js';
export { type LineItemsService, type LineItemsDeps, createLineItemsService, priceView } from './line-items.service.js';
