/** The public face of the private-files module: what other modules may use. */
export { movePrivateFilesOutOfPublic, privateFilesRoutes } from './private-files.routes.js';
