/** The public face of the offers module: what other modules may use. */
import { createOffersService } from './offers.service.js';
import { offersRepository } from './offers.repository.js';
export { offersRoutes } from './offers.routes.js';
export { type OffersService, createOffersService } from './offers.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createOffersModule = (deps: Omit<Parameters<typeof createOffersService>[0], 'repo'>) => createOffersService({ ...deps, repo: offersRepository });
