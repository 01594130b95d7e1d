/** The public face of the buyer-groups module (issue 42 §1): what other modules may use. */
import { createBuyerGroupsService } from './buyer-groups.service.js';
import { buyerGroupsRepository } from './buyer-groups.repository.js';
export { buyerGroupsRoutes } from './buyer-groups.routes.js';
export { type BuyerGroupsService, type BuyerGroupsDeps, createBuyerGroupsService } from './buyer-groups.service.js';
export { lotVisibleTo } from '../../platform/db/lot-visibility.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createBuyerGroupsModule = (deps: Omit<Parameters<typeof createBuyerGroupsService>[0], 'repo'>) => createBuyerGroupsService({ ...deps, repo: buyerGroupsRepository });
