import { toCurrencyUnits, type BillingAddress, type Payment } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import { AppError } from '../../platform/http/errors.js';
import { CARD_FEE_PERCENT, cartChargeOf, chargeOf, invoicePaymentReference } from '../orders/index.js';
import type { InvoicePaidMail, OrdersService, ReadTransactionSettings } from '../orders/index.js';
import type { Billing, CartRepository, PaymentRow } from './cart.repository.js';
import { pickupSlots } from './appointments.js';

const toWire = (b: Billing): BillingAddress => ({
  billing_firstname: b.billingFirstname,
  billing_lastname: b.billingLastname,
  billing_companyname: b.billingCompanyname,
  billing_address: b.billingAddress,
  billing_city: b.billingCity,
  billing_state: b.billingState,
  billing_country: b.billingCountry,
  billing_zipcode: b.billingZipcode,
});
const fromWire = (b: BillingAddress): Billing => ({
  billingFirstname: b.billing_firstname,
  billingLastname: b.billing_lastname,
  billingCompanyname: b.billing_companyname,
  billingAddress: b.billing_address,
  billingCity: b.billing_city,
  billingState: b.billing_state,
  billingCountry: b.billing_country,
  billingZipcode: b.billing_zipcode,
});

export interface AuthorizeInput {
  paymentId: number;
  card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  idempotencyKey: string;
}

/**
 * The cart: unpaid invoices, billing address, pickup appointment, checkout (wire or card)
 * and card payment through the payment provider. Every state change is one transaction;
 * the invoices turn paid together with the capture, and the receipt goes out after commit.
 */
export interface CartDeps {
  db: Db;
  repo: CartRepository;
  orders: Pick<
    OrdersService,
    'unpaidInvoices' | 'invoiceRecords' | 'updateUnpaidBilling' | 'setAppointment' | 'lockInvoices' | 'setPaymentMethod' | 'markPaid'
  >;
  settings: ReadTransactionSettings;
  provider: PaymentProvider;
  events: Pick<EventBus, 'publish'>;
  /** After commit: the receipt for the invoices a card payment paid. */
  onPaid: (m: InvoicePaidMail) => void;
  now?: () => Date;
}

export function createCartService(d: CartDeps) {
  const { db, repo: cartRepository, orders, settings, provider, events, onPaid } = d;
  const clock = d.now ?? (() => new Date());
  async function presentPayment(p: PaymentRow): Promise<Payment> {
    const s = await settings();
    const ids = await cartRepository.invoiceIdsOf(db, p.id);
    return {
      payment_id: p.id,
      payment_method: p.method,
      status: p.status,
      invoice_ids: ids,
      amount: p.amount,
      card_fee: p.cardFee,
      total: p.total,
      currency: p.currency,
      reference: p.reference,
      wire: p.method === 'wire' ? { bank_name: s.wire.bankName, account_name: s.wire.accountName, iban: s.wire.iban, swift: s.wire.swift, reference: p.reference } : null,
      card_brand: p.cardBrand,
      card_last4: p.cardLast4,
    };
  }

  return {
    async search(buyerId: number) {
      const records = await orders.unpaidInvoices(buyerId);
      const billing = await cartRepository.billing(db, buyerId);
      return {
        records,
        totalRecords: records.length,
        billing: billing ? toWire(billing) : null,
        payment_methods: ['wire', 'card'] as ('wire' | 'card')[],
        card_fee_percent: CARD_FEE_PERCENT,
        total_due: cartChargeOf(records.map((r) => ({ amount: r.amount, shippingFee: r.shipping_fee })), 'wire').total,
      };
    },

    async saveAddress(buyerId: number, address: BillingAddress) {
      const b = fromWire(address);
      await db.transaction(async (tx) => {
        await cartRepository.saveBilling(tx, buyerId, b);
        await orders.updateUnpaidBilling(tx, buyerId, b);
      });
      return toWire(b);
    },

    async appointments(buyerId: number, invoiceIds: number[], appointment: string | undefined, now = clock()) {
      const records = await orders.invoiceRecords(buyerId, invoiceIds);
      if (records.length !== new Set(invoiceIds).size) throw new AppError('NOT_FOUND');
      if (records.some((r) => r.invoice.status === 'cancelled' || !r.lot.buyerShips)) throw new AppError('APPOINTMENT_UNAVAILABLE');
      const slots = pickupSlots(now);
      if (appointment === undefined) return { slots, appointment: records[0]!.invoice.appointmentAt?.toISOString() ?? null };
      const at = new Date(appointment);
      if (Number.isNaN(at.getTime()) || !slots.includes(at.toISOString())) throw new AppError('APPOINTMENT_UNAVAILABLE');
      await orders.setAppointment(invoiceIds, buyerId, at);
      return { slots, appointment: at.toISOString() };
    },

    /**
     * cart/changeStatus: what paying the ticked invoices (unpaid, the caller's) with `method` charges,
     * per invoice and in total. Nothing is stored; checkout recomputes the same numbers.
     */
    async selection(buyerId: number, invoiceIds: number[], method: 'wire' | 'card') {
      const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
      const unpaid = new Map((await orders.unpaidInvoices(buyerId)).map((r) => [r.id, r]));
      const rows = ids.map((id) => unpaid.get(id));
      if (rows.some((r) => r === undefined)) throw new AppError('INVOICE_NOT_PAYABLE');
      const picked = rows.filter((r) => r !== undefined);
      const charge = cartChargeOf(
        picked.map((r) => ({ amount: r.amount, shippingFee: r.shipping_fee })),
        method,
      );
      return {
        invoice_ids: ids,
        payment_method: method,
        card_fee_percent: CARD_FEE_PERCENT,
        charges: charge.lines.map((c, n) => ({ invoice_id: ids[n]!, amount: c.amount, shipping_fee: c.shippingFee, card_fee: c.cardFee, total: c.total })),
        amount: charge.amount,
        card_fee: charge.cardFee,
        total: charge.total,
        currency: picked[0]?.currency ?? 'USD',
      };
    },

    /** Checkout; `expectedTotal` (cents), when given, is the total the buyer saw: another total now is PRICE_CHANGED. */
    async checkout(buyerId: number, invoiceIds: number[], method: 'wire' | 'card', expectedTotal?: number) {
      const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
      const payment = await db.transaction(async (tx) => {
        const rows = await orders.lockInvoices(tx, ids);
        if (rows.length !== ids.length || rows.some((r) => r.buyerId !== buyerId)) throw new AppError('NOT_FOUND');
        if (rows.some((r) => r.status !== 'unpaid')) throw new AppError('INVOICE_NOT_PAYABLE');
        if (rows.some((r) => !r.billingAddress)) throw new AppError('BILLING_ADDRESS_REQUIRED');
        const { amount, cardFee, total } = cartChargeOf(rows, method);
        if (expectedTotal !== undefined && expectedTotal !== total) throw new AppError('PRICE_CHANGED', undefined, { details: { total: toCurrencyUnits(total) } });
        const p = await cartRepository.insertPayment(
          tx,
          { buyerId, method, amount, cardFee, total, currency: rows[0]!.currency, reference: ids.map(invoicePaymentReference).join(', ') },
          ids,
        );
        await orders.setPaymentMethod(tx, ids, method, p.id);
        return p;
      });
      return presentPayment(payment);
    },

    async authorize(buyerId: number, input: AuthorizeInput) {
      const out = await db.transaction(async (tx) => {
        const p = await cartRepository.lockPayment(tx, input.paymentId);
        if (!p || p.buyerId !== buyerId || p.method !== 'card') throw new AppError('NOT_FOUND');
        // A double click: the second call waits on the row lock, then answers the first charge.
        if (p.status === 'captured' && p.authorizeKey === input.idempotencyKey) return { payment: p, paid: null, failure: null };
        if (p.status !== 'pending' && p.status !== 'failed') throw new AppError('PAYMENT_NOT_PENDING');
        const ids = await cartRepository.invoiceIdsOf(tx, p.id);
        const invoicesNow = await orders.lockInvoices(tx, ids);
        if (invoicesNow.some((i) => i.status !== 'unpaid')) throw new AppError('INVOICE_NOT_PAYABLE');
        const auth = await provider.authorize({ amount: p.total, currency: p.currency, card: input.card, idempotencyKey: `${p.id}:${input.idempotencyKey}` });
        if (!auth.ok) {
          const failed = await cartRepository.updatePayment(tx, p.id, { status: 'failed', failureCode: auth.code, cardBrand: auth.brand, cardLast4: auth.last4, provider: provider.name });
          return { payment: failed, paid: null, failure: auth.code };
        }
        const cap = await provider.capture({ authorizationId: auth.authorizationId, amount: p.total, idempotencyKey: `${p.id}:${input.idempotencyKey}` });
        if (!cap.ok) {
          const failed = await cartRepository.updatePayment(tx, p.id, { status: 'failed', failureCode: cap.code, provider: provider.name });
          return { payment: failed, paid: null, failure: cap.code };
        }
        const fees = new Map(invoicesNow.map((i) => [i.id, chargeOf(i, 'card').cardFee]));
        await orders.markPaid(tx, ids, { method: 'card', paymentId: p.id, cardBrand: auth.brand, cardLast4: auth.last4, cardFees: fees }, clock());
        const captured = await cartRepository.updatePayment(tx, p.id, {
          status: 'captured',
          cardBrand: auth.brand,
          cardLast4: auth.last4,
          provider: provider.name,
          providerRef: `${auth.authorizationId}/${cap.captureId}`,
          authorizeKey: input.idempotencyKey,
          failureCode: null,
        });
        return { payment: captured, paid: invoicesNow.map((i) => ({ id: i.id, amount: i.amount + i.shippingFee + fees.get(i.id)! })), failure: null };
      });
      if (out.failure) throw new AppError(out.failure);
      if (out.paid) {
        for (const i of out.paid) events.publish('invoice.paid', { invoiceId: i.id, buyerId, amountCents: i.amount });
        onPaid({ invoiceIds: out.paid.map((i) => i.id), buyerId });
      }
      return presentPayment(out.payment);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
