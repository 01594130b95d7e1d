/** The public face of the audit module: what other modules may use. */
export { audit } from './audit.js';
export { auditRoutes } from './audit.routes.js';
