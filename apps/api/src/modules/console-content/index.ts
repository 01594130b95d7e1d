/** The public face of the console-content module: what other modules may use. */
export { consoleContentRoutes } from './console-content.routes.js';
export { type ConsoleContentService, createConsoleContentService } from './console-content.service.js';
export { type MarketSettingsService, createMarketSettingsService } from './market-settings.service.js';
