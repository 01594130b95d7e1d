/** The public face of the account module: what other modules may use. */
export { accountRoutes } from './account.routes.js';
export { assertWithinSpendCap } from './spend-cap.js';
