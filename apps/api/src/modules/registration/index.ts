/** The public face of the registration module: what other modules may use. */
import { createInvitationsService, type InvitationsDeps } from './invitations.service.js';
import { registrationRepository } from './registration.repository.js';
import { createRegistrationService, type RegistrationDeps } from './registration.service.js';
import { createSellerRequestsService, type SellerRequestsDeps } from './seller-requests.service.js';
import { sellerRequestsRepository } from './seller-requests.repository.js';
import { createTaxDocumentsService, type TaxDocumentsDeps } from './tax-documents.service.js';
import { taxDocumentsRepository } from './tax-documents.repository.js';
export { createInvitationsService, type InvitationsService } from './invitations.service.js';
export { registrationRoutes } from './registration.routes.js';
export { BUYER_APPROVAL_KEY, createRegistrationService, type RegistrationService } from './registration.service.js';
export { createSellerRequestsService, type SellerRequestsService } from './seller-requests.service.js';
export { createTaxDocumentsService, type TaxDocumentsService } from './tax-documents.service.js';

/** The composition root's factory: the module's services, built with its own repositories. */
export function createRegistrationModule(
  deps: Omit<RegistrationDeps, 'repo' | 'taxDocuments' | 'now'> &
    Omit<InvitationsDeps, 'repo'> &
    Omit<TaxDocumentsDeps, 'repo' | 'now'> &
    Pick<SellerRequestsDeps, 'notifier'>,
) {
  const { db, notifier, auth, content, audit, files, logger, buyerApproval } = deps;
  return {
    registration: createRegistrationService({ db, repo: registrationRepository, taxDocuments: taxDocumentsRepository, notifier, auth, content, buyerApproval }),
    invitations: createInvitationsService({ db, repo: registrationRepository, auth, audit, notifier }),
    taxDocuments: createTaxDocumentsService({ db, repo: taxDocumentsRepository, files, logger }),
    sellerRequests: createSellerRequestsService({ db, registrations: registrationRepository, repo: sellerRequestsRepository, notifier }),
  };
}
