/** The public face of the console-lots module: what other modules may use. */
export { consoleLotsRoutes } from './console-lots.routes.js';
export { createConsoleLotsService } from './console-lots.service.js';
