/** The public face of the console-overview module: what other modules may use. */
export { consoleOverviewRoutes } from './console-overview.routes.js';
export { type ConsoleOverviewService, createConsoleOverviewService } from './console-overview.service.js';
