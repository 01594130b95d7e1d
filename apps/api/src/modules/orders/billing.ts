import type { accountProfiles, users } from '../../platform/db/schema/index.js';

/** A buyer as read for billing: the account, its saved profile (if any) and its company's name. */
export type BillingRow = { profile: typeof accountProfiles.$inferSelect | null; user: typeof users.$inferSelect; companyName: string | null };

/** The saved billing address when there is one, else the account's own address. */
export function billingOf(r: BillingRow) {
  const p = r.profile;
  const u = r.user;
  if (p && p.billingAddress) {
    return {
      billingFirstname: p.billingFirstname,
      billingLastname: p.billingLastname,
      billingCompanyname: p.billingCompanyname,
      billingAddress: p.billingAddress,
      billingCity: p.billingCity,
      billingState: p.billingState,
      billingCountry: p.billingCountry,
      billingZipcode: p.billingZipcode,
    };
  }
  return {
    billingFirstname: u.firstName,
    billingLastname: u.lastName,
    billingCompanyname: r.companyName ?? '',
    billingAddress: u.street,
    billingCity: u.city,
    billingState: u.state,
    billingCountry: u.country,
    billingZipcode: u.zip,
  };
}
