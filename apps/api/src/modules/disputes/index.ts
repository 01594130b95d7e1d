/** The public face of the disputes module: what other modules may use. */
export { createDisputesMails } from './disputes.mails.js';
export { disputesRoutes } from './disputes.routes.js';
export { type DisputeMail, type DisputesService, createDisputesService } from './disputes.service.js';
