/** The public face of the buyer-groups module (issue 42 §1): what other modules may use. */
export { buyerGroupsRoutes } from './buyer-groups.routes.js';
export { type BuyerGroupsService, type BuyerGroupsDeps, createBuyerGroupsService } from './buyer-groups.service.js';
export { lotVisibleTo } from '../../platform/db/lot-visibility.js';
