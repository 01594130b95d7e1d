/** The public face of the console-accounts module: what other modules may use. */
export { consoleAccountsRoutes } from './console-accounts.routes.js';
export { type ConsoleAccountsService, createConsoleAccountsService } from './console-accounts.service.js';
