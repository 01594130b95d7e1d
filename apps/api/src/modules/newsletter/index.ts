/** The public face of the newsletter module: what other modules may use. */
export { newsletterRoutes } from './newsletter.routes.js';
export { newsletterServiceFor } from './newsletter.service.js';
