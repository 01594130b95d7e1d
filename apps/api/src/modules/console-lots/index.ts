/** The public face of the console-lots module: what other modules may use. */
import { createConsoleLotsService } from './console-lots.service.js';
import { consoleLotsRepository } from './console-lots.repository.js';
export { consoleLotsRoutes } from './console-lots.routes.js';
export { type ConsoleLotsService, type ConsoleLotsDeps, createConsoleLotsService } from './console-lots.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createConsoleLotsModule = (deps: Omit<Parameters<typeof createConsoleLotsService>[0], 'repo'>) => createConsoleLotsService({ ...deps, repo: consoleLotsRepository });
