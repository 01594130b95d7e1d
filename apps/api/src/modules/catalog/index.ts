/** The public face of the catalog module: what other modules may use. */
import { createCatalogService } from './catalog.service.js';
import { catalogRepository } from './catalog.repository.js';
export { catalogRoutes } from './catalog.routes.js';
export { type CatalogService, DEFAULT_BID_INCREMENT, createCatalogService } from './catalog.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createCatalogModule = (deps: Omit<Parameters<typeof createCatalogService>[0], 'repo'>) => createCatalogService({ ...deps, repo: catalogRepository });
