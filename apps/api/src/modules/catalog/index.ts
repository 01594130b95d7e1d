/** The public face of the catalog module: what other modules may use. */
export { catalogRoutes } from './catalog.routes.js';
export { type CatalogService, DEFAULT_BID_INCREMENT, createCatalogService } from './catalog.service.js';
