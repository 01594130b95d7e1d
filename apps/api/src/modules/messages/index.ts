/** The public face of the messages module: what other modules may use. */
export { sniffImage } from './image-type.js';
export { messagesRoutes } from './messages.routes.js';
export { createMessagesService } from './messages.service.js';
