/** The public face of the console-lots module: what other modules may use. */
export { consoleLotsRoutes } from './console-lots.routes.js';
export { type ConsoleLotsService, type ConsoleLotsDeps, createConsoleLotsService } from './console-lots.service.js';
