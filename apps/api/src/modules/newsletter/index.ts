/** The public face of the newsletter module: what other modules may use. */
import { createNewsletterService } from './newsletter.service.js';
import { newsletterRepository } from './newsletter.repository.js';
export { newsletterRoutes } from './newsletter.routes.js';
export { type NewsletterService, createNewsletterService } from './newsletter.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createNewsletterModule = (deps: Omit<Parameters<typeof createNewsletterService>[0], 'repo'>) => createNewsletterService({ ...deps, repo: newsletterRepository });
