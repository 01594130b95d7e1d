import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { OrdersService } from '../orders/index.js';
import { defaultTransactionSettings } from '../orders/index.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import type { CartRepository, PaymentRow } from './cart.repository.js';
import { createCartService } from './cart.service.js';

type Inv = { id: number; buyerId: number; status: 'unpaid' | 'paid' | 'cancelled'; amount: number; shippingFee: number; cardFee: number; currency: string; billingAddress: string; lotId: number };
const inv = (over: Partial<Inv>): Inv => ({ id: 1, buyerId: 7, status: 'unpaid', amount: 10_000, shippingFee: 0, cardFee: 0, currency: 'USD', billingAddress: '1 Road', lotId: 3, ...over });

function setup(invoices: Inv[]) {
  let payment: PaymentRow | null = null;
  const published: string[] = [];
  const receipts: number[][] = [];
  const charged: number[] = [];
  const repo = fake<CartRepository>(
    {
      insertPayment: async (_tx, p) => (payment = { id: 1, status: 'pending', cardBrand: null, cardLast4: null, authorizeKey: null, failureCode: null, provider: null, providerRef: null, createdAt: new Date(), updatedAt: new Date(), ...p } as PaymentRow),
      lockPayment: async () => payment,
      invoiceIdsOf: async () => invoices.map((i) => i.id),
      updatePayment: async (_tx, _id, set) => (payment = { ...payment!, ...set } as PaymentRow),
    },
    'cartRepository',
  );
  const orders = fake<OrdersService>(
    {
      lockInvoices: async (_tx, ids) => invoices.filter((i) => ids.includes(i.id)) as never,
      setPaymentMethod: async () => undefined,
      markPaid: async (_tx, ids, pay) => {
        for (const i of invoices) if (ids.includes(i.id)) Object.assign(i, { status: 'paid', cardFee: pay.cardFees?.get(i.id) ?? 0 });
      },
    },
    'orders',
  );
  const provider: PaymentProvider = {
    name: 'fake',
    authorize: async (a) => (charged.push(a.amount), { ok: true, authorizationId: 'a1', brand: 'visa', last4: '4242' }),
    capture: async () => ({ ok: true, captureId: 'c1' }),
  } as PaymentProvider;
  const service = createCartService({
    db: fakeDb(),
    repo,
    orders,
    settings: async () => defaultTransactionSettings,
    provider,
    events: { publish: (name, p) => void published.push(`${name}:${(p as { invoiceId: number }).invoiceId}:${invoices.find((i) => i.id === (p as { invoiceId: number }).invoiceId)?.status}`) },
    onPaid: (m) => void receipts.push(m.invoiceIds),
  });
  return { service, invoices, published, receipts, charged };
}

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'B Y' };

describe('cart service', () => {
  it('charges by card the amount plus shipping plus 3 % of each invoice, rounded half up', async () => {
    // 3 % of 10 050 is 301.5 → 302; of 1 000 + 150 shipping, 34.5 → 35.
    const t = setup([inv({ id: 1, amount: 10_050 }), inv({ id: 2, amount: 1_000, shippingFee: 150 })]);
    const p = await t.service.checkout(7, [2, 1], 'card');
    expect(p).toMatchObject({ amount: 11_200, card_fee: 337, total: 11_537, reference: 'GVL-000001, GVL-000002' });
    const paid = await t.service.authorize(7, { paymentId: p.payment_id, card, idempotencyKey: 'k' });
    expect(t.charged).toEqual([11_537]);
    expect(paid.status).toBe('captured');
    expect(t.invoices.map((i) => [i.status, i.cardFee])).toEqual([['paid', 302], ['paid', 35]]);
  });

  it('publishes invoice.paid after the invoices turned paid, and sends one receipt', async () => {
    const t = setup([inv({ id: 1 }), inv({ id: 2 })]);
    const p = await t.service.checkout(7, [1, 2], 'card');
    await t.service.authorize(7, { paymentId: p.payment_id, card, idempotencyKey: 'k' });
    expect(t.published).toEqual(['invoice.paid:1:paid', 'invoice.paid:2:paid']);
    expect(t.receipts).toEqual([[1, 2]]);
  });

  it('charges no card fee for a wire checkout', async () => {
    const t = setup([inv({ id: 1, amount: 10_050 })]);
    expect(await t.service.checkout(7, [1], 'wire')).toMatchObject({ amount: 10_050, card_fee: 0, total: 10_050 });
  });

  it('refuses to check out an invoice already paid or without a billing address', async () => {
    await expect(setup([inv({ status: 'paid' })]).service.checkout(7, [1], 'card')).rejects.toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    await expect(setup([inv({ billingAddress: '' })]).service.checkout(7, [1], 'card')).rejects.toMatchObject({ code: 'BILLING_ADDRESS_REQUIRED' });
  });
});
