import type { accountProfiles, users } from '../../platform/db/schema/index.js';
import { invoiceDueAt, shippingFeeFor } from './invoice-math.js';

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

/** The columns of a new invoice (all but the order it bills): shipping when the seller ships, due `invoiceDueDays` after `at`. */
export function invoiceColumns(
  i: { lot: { id: number; currency: string; buyerShips: boolean; shippingFee?: number | null }; buyerId: number; amount: number; at: Date },
  s: { shippingFeeCents: number; invoiceDueDays: number },
  billing: ReturnType<typeof billingOf>,
) {
  return {
    lotId: i.lot.id,
    buyerId: i.buyerId,
    amount: i.amount,
    shippingFee: shippingFeeFor(i.lot.buyerShips, s.shippingFeeCents, i.lot.shippingFee),
    currency: i.lot.currency,
    dueAt: invoiceDueAt(i.at, s.invoiceDueDays),
    createdAt: i.at,
    ...billing,
  };
}
