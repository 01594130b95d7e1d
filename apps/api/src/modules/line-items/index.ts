/** The public face of the line-items module: what other modules may use. */
import { createLineItemsService } from './line-items.service.js';
import { lineItemsRepository } from './line-items.repository.js';
export { lineItemsRoutes } from './line-items.routes.js';
export { type LineItemsService, type LineItemsDeps, createLineItemsService, priceView } from './line-items.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createLineItemsModule = (deps: Omit<Parameters<typeof createLineItemsService>[0], 'repo'>) => createLineItemsService({ ...deps, repo: lineItemsRepository });
