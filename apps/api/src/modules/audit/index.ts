/** The public face of the audit module: what other modules may use. */
export { audit, type AuditLog, type AuditRecord } from './audit.js';
export { auditRoutes } from './audit.routes.js';
export { type AuditService, createAuditService } from './audit.service.js';
