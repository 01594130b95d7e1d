import type { SQL } from 'drizzle-orm';
import type { SearchFilter } from '@gavel/contract';
import type { planSearch } from '../../apps/api/src/modules/search/search.query.js';
import { searchStatements } from '../../apps/api/src/modules/search/search.repository.js';
import { textSearchStatements } from '../../apps/api/src/modules/search/search-text.repository.js';
import { facetCountStatements } from '../../apps/api/src/modules/search/facet-counts.repository.js';

/**
 * A search call's statements, by name, as the search service runs them for this plan (side by
 * side on a pool): a text search's pages from its own statement, whose closed page counts its own
 * matches; without text the facets and closed count from the kept counts; in completed mode no
 * closed count. `reference`: the reference statements instead (pages and the facet scan).
 */
export function callStatements(plan: ReturnType<typeof planSearch>, type: SearchFilter['type'], reference = false): Record<string, SQL> {
  const text = reference ? null : plan.main.text;
  const pageOf = (q: typeof plan.main) => (text ? textSearchStatements.page({ ...q, text }) : searchStatements.page(q));
  const counts = plan.main.text === null && !reference ? facetCountStatements : searchStatements;
  const main = { page: pageOf(plan.main), 'facets+total': counts.facets(plan.main) };
  if (type === 'completed') return { ...main, 'closed section': pageOf(plan.completed) };
  if (text) return { ...main, 'closed section and count': textSearchStatements.page({ ...plan.completed, text }, true) };
  return { ...main, 'closed section': pageOf(plan.completed), 'closed count': counts.count(plan.completed) };
}
