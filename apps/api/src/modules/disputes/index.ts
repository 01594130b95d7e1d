/** The public face of the disputes module: what other modules may use. */
import { createDisputesService } from './disputes.service.js';
import { disputesRepository } from './disputes.repository.js';
export { createDisputesMails } from './disputes.mails.js';
export { disputesRoutes } from './disputes.routes.js';
export { type DisputeMail, type DisputesService, createDisputesService } from './disputes.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createDisputesModule = (deps: Omit<Parameters<typeof createDisputesService>[0], 'repo'>) => createDisputesService({ ...deps, repo: disputesRepository });
