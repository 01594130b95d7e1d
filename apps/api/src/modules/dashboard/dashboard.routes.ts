import type { FastifyInstance } from 'fastify';
import { dashboard, type DashboardFilter } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

/** `location[]`, `state[]`, `city[]` (the spec's names) join `location`, `state`, `city`. */
const merged = (b: DashboardFilter): DashboardFilter => ({
  ...b,
  location: [...b.location, ...b['location[]']],
  state: [...b.state, ...b['state[]']],
  city: [...b.city, ...b['city[]']],
});

export function dashboardRoutes(app: FastifyInstance, { services }: AppDeps) {
  // The spec names records, sorts, setDisp and totalRecords on the answer (as auction/search has them); `data` kept.
  const answer = async (userId: number, filter: DashboardFilter) => {
    const data = await services.dashboard.search(userId, merged(filter));
    return { status: 'success' as const, records: data.records, sorts: data.sorts, setDisp: data.setDisp, totalRecords: data.totalRecords, data };
  };
  route(app, dashboard.searchDashProjects, ({ body, user }) => answer(user!.id, body));
  route(app, dashboard.dashboard, ({ body, user }) => answer(user!.id, body));
}
