/** The public face of the console-content module: what other modules may use. */
import { consoleContentRepository } from './console-content.repository.js';
import { createConsoleContentService } from './console-content.service.js';
import { createMarketSettingsService } from './market-settings.service.js';
export { consoleContentRoutes } from './console-content.routes.js';
export { type ConsoleContentService, createConsoleContentService } from './console-content.service.js';
export { type MarketSettingsService, createMarketSettingsService } from './market-settings.service.js';

type ContentDeps = Omit<Parameters<typeof createConsoleContentService>[0], 'repo'>;
type MarketDeps = Omit<Parameters<typeof createMarketSettingsService>[0], 'repo'>;

/** The composition root's factory: the console's content and market settings, built with this module's own repository. */
export function createConsoleContentModule({ db, audit, files, logger, bidding, transactionSettings }: ContentDeps & MarketDeps) {
  return {
    consoleContent: createConsoleContentService({ db, repo: consoleContentRepository, audit, files, logger }),
    marketSettings: createMarketSettingsService({ db, repo: consoleContentRepository, audit, bidding, transactionSettings }),
  };
}
