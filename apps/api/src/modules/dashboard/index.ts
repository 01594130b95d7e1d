/** The public face of the dashboard module: what other modules may use. */
import { createDashboardService } from './dashboard.service.js';
import { dashboardRepository } from './dashboard.repository.js';
export { dashboardRoutes } from './dashboard.routes.js';
export { type DashboardService, createDashboardService } from './dashboard.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createDashboardModule = (deps: Omit<Parameters<typeof createDashboardService>[0], 'repo'>) => createDashboardService({ ...deps, repo: dashboardRepository });
