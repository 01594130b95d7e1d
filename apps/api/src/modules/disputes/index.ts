/** The public face of the disputes module: what other modules may use. */
export { disputesRoutes } from './disputes.routes.js';
export { type DisputeMail, createDisputesService } from './disputes.service.js';
