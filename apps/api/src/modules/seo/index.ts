/** The public face of the seo module: what other modules may use. */
export { firstPaintRoutes } from './first-paint.js';
export { seoRoutes } from './seo.routes.js';
