import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import type { audit as auditLog } from '../audit/index.js';
import type { InvoiceState, InvoiceTerms, OrdersRepository, PaymentState, SaleLot } from './orders.repository.js';
import { presentAdminInvoice, presentAdminPayment, presentInvoice } from './orders.presenter.js';
import type { SaleLotRepository } from './sale-lot.repository.js';
import type { ReadTransactionSettings } from './transaction-settings.js';

export interface InvoicePaidMail {
  invoiceIds: number[];
  buyerId: number;
}
export interface InvoiceCancelledMail {
  invoiceId: number;
  buyerId: number;
}

export interface OrdersDeps {
  db: Db;
  repo: OrdersRepository;
  saleLots: SaleLotRepository;
  settings: ReadTransactionSettings;
  events: EventBus;
  audit: Pick<typeof auditLog, 'record'>;
  /** After commit: the buyer's receipt for invoices paid together. */
  onPaid: (m: InvoicePaidMail) => void;
  /** After commit: the buyer hears an operator cancelled their invoice. */
  onCancelled: (m: InvoiceCancelledMail) => void;
  now?: () => Date;
}

const invoiceTerms = async (settings: ReadTransactionSettings, tx: DbOrTx): Promise<InvoiceTerms> => {
  const s = await settings(tx);
  return { shippingFeeCents: s.shippingFeeCents, invoiceDueDays: s.invoiceDueDays };
};

/**
 * Orders and invoices, below every selling path (buy now, offers, closing, cart, disputes):
 * the buyer's own invoices (anyone else's answers 404), the operator's list / mark paid (wire) /
 * cancel, and the steps a selling transaction takes (lock the lot, create the sale and its
 * invoice, mark the lot sold). Methods taking `tx` run inside the caller's transaction.
 */
export function createOrdersService(d: OrdersDeps) {
  const { db, repo, saleLots, settings, events, audit, onPaid, onCancelled } = d;
  const clock = d.now ?? (() => new Date());
  const page = (p: number, limit: number) => ({ limit, offset: (p - 1) * limit });

  return {
    async get(buyerId: number, invoiceId: number) {
      const r = await repo.findInvoice(db, invoiceId);
      if (!r || r.invoice.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      return presentInvoice(r);
    },

    async forLot(buyerId: number, lotId: number) {
      const id = await repo.invoiceIdForViewer(db, lotId, buyerId);
      if (!id) throw new AppError('NOT_FOUND');
      return { invoice_id: id, invoice: await this.get(buyerId, id) };
    },

    async listMine(buyerId: number, f: { status?: InvoiceState; page: number; limit: number }) {
      const where = repo.whereBuyer(buyerId, f.status);
      const [records, total] = await Promise.all([repo.records(db, where, page(f.page, f.limit)), repo.count(db, where)]);
      return { records: records.map(presentInvoice), totalRecords: total };
    },

    async adminList(f: { status?: InvoiceState; paymentMethod?: 'wire' | 'card'; buyerId?: number; lotId?: number; page: number; limit: number }) {
      const where = repo.whereAdmin(f);
      const [records, total] = await Promise.all([repo.records(db, where, page(f.page, f.limit)), repo.count(db, where)]);
      return { records: records.map(presentAdminInvoice), totalRecords: total };
    },

    async adminPayments(f: { method?: 'wire' | 'card'; status?: PaymentState; page: number; limit: number }) {
      const r = await repo.payments(db, f, page(f.page, f.limit));
      return { records: r.rows.map(presentAdminPayment), totalRecords: r.total };
    },

    /** A wire transfer arrived: the invoice turns paid (one transaction, audited), then the buyer is notified and sent the receipt. */
    async adminMarkPaid(actorId: number, invoiceId: number, note?: string, now = clock()) {
      const buyerId = await db.transaction(async (tx) => {
        const [inv] = await repo.lockInvoices(tx, [invoiceId]);
        if (!inv) throw new AppError('NOT_FOUND');
        if (inv.status !== 'unpaid') throw new AppError('INVOICE_NOT_PAYABLE');
        await repo.markPaid(tx, [invoiceId], { method: 'wire', paymentId: inv.paymentId }, now);
        if (inv.paymentId) await repo.captureWireIfSettled(tx, inv.paymentId);
        await audit.record(tx, {
          actorId, action: 'invoices.markPaid', entity: 'invoice', entityId: invoiceId, lotId: inv.lotId, userId: inv.buyerId,
          before: { status: inv.status, payment_method: inv.paymentMethod }, after: { status: 'paid', payment_method: 'wire', note: note ?? null },
        });
        return inv.buyerId;
      });
      const r = (await repo.findInvoice(db, invoiceId))!;
      events.publish('invoice.paid', { invoiceId, buyerId, amountCents: r.invoice.amount + r.invoice.shippingFee });
      onPaid({ invoiceIds: [invoiceId], buyerId });
      return presentInvoice(r);
    },

    /** Cancels an unpaid invoice with the operator's reason (audited); the buyer is emailed after commit. */
    async adminCancel(actorId: number, invoiceId: number, reason?: string, now = clock()) {
      const inv = await db.transaction(async (tx) => {
        const [inv] = await repo.lockInvoices(tx, [invoiceId]);
        if (!inv) throw new AppError('NOT_FOUND');
        if (inv.status !== 'unpaid') throw new AppError('INVOICE_NOT_PAYABLE');
        await repo.cancel(tx, invoiceId, now, reason || null);
        await audit.record(tx, {
          actorId, action: 'invoices.cancel', entity: 'invoice', entityId: invoiceId, lotId: inv.lotId, userId: inv.buyerId,
          before: { status: inv.status }, after: { status: 'cancelled', reason: reason || null },
        });
        return inv;
      });
      events.publish('invoice.cancelled', { invoiceId, buyerId: inv.buyerId, lotId: inv.lotId });
      onCancelled({ invoiceId, buyerId: inv.buyerId });
    },

    // ---- What the other modules ask of orders -------------------------------------------------

    /** One invoice as the buyer sees it, or null (mails, the cart). */
    async invoice(invoiceId: number) {
      const r = await repo.findInvoice(db, invoiceId);
      return r ? presentInvoice(r) : null;
    },

    /** The buyer's unpaid invoices (the cart), newest first, at most 100. */
    async unpaidInvoices(buyerId: number) {
      return (await repo.records(db, repo.whereBuyer(buyerId, 'unpaid'), { limit: 100, offset: 0 })).map(presentInvoice);
    },

    /** The buyer's invoices among `ids` with their lot (anyone else's are left out). */
    invoiceRecords: (buyerId: number, ids: number[]) => repo.records(db, repo.whereIds(ids, buyerId), { limit: 100, offset: 0 }),

    /** Paid or unpaid invoices of a buyer on a lot, newest first (disputes: is the caller a buyer of it). */
    buyerInvoicesOnLot: (lotId: number, buyerId: number) => repo.buyerInvoicesOnLot(db, lotId, buyerId),

    /** Units of a lot sold so far (price-lock stock); every order counts, cancelled ones too. */
    unitsSold: (lotId: number, tx: DbOrTx = db) => repo.unitsSold(tx, lotId),

    setAppointment: (ids: number[], buyerId: number, at: Date) => repo.setAppointment(db, ids, buyerId, at),
    updateUnpaidBilling: (tx: Tx, buyerId: number, billing: Parameters<OrdersRepository['updateUnpaidBilling']>[2]) =>
      repo.updateUnpaidBilling(tx, buyerId, billing),
    /** Locks invoices (ascending id: a fixed lock order). */
    lockInvoices: (tx: Tx, ids: number[]) => repo.lockInvoices(tx, ids),
    setPaymentMethod: (tx: Tx, ids: number[], method: 'wire' | 'card', paymentId: number) => repo.setPaymentMethod(tx, ids, method, paymentId),
    /** Invoices and their orders turn paid (the caller publishes `invoice.paid` after commit). */
    markPaid: (tx: Tx, ids: number[], pay: Parameters<OrdersRepository['markPaid']>[2], now = clock()) => repo.markPaid(tx, ids, pay, now),

    /** The lot row as a selling transaction locks it (always its first lock). */
    lockSaleLot: (tx: Tx, lotId: number) => saleLots.lockLot(tx, lotId),
    /** The lot row as a purchase preview reads it (no lock). */
    readSaleLot: (lotId: number, tx: DbOrTx = db) => saleLots.readLot(tx as Db, lotId),
    /** A buyer's earlier buy-now order with this retry key (a double click answers the first order). */
    findByIdempotencyKey: (tx: Tx, buyerId: number, key: string) => repo.findByIdempotencyKey(tx, buyerId, key),

    /** A sale of a whole lot or of units (buy now, price lock, offer): one order and its invoice. */
    async createSale(tx: Tx, lot: SaleLot, sale: Parameters<OrdersRepository['createSale']>[3]) {
      return repo.createSale(tx, await invoiceTerms(settings, tx), lot, sale);
    },

    /**
     * The lot is sold to `winnerId`: marked sold, and every offer still awaiting an answer
     * (but `keepOfferId`, the one accepted) declined by `actorId`. Answers the lot's bidders
     * (they learn they lost) and the declined offers, for the events after commit.
     */
    async markLotSold(tx: Tx, lotId: number, s: { winnerId: number; price: number; keepOfferId: number | null; actorId: number }) {
      await saleLots.markSold(tx, lotId, s.winnerId, s.price);
      return {
        bidderIds: await saleLots.bidderIds(tx, lotId),
        declined: await saleLots.declinePendingOffers(tx, lotId, s.keepOfferId, s.actorId),
      };
    },

    /** Closing: the columns of many auction invoices (their orders are written with them). */
    async invoiceValues(tx: Tx, items: Parameters<OrdersRepository['invoiceValues']>[2]) {
      if (!items.length) return [];
      return repo.invoiceValues(tx, await invoiceTerms(settings, tx), items);
    },

    /** Closing (line-item lots): one invoice per (lot, buyer) for orders already inserted in `tx`. */
    async createInvoices(tx: Tx, items: Parameters<OrdersRepository['createInvoices']>[2]) {
      if (!items.length) return 0;
      return repo.createInvoices(tx, await invoiceTerms(settings, tx), items);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
