/** The public face of the newsletter module: what other modules may use. */
export { newsletterRoutes } from './newsletter.routes.js';
export { type NewsletterService, createNewsletterService } from './newsletter.service.js';
