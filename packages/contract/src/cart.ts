import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { isoDate, money, successStatus } from './common.js';
import { cardFeePercent, invoicePaymentMethods, invoiceSchema, paymentMethodInput } from './orders.js';

/**
 * Cart and payment (spec 2 §2 /cart, §7 "Cart: POST cart/checkout, checkAppointments,
 * search, changeStatus, saveAddress; POST payment/authorize" — payloads ours, api-notes).
 * All cart calls live under /api/cart/. The cart is the buyer's unpaid invoices. Checkout
 * picks invoices and a method: wire answers bank instructions and a payment reference;
 * card answers a payment id that payment/authorize charges (authorise, then capture).
 */
export const cartRefusalCodes = [
  'INVOICE_NOT_PAYABLE',
  'BILLING_ADDRESS_REQUIRED',
  'APPOINTMENT_UNAVAILABLE',
  'CARD_INVALID',
  'CARD_EXPIRED',
  'CARD_CVC_INVALID',
  'CARD_DECLINED',
  'CARD_INSUFFICIENT_FUNDS',
  'PAYMENT_NOT_PENDING',
  'PRICE_CHANGED',
] as const;

const required = z.string().trim().min(1, { error: 'Required Field' }).max(200);

/** Billing address (spec 2 §3), with the §5 rules (a separate address form: zip 4 to 10). */
export const billingAddressSchema = z.object({
  billing_firstname: required,
  billing_lastname: required,
  billing_companyname: required,
  billing_address: required,
  billing_city: required,
  billing_state: required,
  billing_country: required,
  billing_zipcode: z
    .string()
    .trim()
    .min(4, { error: 'Min 4 Characters' })
    .max(10, { error: 'Max 10 Characters' })
    .regex(/^\d+(-\d+)*$/, { error: 'Invalid zip code' }),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** Bank details shown for a wire payment. */
export const wireInstructionsSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  iban: z.string(),
  swift: z.string(),
  /** Quote it on the transfer. */
  reference: z.string(),
});

/** POST cart/search: the cart (unpaid invoices), billing address and payment options. */
export const cartSearch = defineEndpoint({
  id: 'cart.search',
  method: 'POST',
  base: 'cart',
  path: 'search',
  summary: "The caller's cart: unpaid invoices, billing address, payment methods and fees",
  tags: ['cart'],
  access: 'buyer',
  body: z.object({}),
  response: z.object({
    status: successStatus,
    data: z.object({
      records: z.array(invoiceSchema),
      totalRecords: z.number().int(),
      billing: billingAddressSchema.nullable(),
      payment_methods: z.array(z.enum(invoicePaymentMethods)),
      card_fee_percent: z.number(),
      /** Sum of the unpaid totals before any card fee. */
      total_due: money,
    }),
  }),
});

/** POST cart/saveAddress: the buyer's billing address (also written onto their unpaid invoices). */
export const saveAddress = defineEndpoint({
  id: 'cart.saveAddress',
  method: 'POST',
  base: 'cart',
  path: 'saveAddress',
  summary: "Save the caller's billing address; unpaid invoices take it",
  tags: ['cart'],
  access: 'buyer',
  body: billingAddressSchema,
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ billing: billingAddressSchema }) }),
});

/**
 * POST cart/checkAppointments: pickup slots when the buyer arranges shipping. Without
 * `appointment` it lists free slots; with one it books it for the invoices.
 */
export const checkAppointments = defineEndpoint({
  id: 'cart.checkAppointments',
  method: 'POST',
  base: 'cart',
  path: 'checkAppointments',
  summary: 'Pickup appointments for buyer-shipped invoices: list free slots, or book one',
  tags: ['cart'],
  access: 'buyer',
  body: z.object({
    invoice_ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
    appointment: isoDate.optional(),
  }),
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ slots: z.array(isoDate), appointment: isoDate.nullable() }),
  }),
});

export const paymentSchema = z.object({
  payment_id: z.number().int(),
  payment_method: z.enum(invoicePaymentMethods),
  status: z.enum(['pending', 'authorized', 'captured', 'failed', 'cancelled']),
  invoice_ids: z.array(z.number().int()),
  amount: money,
  card_fee: money,
  total: money,
  currency: z.string(),
  reference: z.string(),
  wire: wireInstructionsSchema.nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * POST cart/checkout: start paying unpaid invoices by wire or card (`credit_card`, the spec's word, is card).
 * `expected_total` is the total the buyer was shown (fee included): when the invoices now charge another
 * total the checkout is refused with PRICE_CHANGED and `details.total`, the total now (currency units).
 */
export const checkout = defineEndpoint({
  id: 'cart.checkout',
  method: 'POST',
  base: 'cart',
  path: 'checkout',
  summary: 'Start paying invoices: wire answers bank instructions and a reference; card answers a payment to authorize',
  tags: ['cart'],
  access: 'buyer',
  body: z.object({
    invoice_ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
    payment_method: paymentMethodInput,
    expected_total: money.optional(),
  }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ payment: paymentSchema }) }),
});

/**
 * POST payment/authorize: charge a card for a checkout. The number, expiry and CVC go
 * to the payment provider and are never stored (only brand and last four). The same
 * `idempotency_key` never charges twice.
 */
export const authorizePayment = defineEndpoint({
  id: 'cart.authorize',
  method: 'POST',
  base: 'payment',
  path: 'authorize',
  summary: 'Pay a card checkout (authorise then capture); the invoices turn paid and a receipt is emailed',
  tags: ['cart'],
  access: 'buyer',
  body: z.object({
    payment_id: z.coerce.number().int().positive(),
    card_number: z.string().trim().regex(/^[\d ]{12,23}$/, { error: 'CARD_INVALID' }),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().trim().regex(/^\d{3,4}$/, { error: 'CARD_CVC_INVALID' }),
    cardholder_name: z.string().trim().min(1).max(100),
    idempotency_key: z.string().min(8).max(80),
  }),
  response: z.object({ status: successStatus, message: z.string(), data: z.object({ payment: paymentSchema }) }),
});

/** What paying one invoice charges with the chosen method (fee included). */
export const invoiceChargeSchema = z.object({
  invoice_id: z.number().int(),
  amount: money,
  shipping_fee: money,
  card_fee: money,
  total: money,
});

/**
 * POST cart/changeStatus (spec 2 §7; payload ours): the buyer ticked or unticked invoices in the cart.
 * Nothing is stored: it answers what paying the ticked invoices (`invoice_ids`, possibly none) with the
 * method charges, per invoice and in total, computed by the same money core as checkout. The web shows
 * the same numbers and sends the total to checkout as `expected_total`.
 */
export const changeStatus = defineEndpoint({
  id: 'cart.changeStatus',
  method: 'POST',
  base: 'cart',
  path: 'changeStatus',
  summary: 'The ticked invoices of the cart and what paying them charges (per invoice and in total, card fee included)',
  tags: ['cart'],
  access: 'buyer',
  body: z.object({
    invoice_ids: z.array(z.coerce.number().int().positive()).max(100),
    payment_method: paymentMethodInput.default('card'),
  }),
  response: z.object({
    status: successStatus,
    data: z.object({
      invoice_ids: z.array(z.number().int()),
      payment_method: z.enum(invoicePaymentMethods),
      card_fee_percent: z.number(),
      charges: z.array(invoiceChargeSchema),
      amount: money,
      card_fee: money,
      total: money,
      currency: z.string(),
    }),
  }),
});

export { cardFeePercent };
