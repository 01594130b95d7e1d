/** The public face of the account module: what other modules may use. */
import { createAccountService } from './account.service.js';
import { accountRepository } from './account.repository.js';
export { accountRoutes } from './account.routes.js';
export { type AccountService, createAccountService } from './account.service.js';
export { assertWithinSpendCap } from './spend-cap.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createAccountModule = (deps: Omit<Parameters<typeof createAccountService>[0], 'repo'>) => createAccountService({ ...deps, repo: accountRepository });
