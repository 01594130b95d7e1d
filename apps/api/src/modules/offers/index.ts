/** The public face of the offers module: what other modules may use. */
export { offersRepository } from './offers.repository.js';
export { offersRoutes } from './offers.routes.js';
export { hasExpired } from './offers.rules.js';
export { createOffersService } from './offers.service.js';
