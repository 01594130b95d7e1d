/** The public face of the cart module: what other modules may use. */
import { createCartService } from './cart.service.js';
import { cartRepository } from './cart.repository.js';
export { cartRoutes } from './cart.routes.js';
export { type CartService, createCartService } from './cart.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createCartModule = (deps: Omit<Parameters<typeof createCartService>[0], 'repo'>) => createCartService({ ...deps, repo: cartRepository });
