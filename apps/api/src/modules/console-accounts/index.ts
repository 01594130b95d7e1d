/** The public face of the console-accounts module: what other modules may use. */
import { accountsRepository, sellerRequestsAdminRepository } from './console-accounts.repository.js';
import { type ConsoleAccountsDeps, createConsoleAccountsService } from './console-accounts.service.js';
export { consoleAccountsRoutes } from './console-accounts.routes.js';
export { type ConsoleAccountsService, createConsoleAccountsService } from './console-accounts.service.js';

/** The composition root's factory: the service, built with this module's own repositories. */
export const createConsoleAccountsModule = (deps: Omit<ConsoleAccountsDeps, 'accounts' | 'sellerRequests'>) =>
  createConsoleAccountsService({ ...deps, accounts: accountsRepository, sellerRequests: sellerRequestsAdminRepository });
