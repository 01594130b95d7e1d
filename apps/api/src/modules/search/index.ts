/** The public face of the search module: what other modules may use. */
export { searchRoutes } from './search.routes.js';
export { type SearchService, type SearchDeps, createSearchService } from './search.service.js';
export { type SupportService, type SupportDeps, createSupportService } from './support.service.js';
