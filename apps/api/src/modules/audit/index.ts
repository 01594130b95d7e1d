/** The public face of the audit module: what other modules may use. */
import { createAuditService } from './audit.service.js';
import { auditRepository } from './audit.repository.js';
export { audit, type AuditLog, type AuditRecord } from './audit.js';
export { auditRoutes } from './audit.routes.js';
export { type AuditService, createAuditService } from './audit.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createAuditModule = (deps: Omit<Parameters<typeof createAuditService>[0], 'repo'>) => createAuditService({ ...deps, repo: auditRepository });
