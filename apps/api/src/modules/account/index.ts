/** The public face of the account module: what other modules may use. */
export { accountRoutes } from './account.routes.js';
export { type AccountService, createAccountService } from './account.service.js';
export { assertWithinSpendCap } from './spend-cap.js';
