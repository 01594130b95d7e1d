import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idNumber, idParam, isoDate, money, okResponse, successStatus } from './common.js';

/**
 * Orders and invoices (spec 2 §3 "Invoice/order", §4 "Invoice", §7 product/invoice...).
 * Every sale (auction win, buy now, price lock, accepted offer or counter) has one order
 * and one invoice. Money fields are `money`: currency units on the wire, cents inside.
 */
export const orderKinds = ['auction', 'buynow', 'pricelock', 'offer'] as const;
export const invoiceStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export const invoicePaymentMethods = ['wire', 'card'] as const;
/** A payment method as a request may name it: the spec's `credit_card` (registration's word) is `card`. */
export const paymentMethodInput = z.enum(['wire', 'card', 'credit_card']);
/** The stored method of a requested one (`credit_card` → `card`). */
export const invoicePaymentMethodOf = (m: z.infer<typeof paymentMethodInput>): (typeof invoicePaymentMethods)[number] => (m === 'credit_card' ? 'card' : m);
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Card fee in percent when paid by card (spec 2 §9). */
export const cardFeePercent = 3;

/** A line of a line-item win: one sub-lot. */
export const invoiceLineItemSchema = z.object({
  title: z.string(),
  id: z.number().int(),
  linesublot: z.number().int(),
  qty: z.number().int(),
  amount: money,
});

export const invoiceSchema = z.object({
  /** Invoice id (the `/invoice/{id}` route). */
  id: z.number().int(),
  /** Invoice number shown to people, e.g. "INV-2026-000042". */
  common_invoice: z.string(),
  order_id: z.number().int(),
  /** Lot id. */
  project_id: z.number().int(),
  kind: z.enum(orderKinds),
  status: z.enum(invoiceStatuses),
  /** 0 unpaid, 1 paid (spec). */
  paid: z.number().int(),
  /** 1 cancelled (spec). */
  pay_reject: z.number().int(),
  /** Reject (cancel) date. */
  r_date: isoDate.nullable(),
  date_added: isoDate,
  inv_createddate: isoDate,
  inv_paiddate: isoDate.nullable(),
  due_date: isoDate,
  buyeruser_id: z.number().int(),
  repfirstname: z.string(),
  replastname: z.string(),
  companyname: z.string(),
  /** Billing address (copied from the buyer's billing address when the invoice is made; updated by saveAddress while unpaid). */
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  title: z.string(),
  qty: z.number().int(),
  condition: z.string(),
  auctiontype: z.string(),
  lottype: z.number().int(),
  /** 0: the seller ships (shipping_fee applies); 1: the buyer arranges shipping. */
  buyership: z.number().int(),
  shipping_service: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  /** Unit price for price-lock purchases; equals amount otherwise. */
  bprice: money,
  counter_amount: money.nullable(),
  /** Offer id when the sale came from an offer. */
  oid: z.number().int().nullable(),
  amount: money,
  shipping_fee: money,
  /** 3 % of amount + shipping when paid (or being paid) by card; 0 otherwise. */
  card_fee: money,
  /** amount + shipping_fee + card_fee. */
  total: money,
  payment_method: z.enum(invoicePaymentMethods).nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Reference to quote on a wire transfer. */
  payment_reference: z.string(),
  /** Why the operator cancelled it (null unless cancelled by an operator with a reason). */
  cancel_reason: z.string().nullable(),
  appointment: isoDate.nullable(),
  lineitem: z.array(invoiceLineItemSchema),
  // ---- the spec's further invoice values (spec 2 §3 "Invoice/order") ----
  /** The sub-lots billed (a line-item win), as `lineitem`. */
  invoicelineitem: z.array(invoiceLineItemSchema),
  /** Everything billed: the sub-lots of a line-item win, otherwise the lot itself. */
  items: z.array(z.object({ id: z.number().int(), title: z.string(), qty: z.number().int(), amount: money })),
  /** The payment that settled it (empty while unpaid). */
  transactions: z.array(z.object({ method: z.string(), amount: money, date: isoDate, reference: z.string() })),
  /** Where the goods are (the lot's location). */
  location: z.object({ country: z.string(), state: z.string(), city: z.string() }),
  /** The cart values: whether it can be paid now (in /cart) and the amount due. */
  cart: z.object({ payable: z.number().int(), total_due: money }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET product/invoice/{id}: the caller's invoice; anyone else's answers 404. */
export const getInvoice = defineEndpoint({
  id: 'orders.getInvoice',
  method: 'GET',
  base: 'product',
  path: 'invoice/:id',
  summary: "The caller's invoice by invoice id (404 when it is not theirs)",
  tags: ['orders'],
  access: 'buyer',
  params: idParam,
  response: z.object({ status: successStatus, data: z.object({ invoice: invoiceSchema }) }),
});

/** POST product/invoice {id}: the caller's latest invoice for a lot (dashboard "View order"). */
export const getLotInvoice = defineEndpoint({
  id: 'orders.getLotInvoice',
  method: 'POST',
  base: 'product',
  path: 'invoice',
  summary: "The caller's invoice for a lot (lot id); 404 when they bought nothing on it",
  tags: ['orders'],
  access: 'buyer',
  body: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ status: successStatus, data: z.object({ invoice_id: z.number().int(), invoice: invoiceSchema }) }),
});

export const allInvoicesBody = z.object({
  status: z.enum(invoiceStatuses).optional(),
  page: z.coerce.number().int().positive().default(1),
  sh_limit: z.coerce.number().int().positive().max(100).default(15),
});

/** POST product/allinvoices: the caller's invoices, newest first. */
export const allInvoices = defineEndpoint({
  id: 'orders.allInvoices',
  method: 'POST',
  base: 'product',
  path: 'allinvoices',
  summary: "The caller's invoices, newest first, optionally by status",
  tags: ['orders'],
  access: 'buyer',
  body: allInvoicesBody,
  response: z.object({ status: successStatus, data: z.object({ records: z.array(invoiceSchema), totalRecords: z.number().int() }) }),
});

/** A preview of the invoice a purchase would make (buy-now and counter-offer confirmation screens). */
export const sampleSchema = z.object({
  project_id: z.number().int(),
  title: z.string(),
  avatar: z.string(),
  kind: z.enum(orderKinds),
  /** Price per unit (price lock) or the lot's price. */
  bprice: money,
  qty: z.number().int(),
  /** Units still for sale (price lock); 1 or 0 otherwise. */
  qty_available: z.number().int(),
  amount: money,
  buyership: z.number().int(),
  shipping_service: z.string(),
  shipping_fee: money,
  /** Fee if paid by card (3 %), for information: the total below is before the card fee. */
  card_fee_if_card: money,
  card_fee_percent: z.number(),
  total: money,
  currency: z.string(),
  currency_symbol: z.string(),
  oid: z.number().int().nullable(),
  counter_amount: money.nullable(),
  /** Whether the caller may buy now (lot open, buy now set, price above current). */
  can_buy: z.boolean(),
  /** Why not, when can_buy is false (an error code). */
  reason: z.string().nullable(),
});
export type InvoiceSample = z.infer<typeof sampleSchema>;

/** GET product/viewsample/{id}?qty: preview of a buy-now or price-lock purchase of lot {id}. */
export const viewSample = defineEndpoint({
  id: 'orders.viewSample',
  method: 'GET',
  base: 'product',
  path: 'viewsample/:id',
  summary: 'Preview of the invoice a buy-now (or price-lock purchase of qty units) would create',
  tags: ['orders', 'buy-now'],
  access: 'buyer',
  params: idParam,
  query: z.object({ qty: z.coerce.number().int().positive().default(1) }),
  response: z.object({ status: successStatus, data: z.object({ sample: sampleSchema }) }),
});

/** GET product/viewsample/{id}/{oid}: preview of accepting the counter of offer {oid} on lot {id}. */
export const viewSampleOffer = defineEndpoint({
  id: 'orders.viewSampleOffer',
  method: 'GET',
  base: 'product',
  path: 'viewsample/:id/:oid',
  summary: "Preview of the invoice accepting the counter offer {oid} on lot {id} would create (the caller's offer only)",
  tags: ['orders', 'offers'],
  access: 'buyer',
  params: z.object({ id: idNumber, oid: idNumber }),
  response: z.object({
    status: successStatus,
    data: z.object({ sample: sampleSchema, offer_status: z.string(), expires_at: isoDate.nullable() }),
  }),
});

/** An invoice as the operator console lists it: with the buyer's account. */
export const adminInvoiceSchema = invoiceSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** Operator: list invoices. */
export const adminListInvoices = defineEndpoint({
  id: 'orders.adminList',
  method: 'GET',
  base: 'admin',
  path: 'invoices',
  summary: 'Operator: invoices, newest first, by status / payment method / buyer / lot, with the buyer, lot, amounts and due date',
  tags: ['orders', 'admin'],
  access: 'staff',
  query: z.object({
    status: z.enum(invoiceStatuses).optional(),
    payment_method: paymentMethodInput.optional(),
    buyer_id: z.coerce.number().int().positive().optional(),
    pid: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().positive().default(1),
    sh_limit: z.coerce.number().int().positive().max(100).default(30),
  }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(adminInvoiceSchema), totalRecords: z.number().int() }) }),
});

/** Operator: a wire transfer arrived; mark the invoice paid (sends the receipt). */
export const adminMarkInvoicePaid = defineEndpoint({
  id: 'orders.adminMarkPaid',
  method: 'POST',
  base: 'admin',
  path: 'invoices/:id/mark-paid',
  summary: 'Operator: mark an unpaid invoice paid (wire received); the buyer is notified and sent the receipt',
  tags: ['orders', 'admin'],
  access: 'staff',
  params: idParam,
  body: z.object({ note: z.string().trim().max(500).optional() }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ invoice: invoiceSchema }) }),
});

/** Operator: cancel an unpaid invoice (pay_reject 1, r_date now). */
export const adminCancelInvoice = defineEndpoint({
  id: 'orders.adminCancel',
  method: 'POST',
  base: 'admin',
  path: 'invoices/:id/cancel',
  summary: 'Operator: cancel an unpaid invoice with a reason (pay_reject 1 with the reject date); the buyer is emailed in their language',
  tags: ['orders', 'admin'],
  access: 'staff',
  params: idParam,
  body: z.object({ reason: z.string().trim().max(500).optional() }),
  response: okResponse,
});

export const paymentStatuses = ['pending', 'authorized', 'captured', 'failed', 'cancelled'] as const;

/** A checkout (one or more invoices paid together). Card numbers are never stored: brand and last four only. */
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  method: z.enum(invoicePaymentMethods),
  status: z.enum(paymentStatuses),
  amount: money,
  card_fee: money,
  total: money,
  currency: z.string(),
  reference: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  failure_code: z.string().nullable(),
  invoice_ids: z.array(z.number().int()),
  created_at: isoDate,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminListPayments = defineEndpoint({
  id: 'orders.adminPayments',
  method: 'GET',
  base: 'admin',
  path: 'payments',
  summary: 'Operator: payments (card and wire checkouts), newest first, with status, card brand and last four (never the card number)',
  tags: ['orders', 'admin'],
  access: 'staff',
  query: z.object({
    method: paymentMethodInput.optional(),
    status: z.enum(paymentStatuses).optional(),
    page: z.coerce.number().int().positive().default(1),
    sh_limit: z.coerce.number().int().positive().max(100).default(30),
  }),
  response: z.object({ status: successStatus, data: z.object({ records: z.array(adminPaymentSchema), totalRecords: z.number().int() }) }),
});
