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
  route(app, dashboard.searchDashProjects, async ({ body, user }) => ({ status: 'success', data: await services.dashboard.search(user!.id, merged(body)) }));
  route(app, dashboard.dashboard, async ({ body, user }) => ({ status: 'success', data: await services.dashboard.search(user!.id, merged(body)) }));
}
