/** The public face of the lots module: what other modules may use. */
export { type LotCardRow, presentLotCardIdentity } from './lot-card-row.js';
export { lotsRoutes } from './lots.routes.js';
export { type LotsService, type LotsDeps, type LotOrders, createLotsService } from './lots.service.js';
