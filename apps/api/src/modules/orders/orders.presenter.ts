import { listingFormats, type Invoice, type orders } from '@gavel/contract';

type AdminInvoice = orders.AdminInvoice;
type AdminPayment = orders.AdminPayment;
import type { InvoiceRecord } from './orders.repository.js';
import { invoiceNumber, invoicePaymentReference, invoiceTotal } from './invoice-math.js';

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };
export const currencySymbol = (c: string) => currencySymbols[c] ?? c;

/** Item condition codes (spec 2 §3): 1 new, 3 used working, 4 open box new, 29 as is. */
const conditionLabels: Record<number, string> = { 1: 'New', 3: 'Used - Working', 4: 'Open Box - New', 29: 'As Is' };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Invoice record → the spec's invoice (money in cents; the contract's codec turns it into units). */
export function presentInvoice(r: InvoiceRecord): Invoice {
  const i = r.invoice;
  const first = r.orders[0];
  const lineItemOrders = r.orders.filter((o) => o.lineItemId !== null);
  const qty = lineItemOrders.length ? lineItemOrders.reduce((n, o) => n + o.qty, 0) : (first?.qty ?? r.lot.qty);
  const kind = first?.kind ?? 'auction';
  const lines = lineItemOrders.map((o) => ({
    title: o.lineTitle ?? '',
    id: o.lineItemId!,
    linesublot: o.subLotNumber ?? 0,
    qty: o.qty,
    amount: o.amount,
  }));
  const total = invoiceTotal(i);
  return {
    id: i.id,
    common_invoice: invoiceNumber(i.id, i.createdAt),
    order_id: i.orderId,
    project_id: r.lot.id,
    kind,
    status: i.status,
    paid: i.status === 'paid' ? 1 : 0,
    pay_reject: i.status === 'cancelled' ? 1 : 0,
    r_date: iso(i.cancelledAt),
    date_added: i.createdAt.toISOString(),
    inv_createddate: i.createdAt.toISOString(),
    inv_paiddate: iso(i.paidAt),
    due_date: i.dueAt.toISOString(),
    buyeruser_id: i.buyerId,
    repfirstname: i.billingFirstname || r.buyer.firstName,
    replastname: i.billingLastname || r.buyer.lastName,
    companyname: i.billingCompanyname || r.buyer.companyName || '',
    address1: i.billingAddress,
    city: i.billingCity,
    state: i.billingState,
    zip: i.billingZipcode,
    country: i.billingCountry,
    title: r.lot.title,
    qty,
    condition: conditionLabels[r.lot.itemCondition] ?? '',
    auctiontype: r.lot.auctionType,
    lottype: listingFormats[r.lot.listingFormat as keyof typeof listingFormats] ?? 0,
    buyership: r.lot.buyerShips ? 1 : 0,
    shipping_service: r.lot.shippingService,
    currency: i.currency,
    currency_symbol: currencySymbol(i.currency),
    bprice: first?.unitPrice ?? i.amount,
    counter_amount: first?.counterAmount ?? null,
    oid: first?.offerId ?? null,
    amount: i.amount,
    shipping_fee: i.shippingFee,
    card_fee: i.cardFee,
    total,
    payment_method: i.paymentMethod,
    card_brand: i.cardBrand,
    card_last4: i.cardLast4,
    payment_reference: invoicePaymentReference(i.id),
    cancel_reason: i.cancelReason,
    appointment: iso(i.appointmentAt),
    lineitem: lines,
    invoicelineitem: lines,
    items: lines.length ? lines.map((l) => ({ id: l.id, title: l.title, qty: l.qty, amount: l.amount })) : [{ id: r.lot.id, title: r.lot.title, qty, amount: i.amount }],
    transactions:
      i.status === 'paid' && i.paidAt
        ? [{ method: i.paymentMethod ?? 'wire', amount: total, date: i.paidAt.toISOString(), reference: invoicePaymentReference(i.id) }]
        : [],
    location: { country: r.lot.country ?? '', state: r.lot.state ?? '', city: r.lot.city ?? '' },
    cart: { payable: i.status === 'unpaid' ? 1 : 0, total_due: i.status === 'unpaid' ? total : 0 },
  };
}

/** The console's invoice: the buyer's account with it. */
export const presentAdminInvoice = (r: InvoiceRecord): AdminInvoice => ({
  ...presentInvoice(r),
  buyer: { id: r.invoice.buyerId, name: `${r.buyer.firstName} ${r.buyer.lastName}`.trim(), email: r.buyer.email },
});

interface PaymentRecord {
  payment: {
    id: number; method: 'wire' | 'card'; status: AdminPayment['status']; amount: number; cardFee: number; total: number; currency: string;
    reference: string; cardBrand: string | null; cardLast4: string | null; failureCode: string | null; createdAt: Date; buyerId: number;
  };
  buyer: { firstName: string; lastName: string; email: string };
  invoiceIds: number[];
}

/** A payment for the console: brand and last four only (the card number is never stored). */
export const presentAdminPayment = (r: PaymentRecord): AdminPayment => ({
  id: r.payment.id,
  buyer: { id: r.payment.buyerId, name: `${r.buyer.firstName} ${r.buyer.lastName}`.trim(), email: r.buyer.email },
  method: r.payment.method,
  status: r.payment.status,
  amount: r.payment.amount,
  card_fee: r.payment.cardFee,
  total: r.payment.total,
  currency: r.payment.currency,
  reference: r.payment.reference,
  card_brand: r.payment.cardBrand,
  card_last4: r.payment.cardLast4,
  failure_code: r.payment.failureCode,
  invoice_ids: r.invoiceIds,
  created_at: r.payment.createdAt.toISOString(),
});
