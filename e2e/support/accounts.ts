/**
 * Accounts the end-to-end run creates for itself (support/prepare-data.ts), so
 * the journeys do not depend on the demo seed. Each deactivation test gets its
 * own victim per project, because deactivating is permanent.
 */
export const e2eAccounts = {
  buyer: { email: 'e2e.buyer@gavel.test', password: 'E2eBuyer123!', firstName: 'Erin', lastName: 'Buyer', role: 'buyer' },
  admin: { email: 'e2e.admin@gavel.test', password: 'E2eAdmin123!', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  victimDesktop: { email: 'e2e.victim.desktop@gavel.test', password: 'E2eVictim123!', firstName: 'Vic', lastName: 'Desktop', role: 'buyer' },
  victimMobile: { email: 'e2e.victim.mobile@gavel.test', password: 'E2eVictim123!', firstName: 'Vic', lastName: 'Mobile', role: 'buyer' },
} as const;

export type E2eAccount = (typeof e2eAccounts)[keyof typeof e2eAccounts];
