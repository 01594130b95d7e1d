/** The public face of the line-items module: what other modules may use. */
export { lineItemsRepository } from './line-items.repository.js';
export { lineItemsRoutes } from './line-items.routes.js';
export { createLineItemsService } from './line-items.service.js';
