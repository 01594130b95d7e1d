/** The public face of the lots module: what other modules may use. */
import { createLotsService } from './lots.service.js';
import { lotsRepository } from './lots.repository.js';
export { type LotCardRow, presentLotCardIdentity } from './lot-card-row.js';
export { lotsRoutes } from './lots.routes.js';
export { type LotsService, type LotsDeps, type LotOrders, createLotsService } from './lots.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createLotsModule = (deps: Omit<Parameters<typeof createLotsService>[0], 'repo'>) => createLotsService({ ...deps, repo: lotsRepository });
