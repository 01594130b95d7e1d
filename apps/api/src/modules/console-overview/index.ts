/** The public face of the console-overview module: what other modules may use. */
import { createConsoleOverviewService } from './console-overview.service.js';
import { consoleOverviewRepository } from './console-overview.repository.js';
export { consoleOverviewRoutes } from './console-overview.routes.js';
export { type ConsoleOverviewService, createConsoleOverviewService } from './console-overview.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createConsoleOverviewModule = (deps: Omit<Parameters<typeof createConsoleOverviewService>[0], 'repo'>) => createConsoleOverviewService({ ...deps, repo: consoleOverviewRepository });
