/** The public face of the lots module: what other modules may use. */
export { type LotCardRow, presentLotCardIdentity } from './lot-card-row.js';
export { lotsRepository } from './lots.repository.js';
export { lotsRoutes } from './lots.routes.js';
export { createLotsService } from './lots.service.js';
