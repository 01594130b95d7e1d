/** The public face of the content module: what other modules may use. */
import { createContentService } from './content.service.js';
import { contentRepository } from './content.repository.js';
export { contentRoutes } from './content.routes.js';
export { type ContentService, type ContentDeps, type NewsletterForwarder, createContentService, sanitizeContent } from './content.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createContentModule = (deps: Omit<Parameters<typeof createContentService>[0], 'repo'>) => createContentService({ ...deps, repo: contentRepository });
