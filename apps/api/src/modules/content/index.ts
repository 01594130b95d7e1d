/** The public face of the content module: what other modules may use. */
export { contentRoutes } from './content.routes.js';
export { type ContentService, type ContentDeps, type NewsletterForwarder, createContentService, sanitizeContent } from './content.service.js';
