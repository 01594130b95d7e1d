/** The public face of the notifications module: what other modules may use. */
import { createNotificationsService } from './notifications.service.js';
import { notificationsRepository } from './notifications.repository.js';
export { defaultEmailCodes } from './email-codes.js';
export { notificationsRoutes } from './notifications.routes.js';
export { ENDING_SOON_QUEUE, type NotificationsService, PUBLISHED_SCAN_QUEUE, PUBLISHED_SCAN_SECONDS, SMS_QUEUE, createNotificationsService } from './notifications.service.js';
export { MAIL_QUEUE, mailQueueFor, type MailJob, type Notifier, mailJobHandler, mailLanguage, notifierFor } from './notifier.js';
export { accountApproved, sellerAccepted, sellerDeclined } from './templates/accounts.js';
export { disputeAnswered, invoiceCancelled } from './templates/console-sales.js';
export { fillText, verificationTexts } from './templates/notification.js';
export { disputeOpened, paymentReceipt } from './templates/receipt.js';
export { render } from './templates/render.js';
export { supportAcknowledgement, supportOperator } from './templates/support.js';
export type { Localised } from './templates/render.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createNotificationsModule = (deps: Omit<Parameters<typeof createNotificationsService>[0], 'repo'>) => createNotificationsService({ ...deps, repo: notificationsRepository });
