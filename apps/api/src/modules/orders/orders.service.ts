import type { InvoiceSample } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import { buyNowRefusal, confirmPrice, unitsRemaining } from '../buy-now/index.js';
import { ordersRepository, type InvoiceState, type PaymentState } from './orders.repository.js';
import { audit } from '../audit/index.js';
import { currencySymbol, presentAdminInvoice, presentAdminPayment, presentInvoice } from './orders.presenter.js';
import { saleLotRepository } from './sale-lot.repository.js';
import { readTransactionSettings } from './transactions-settings.repository.js';
import { CARD_FEE_PERCENT, cardFeeOf, shippingFeeFor } from './invoice-math.js';
import { offersRepository } from '../offers/index.js';
import { hasExpired } from '../offers/index.js';

export interface InvoicePaidMail {
  invoiceIds: number[];
  buyerId: number;
}

/**
 * Invoices: the buyer's own (anyone else's answers 404), previews of a purchase, and the
 * operator's list / mark paid (wire) / cancel. `onPaid` runs after commit (receipt email).
 */
export function createOrdersService(db: Db, events: EventBus, onPaid: (m: InvoicePaidMail) => void, onCancelled?: (m: { invoiceId: number; buyerId: number }) => void) {
  const page = (p: number, limit: number) => ({ limit, offset: (p - 1) * limit });

  async function sample(buyerId: number, lotId: number, qty: number, offer: { id: number; counter: number } | null, now: Date): Promise<InvoiceSample> {
    const lot = await saleLotRepository.readLot(db, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    const s = await readTransactionSettings(db);
    const sold = lot.listingFormat === 'pricelock' ? await ordersRepository.unitsSold(db, lotId) : 0;
    const pricelock = lot.listingFormat === 'pricelock';
    const unit = offer ? offer.counter : confirmPrice(lot);
    const units = pricelock && !offer ? qty : lot.qty;
    const amount = pricelock && !offer ? unit * qty : unit;
    const shipping = shippingFeeFor(lot.buyerShips, s.shippingFeeCents, lot.shippingFee);
    const remaining = unitsRemaining(lot, sold);
    let reason = offer ? (lot.status === 'sold' ? 'OUT_OF_STOCK' : lot.status !== 'open' ? 'LOT_CLOSED' : null) : buyNowRefusal(lot, now, buyerId);
    if (!reason && !offer && pricelock && qty > remaining) reason = remaining > 0 ? 'QTY_INVALID' : 'OUT_OF_STOCK';
    return {
      project_id: lot.id,
      title: lot.title,
      avatar: '',
      kind: offer ? 'offer' : pricelock ? 'pricelock' : 'buynow',
      bprice: unit,
      qty: units,
      qty_available: remaining,
      amount,
      buyership: lot.buyerShips ? 1 : 0,
      shipping_service: '',
      shipping_fee: shipping,
      card_fee_if_card: cardFeeOf(amount + shipping),
      card_fee_percent: CARD_FEE_PERCENT,
      total: amount + shipping,
      currency: lot.currency,
      currency_symbol: currencySymbol(lot.currency),
      oid: offer?.id ?? null,
      counter_amount: offer?.counter ?? null,
      can_buy: reason === null,
      reason,
    };
  }

  return {
    async get(buyerId: number, invoiceId: number) {
      const r = await ordersRepository.findInvoice(db, invoiceId);
      if (!r || r.invoice.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      return presentInvoice(r);
    },

    async forLot(buyerId: number, lotId: number) {
      const id = await ordersRepository.invoiceIdForViewer(db, lotId, buyerId);
      if (!id) throw new AppError('NOT_FOUND');
      return { invoice_id: id, invoice: await this.get(buyerId, id) };
    },

    async listMine(buyerId: number, f: { status?: InvoiceState; page: number; limit: number }) {
      const where = ordersRepository.whereBuyer(buyerId, f.status);
      const [records, total] = await Promise.all([ordersRepository.records(db, where, page(f.page, f.limit)), ordersRepository.count(db, where)]);
      return { records: records.map(presentInvoice), totalRecords: total };
    },

    sample: (buyerId: number, lotId: number, qty: number, now = new Date()) => sample(buyerId, lotId, qty, null, now),

    async sampleOffer(buyerId: number, lotId: number, offerId: number, now = new Date()) {
      const [r] = await offersRepository.records(db, offersRepository.whereBuyerLot(buyerId, lotId), { limit: 100, offset: 0, order: 'desc' }).then((rs) =>
        rs.filter((x) => x.offer.id === offerId),
      );
      if (!r) throw new AppError('NOT_FOUND');
      const status = hasExpired(r.offer, now) ? 'expired' : r.offer.status;
      const s = await sample(buyerId, lotId, 1, { id: offerId, counter: r.offer.counterAmount ?? r.offer.amount }, now);
      if (status !== 'countered' && s.can_buy) {
        s.can_buy = false;
        s.reason = status === 'expired' ? 'OFFER_EXPIRED' : 'OFFER_NOT_COUNTERED';
      }
      return { sample: s, offer_status: status, expires_at: status === 'countered' ? (r.offer.expiresAt?.toISOString() ?? null) : null };
    },

    async adminList(f: { status?: InvoiceState; paymentMethod?: 'wire' | 'card'; buyerId?: number; lotId?: number; page: number; limit: number }) {
      const where = ordersRepository.whereAdmin(f);
      const [records, total] = await Promise.all([ordersRepository.records(db, where, page(f.page, f.limit)), ordersRepository.count(db, where)]);
      return { records: records.map(presentAdminInvoice), totalRecords: total };
    },

    async adminPayments(f: { method?: 'wire' | 'card'; status?: PaymentState; page: number; limit: number }) {
      const r = await ordersRepository.payments(db, f, page(f.page, f.limit));
      return { records: r.rows.map(presentAdminPayment), totalRecords: r.total };
    },

    /** A wire transfer arrived: the invoice turns paid (one transaction, audited), then the buyer is notified and sent the receipt. */
    async adminMarkPaid(actorId: number, invoiceId: number, note?: string, now = new Date()) {
      const buyerId = await db.transaction(async (tx) => {
        const [inv] = await ordersRepository.lockInvoices(tx, [invoiceId]);
        if (!inv) throw new AppError('NOT_FOUND');
        if (inv.status !== 'unpaid') throw new AppError('INVOICE_NOT_PAYABLE');
        await ordersRepository.markPaid(tx, [invoiceId], { method: 'wire', paymentId: inv.paymentId }, now);
        if (inv.paymentId) await ordersRepository.captureWireIfSettled(tx, inv.paymentId);
        await audit.record(tx, {
          actorId, action: 'invoices.markPaid', entity: 'invoice', entityId: invoiceId, lotId: inv.lotId, userId: inv.buyerId,
          before: { status: inv.status, payment_method: inv.paymentMethod }, after: { status: 'paid', payment_method: 'wire', note: note ?? null },
        });
        return inv.buyerId;
      });
      const r = (await ordersRepository.findInvoice(db, invoiceId))!;
      events.publish('invoice.paid', { invoiceId, buyerId, amountCents: r.invoice.amount + r.invoice.shippingFee });
      onPaid({ invoiceIds: [invoiceId], buyerId });
      return presentInvoice(r);
    },

    /** Cancels an unpaid invoice with the operator's reason (audited); the buyer is emailed after commit. */
    async adminCancel(actorId: number, invoiceId: number, reason?: string, now = new Date()) {
      const inv = await db.transaction(async (tx) => {
        const [inv] = await ordersRepository.lockInvoices(tx, [invoiceId]);
        if (!inv) throw new AppError('NOT_FOUND');
        if (inv.status !== 'unpaid') throw new AppError('INVOICE_NOT_PAYABLE');
        await ordersRepository.cancel(tx, invoiceId, now, reason || null);
        await audit.record(tx, {
          actorId, action: 'invoices.cancel', entity: 'invoice', entityId: invoiceId, lotId: inv.lotId, userId: inv.buyerId,
          before: { status: inv.status }, after: { status: 'cancelled', reason: reason || null },
        });
        return inv;
      });
      events.publish('invoice.cancelled', { invoiceId, buyerId: inv.buyerId, lotId: inv.lotId });
      onCancelled?.({ invoiceId, buyerId: inv.buyerId });
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
