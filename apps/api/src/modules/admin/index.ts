/** The public face of the admin module: what other modules may use. */
export { adminRoutes } from './admin.routes.js';
export { type AdminService, createAdminService } from './admin.service.js';
export { installMaintenanceGuard } from './maintenance.guard.js';
export { type MaintenanceService, createMaintenanceService } from './maintenance.service.js';
