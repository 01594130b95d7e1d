/** The public face of the search module: what other modules may use. */
export { searchRoutes } from './search.routes.js';
export { createSearchService } from './search.service.js';
