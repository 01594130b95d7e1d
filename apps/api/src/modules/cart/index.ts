/** The public face of the cart module: what other modules may use. */
export { cartRepository } from './cart.repository.js';
export { cartRoutes } from './cart.routes.js';
export { createCartService } from './cart.service.js';
