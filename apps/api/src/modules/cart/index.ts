/** The public face of the cart module: what other modules may use. */
export { cartRoutes } from './cart.routes.js';
export { type CartService, createCartService } from './cart.service.js';
