/** The public face of the notifications module: what other modules may use. */
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
