/** The public face of the dashboard module: what other modules may use. */
export { dashboardRoutes } from './dashboard.routes.js';
export { type DashboardService, createDashboardService } from './dashboard.service.js';
