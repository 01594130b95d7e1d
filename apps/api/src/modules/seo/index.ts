/** The public face of the seo module: what other modules may use. */
export { firstPaintMarkup, firstPaintRoutes, languageFromCookie } from './first-paint.js';
export { seoRoutes } from './seo.routes.js';
