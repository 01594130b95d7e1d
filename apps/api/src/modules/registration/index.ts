/** The public face of the registration module: what other modules may use. */
export { issueInvitationToken } from './invitation-tokens.js';
export { invitationsRepository } from './invitations.repository.js';
export { registrationRepository } from './registration.repository.js';
export { registrationRoutes } from './registration.routes.js';
export { BUYER_APPROVAL_KEY } from './registration.service.js';
