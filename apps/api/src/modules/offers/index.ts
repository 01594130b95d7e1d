/** The public face of the offers module: what other modules may use. */
export { offersRoutes } from './offers.routes.js';
export { type OffersService, createOffersService } from './offers.service.js';
