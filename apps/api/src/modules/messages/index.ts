/** The public face of the messages module: what other modules may use. */
import { createMessagesService } from './messages.service.js';
import { messagesRepository } from './messages.repository.js';
export { sniffImage } from './image-type.js';
export { messagesRoutes } from './messages.routes.js';
export { createMessagesService } from './messages.service.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createMessagesModule = (deps: Omit<Parameters<typeof createMessagesService>[0], 'repo'>) => createMessagesService({ ...deps, repo: messagesRepository });
