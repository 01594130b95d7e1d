import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { InvoiceRecord, InvoiceRow, OrdersRepository } from './orders.repository.js';
import type { SaleLotRepository } from './sale-lot.repository.js';
import { defaultTransactionSettings } from './transaction-settings.js';
import { createOrdersService } from './orders.service.js';

const now = new Date('2026-06-01T12:00:00Z');
const row = (over: Partial<InvoiceRow> = {}) =>
  ({ id: 4, orderId: 9, lotId: 3, buyerId: 7, status: 'unpaid', amount: 10_000, shippingFee: 500, cardFee: 0, currency: 'USD', paymentId: null, paymentMethod: null, paidAt: null, createdAt: now, dueAt: now, ...over }) as InvoiceRow;

function setup(invoice: InvoiceRow) {
  const published: string[] = [];
  const receipts: number[][] = [];
  const audited: string[] = [];
  const record = (): InvoiceRecord =>
    ({
      invoice,
      lot: { id: 3, title: 'Lot', qty: 1, itemCondition: 1, auctionType: 'live', listingFormat: 'live', buyerShips: false, shippingService: '', currency: 'USD' },
      buyer: { firstName: 'B', lastName: 'Y', companyName: null, email: 'b@x' },
      orders: [],
    }) as unknown as InvoiceRecord;
  const repo = fake<OrdersRepository>(
    {
      lockInvoices: async () => [invoice],
      markPaid: async (_tx, _ids, pay, at) => void Object.assign(invoice, { status: 'paid', paidAt: at, paymentMethod: pay.method }),
      findInvoice: async () => record(),
      cancel: async (_tx, _id, at, reason) => void Object.assign(invoice, { status: 'cancelled', cancelledAt: at, cancelReason: reason }),
      createSale: async (_tx, terms) => ({ orderId: terms.shippingFeeCents, invoiceId: terms.invoiceDueDays }),
    },
    'ordersRepository',
  );
  const service = createOrdersService({
    db: fakeDb(),
    repo,
    saleLots: fake<SaleLotRepository>({}, 'saleLots'),
    settings: async () => ({ ...defaultTransactionSettings, shippingFeeCents: 1_234, invoiceDueDays: 5 }),
    events: { publish: (name: string) => void published.push(`${name}:${invoice.status}`) } as never,
    audit: { record: async (_tx, e) => void audited.push(e.action) },
    onPaid: (m) => void receipts.push(m.invoiceIds),
    onCancelled: () => undefined,
    now: () => now,
  });
  return { service, invoice, published, receipts, audited };
}

describe('orders service', () => {
  it('marks a wire invoice paid (audited), then publishes invoice.paid and sends the receipt', async () => {
    const t = setup(row());
    const out = await t.service.adminMarkPaid(1, 4, 'arrived');
    expect(out).toMatchObject({ id: 4, status: 'paid', paid: 1, payment_method: 'wire' });
    expect(t.audited).toEqual(['invoices.markPaid']);
    expect(t.published).toEqual(['invoice.paid:paid']);
    expect(t.receipts).toEqual([[4]]);
  });

  it('refuses to mark paid an invoice that is not unpaid', async () => {
    const t = setup(row({ status: 'cancelled' }));
    await expect(t.service.adminMarkPaid(1, 4)).rejects.toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    expect(t.published).toEqual([]);
  });

  it('cancels an unpaid invoice and publishes after the change', async () => {
    const t = setup(row());
    await t.service.adminCancel(1, 4, 'no payment');
    expect(t.invoice).toMatchObject({ status: 'cancelled', cancelReason: 'no payment' });
    expect(t.published).toEqual(['invoice.cancelled:cancelled']);
  });

  it('issues a sale under the current settings (shipping fee, due days)', async () => {
    const t = setup(row());
    const lot = { id: 3, currency: 'USD', buyerShips: false };
    expect(await t.service.createSale(fakeDb() as never, lot, { buyerId: 7, kind: 'buynow', amount: 1, qty: 1, unitPrice: 1 })).toEqual({ orderId: 1_234, invoiceId: 5 });
  });
});
