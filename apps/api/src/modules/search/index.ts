/** The public face of the search module: what other modules may use. */
import { searchRepository } from './search.repository.js';
import { textSearchRepository } from './search-text.repository.js';
import { facetCountsRepository } from './facet-counts.repository.js';
import { createSearchService, type SearchDeps } from './search.service.js';
import { createSupportService, type SupportDeps } from './support.service.js';
export { searchRoutes } from './search.routes.js';
export { type SearchService, type SearchDeps, createSearchService } from './search.service.js';
export { type SupportService, type SupportDeps, createSupportService } from './support.service.js';

/** The composition root's factory: search and support, built with this module's own repository. */
export function createSearchModule({ db, settings, notifier, config }: Omit<SearchDeps, 'repo' | 'counts' | 'now'> & Omit<SupportDeps, 'repo'>) {
  return {
    search: createSearchService({ db, repo: { ...searchRepository, ...textSearchRepository }, counts: facetCountsRepository, settings }),
    support: createSupportService({ db, repo: searchRepository, notifier, config }),
  };
}
