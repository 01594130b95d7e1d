/** The public face of the registration module: what other modules may use. */
export { createInvitationsService, type InvitationsService } from './invitations.service.js';
export { registrationRoutes } from './registration.routes.js';
export { BUYER_APPROVAL_KEY, createRegistrationService, type RegistrationService } from './registration.service.js';
export { createSellerRequestsService, type SellerRequestsService } from './seller-requests.service.js';
export { createTaxDocumentsService, type TaxDocumentsService } from './tax-documents.service.js';
