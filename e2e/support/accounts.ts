/**
 * Accounts the end-to-end run creates for itself (support/prepare-data.ts), so
 * the journeys do not depend on the demo seed. Each deactivation test gets its
 * own victim per project, because deactivating is permanent.
 */
export const e2eAccounts = {
  buyer: { email: 'e2e.buyer@gavel.test', password: 'E2eBuyer123!', firstName: 'Erin', lastName: 'Buyer', role: 'buyer' },
  admin: { email: 'e2e.admin@gavel.test', password: 'E2eAdmin123!', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  /** A seller account (not a buyer): reaches the console for its own lots only. */
  seller: { email: 'e2e.seller@gavel.test', password: 'E2eSeller123!', firstName: 'Sela', lastName: 'Seller', role: 'seller' },
  victimDesktop: { email: 'e2e.victim.desktop@gavel.test', password: 'E2eVictim123!', firstName: 'Vic', lastName: 'Desktop', role: 'buyer' },
  victimMobile: { email: 'e2e.victim.mobile@gavel.test', password: 'E2eVictim123!', firstName: 'Vic', lastName: 'Mobile', role: 'buyer' },
  homeBellDesktop: { email: 'e2e.home.bell.desktop@gavel.test', password: 'E2eHome123!', firstName: 'Bella', lastName: 'Desktop', role: 'buyer' },
  homeBellMobile: { email: 'e2e.home.bell.mobile@gavel.test', password: 'E2eHome123!', firstName: 'Bella', lastName: 'Mobile', role: 'buyer' },
  homePassDesktop: { email: 'e2e.home.pass.desktop@gavel.test', password: 'E2eHome123!', firstName: 'Paso', lastName: 'Desktop', role: 'buyer' },
  homePassMobile: { email: 'e2e.home.pass.mobile@gavel.test', password: 'E2eHome123!', firstName: 'Paso', lastName: 'Mobile', role: 'buyer' },
} as const;

export type E2eAccount = (typeof e2eAccounts)[keyof typeof e2eAccounts];
