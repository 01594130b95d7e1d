import type { Db } from '../platform/db/client.js';
import type { Realtime } from '../platform/realtime/gateway.js';
import { createAuthService } from './auth/auth.service.js';
import { createAdminService } from './admin/admin.service.js';
import { createMaintenanceService } from './admin/maintenance.service.js';
import { createContentService } from './content/content.service.js';
import { createCatalogService } from './catalog/catalog.service.js';

/** The services of every feature, built once per process. */
export function createServices(db: Db, realtime: () => Realtime) {
  return {
    auth: createAuthService(db),
    admin: createAdminService(db, realtime),
    maintenance: createMaintenanceService(db),
    content: createContentService(db),
    catalog: createCatalogService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
