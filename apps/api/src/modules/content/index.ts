/** The public face of the content module: what other modules may use. */
export { contentRepository } from './content.repository.js';
export { contentRoutes } from './content.routes.js';
export { type ContentService, createContentService, sanitizeContent } from './content.service.js';
