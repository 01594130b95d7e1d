import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import {
  accountProfiles,
  companies,
  invoices,
  lineItems,
  lots,
  offers,
  orders,
  paymentInvoices,
  payments,
  users,
  type orderKinds,
  type paymentStatusNames,
  type orderStatuses,
} from '../../platform/db/schema/index.js';
import { invoiceDueAt, shippingFeeFor } from './invoice-math.js';
import { billingOf, invoiceColumns } from './billing.js';
import type { TransactionSettings } from './transaction-settings.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type OrderKind = (typeof orderKinds)[number];
export type InvoiceState = (typeof orderStatuses)[number];
export type PaymentState = (typeof paymentStatusNames)[number];

export interface InvoiceRecord {
  invoice: InvoiceRow;
  lot: {
    id: number;
    title: string;
    qty: number;
    itemCondition: number;
    auctionType: string;
    listingFormat: string;
    buyerShips: boolean;
    shippingService: string;
    currency: string;
    /** Where the goods are (the invoice's `location`). */
    country: string;
    state: string;
    city: string;
  };
  buyer: { firstName: string; lastName: string; companyName: string | null; email: string };
  orders: {
    id: number;
    kind: OrderKind;
    amount: number;
    qty: number;
    unitPrice: number | null;
    offerId: number | null;
    lineItemId: number | null;
    lineTitle: string | null;
    subLotNumber: number | null;
    counterAmount: number | null;
  }[];
}

/** The settings an invoice is issued under (read by the service, in the sale's transaction). */
export type InvoiceTerms = Pick<TransactionSettings, 'shippingFeeCents' | 'invoiceDueDays'>;

/** What a sale needs to know of its lot. */
export interface SaleLot {
  id: number;
  currency: string;
  buyerShips: boolean;
  /** The lot's own shipping fee (null or absent: the site's flat fee). */
  shippingFee?: number | null;
}

/** Billing fields of many buyers in one query. */
async function billingForMany(tx: DbOrTx, buyerIds: number[]) {
  const rows = await tx
    .select({ profile: accountProfiles, user: users, companyName: companies.name })
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, buyerIds));
  return new Map(rows.map((r) => [r.user.id, billingOf(r)]));
}

async function billingFor(tx: DbOrTx, buyerId: number) {
  return (await billingForMany(tx, [buyerId])).get(buyerId)!;
}

export const ordersRepository = {
  /**
   * One invoice for orders already inserted in this transaction (all of one buyer and
   * one lot): the amount is their sum; shipping when the seller ships; due date from now.
   */
  async createInvoice(tx: Tx, s: InvoiceTerms, lot: SaleLot, buyerId: number, orderIds: number[], amount: number, now = new Date()) {
    const [inv] = await tx
      .insert(invoices)
      .values({
        orderId: orderIds[0]!,
        lotId: lot.id,
        buyerId,
        amount,
        shippingFee: shippingFeeFor(lot.buyerShips, s.shippingFeeCents, lot.shippingFee),
        currency: lot.currency,
        dueAt: invoiceDueAt(now, s.invoiceDueDays),
        createdAt: now,
        ...(await billingFor(tx, buyerId)),
      })
      .returning({ id: invoices.id });
    await tx.update(orders).set({ invoiceId: inv!.id }).where(inArray(orders.id, orderIds));
    return inv!.id;
  },

  /**
   * The columns of many invoices (all but the order they bill), in the items' order: the settings
   * read once, the buyers' billing fields in one query. The closing storm writes them itself,
   * with its orders, in one statement.
   */
  async invoiceValues(tx: Tx, s: InvoiceTerms, items: { lot: SaleLot; buyerId: number; amount: number; at: Date }[]) {
    if (!items.length) return [];
    const billing = await billingForMany(tx, [...new Set(items.map((i) => i.buyerId))]);
    return items.map((i) => invoiceColumns(i, s, billing.get(i.buyerId)!));
  },

  /** Many invoices at once (the demo seed): one insert, then each invoice's orders point to it. */
  async createInvoices(tx: Tx, s: InvoiceTerms, items: { lot: SaleLot; buyerId: number; orderIds: number[]; amount: number; at: Date }[]) {
    if (!items.length) return 0;
    const values = await this.invoiceValues(tx, s, items);
    const rows = await tx
      .insert(invoices)
      .values(items.map((i, k) => ({ orderId: i.orderIds[0]!, ...values[k]! })))
      .returning({ id: invoices.id, orderId: invoices.orderId });
    // Each invoice's orders point to it: one statement for all of them.
    const byOrder = new Map(rows.map((r) => [r.orderId, r.id]));
    const link = items.flatMap((i) => i.orderIds.map((orderId) => [orderId, byOrder.get(i.orderIds[0]!)!] as const));
    await tx.execute(sql`UPDATE orders o SET invoice_id = v.invoice_id
      FROM unnest(${`{${link.map((l) => l[0]).join(',')}}`}::int[], ${`{${link.map((l) => l[1]).join(',')}}`}::int[]) AS v(order_id, invoice_id)
     WHERE o.id = v.order_id`);
    return rows.length;
  },

  /** A sale of a whole lot or of units (buy now, price lock, offer): one order and its invoice. */
  async createSale(
    tx: Tx,
    s: InvoiceTerms,
    lot: SaleLot,
    sale: { buyerId: number; kind: OrderKind; amount: number; qty: number; unitPrice: number; offerId?: number; idempotencyKey?: string },
  ) {
    const [o] = await tx
      .insert(orders)
      .values({
        lotId: lot.id,
        buyerId: sale.buyerId,
        kind: sale.kind,
        amount: sale.amount,
        qty: sale.qty,
        unitPrice: sale.unitPrice,
        currency: lot.currency,
        offerId: sale.offerId ?? null,
        idempotencyKey: sale.idempotencyKey ?? null,
      })
      .returning({ id: orders.id });
    const invoiceId = await this.createInvoice(tx, s, lot, sale.buyerId, [o!.id], sale.amount);
    return { orderId: o!.id, invoiceId };
  },

  /** A buyer's earlier buy-now order with this retry key (a double click answers the first order). */
  async findByIdempotencyKey(db: DbOrTx, buyerId: number, key: string) {
    const [r] = await db
      .select({ orderId: orders.id, invoiceId: orders.invoiceId, qty: orders.qty, amount: orders.amount, lotId: orders.lotId })
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return r ?? null;
  },

  /** Units of a lot sold so far (price lock stock); every order counts, cancelled ones too. */
  async unitsSold(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ n: sql<number>`coalesce(sum(${orders.qty}), 0)::int` }).from(orders).where(eq(orders.lotId, lotId));
    return Number(r?.n ?? 0);
  },

  /** For the lot page (wire helper): the viewer's latest invoice id on a lot, or null. */
  async invoiceIdForViewer(db: DbOrTx, lotId: number, userId: number): Promise<number | null> {
    const [r] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.lotId, lotId), eq(invoices.buyerId, userId)))
      .orderBy(desc(invoices.id))
      .limit(1);
    return r?.id ?? null;
  },

  async records(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number; order?: 'asc' | 'desc' }) {
    const rows = await db
      .select({
        invoice: invoices,
        lot: {
          id: lots.id,
          title: lots.title,
          qty: lots.qty,
          itemCondition: lots.itemCondition,
          auctionType: lots.auctionType,
          listingFormat: lots.listingFormat,
          buyerShips: lots.buyerShips,
          shippingService: lots.shippingService,
          currency: lots.currency,
          country: lots.country,
          state: lots.state,
          city: lots.city,
        },
        buyer: { firstName: users.firstName, lastName: users.lastName, companyName: companies.name, email: users.email },
      })
      .from(invoices)
      .innerJoin(lots, eq(lots.id, invoices.lotId))
      .innerJoin(users, eq(users.id, invoices.buyerId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(page.order === 'asc' ? asc(invoices.id) : desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.invoice.id);
    const lines = await db
      .select({
        invoiceId: orders.invoiceId,
        id: orders.id,
        kind: orders.kind,
        amount: orders.amount,
        qty: orders.qty,
        unitPrice: orders.unitPrice,
        offerId: orders.offerId,
        lineItemId: orders.lineItemId,
        lineTitle: lineItems.title,
        subLotNumber: lineItems.subLotNumber,
        counterAmount: offers.counterAmount,
      })
      .from(orders)
      .leftJoin(lineItems, eq(lineItems.id, orders.lineItemId))
      .leftJoin(offers, eq(offers.id, orders.offerId))
      .where(inArray(orders.invoiceId, ids))
      .orderBy(asc(orders.id));
    return rows.map<InvoiceRecord>((r) => ({ ...r, orders: lines.filter((l) => l.invoiceId === r.invoice.id) }));
  },

  async count(db: DbOrTx, where: SQL | undefined) {
    const [r] = await db.select({ n: count() }).from(invoices).where(where);
    return Number(r?.n ?? 0);
  },

  async findInvoice(db: DbOrTx, id: number) {
    const [r] = await this.records(db, eq(invoices.id, id), { limit: 1, offset: 0 });
    return r ?? null;
  },

  /** Locks invoices (ascending id: a fixed lock order). */
  async lockInvoices(tx: Tx, ids: number[]) {
    return tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');
  },

  async markPaid(
    tx: Tx,
    ids: number[],
    pay: { method: 'wire' | 'card'; paymentId: number | null; cardBrand?: string | null; cardLast4?: string | null; cardFees?: Map<number, number> },
    now = new Date(),
  ) {
    for (const id of ids) {
      await tx
        .update(invoices)
        .set({
          status: 'paid',
          paidAt: now,
          paymentMethod: pay.method,
          paymentId: pay.paymentId,
          cardBrand: pay.cardBrand ?? null,
          cardLast4: pay.cardLast4 ?? null,
          cardFee: pay.cardFees?.get(id) ?? 0,
        })
        .where(eq(invoices.id, id));
      await tx.update(orders).set({ status: 'paid', paidAt: now }).where(eq(orders.invoiceId, id));
    }
  },

  async cancel(tx: Tx, id: number, now = new Date(), reason: string | null = null) {
    await tx.update(invoices).set({ status: 'cancelled', cancelledAt: now, cancelReason: reason }).where(eq(invoices.id, id));
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.invoiceId, id));
  },

  async setPaymentMethod(tx: Tx, ids: number[], method: 'wire' | 'card', paymentId: number) {
    await tx.update(invoices).set({ paymentMethod: method, paymentId }).where(inArray(invoices.id, ids));
  },

  async setAppointment(db: DbOrTx, ids: number[], buyerId: number, at: Date) {
    await db.update(invoices).set({ appointmentAt: at }).where(and(inArray(invoices.id, ids), eq(invoices.buyerId, buyerId)));
  },

  /** saveAddress: the buyer's unpaid invoices take the new billing address. */
  async updateUnpaidBilling(db: DbOrTx, buyerId: number, billing: Partial<InvoiceRow>) {
    await db.update(invoices).set(billing).where(and(eq(invoices.buyerId, buyerId), eq(invoices.status, 'unpaid')));
  },

  /** Paid or unpaid invoices of a buyer on a lot (disputes: is the caller a buyer of it). */
  async buyerInvoicesOnLot(db: DbOrTx, lotId: number, buyerId: number) {
    return db
      .select({
        id: invoices.id, status: invoices.status, paidAt: invoices.paidAt, createdAt: invoices.createdAt,
        amount: invoices.amount, shippingFee: invoices.shippingFee, cardFee: invoices.cardFee,
      })
      .from(invoices)
      .where(and(eq(invoices.lotId, lotId), eq(invoices.buyerId, buyerId)))
      .orderBy(desc(invoices.id));
  },

  whereBuyer: (buyerId: number, status?: InvoiceState) =>
    and(eq(invoices.buyerId, buyerId), status ? eq(invoices.status, status) : undefined),
  whereAdmin: (f: { status?: InvoiceState; paymentMethod?: 'wire' | 'card'; buyerId?: number; lotId?: number }) =>
    and(
      f.lotId ? eq(invoices.lotId, f.lotId) : undefined,
      f.status ? eq(invoices.status, f.status) : undefined,
      f.paymentMethod ? eq(invoices.paymentMethod, f.paymentMethod) : undefined,
      f.buyerId ? eq(invoices.buyerId, f.buyerId) : undefined,
    ),
  /** A wire checkout whose invoices are all paid now is captured (the money arrived). */
  async captureWireIfSettled(tx: Tx, paymentId: number) {
    await tx.execute(sql`
      update ${payments} set status = 'captured', updated_at = now()
      where ${payments.id} = ${paymentId} and ${payments.method} = 'wire' and ${payments.status} = 'pending'
        and not exists (
          select 1 from ${paymentInvoices} pi join ${invoices} i on i.id = pi.invoice_id
          where pi.payment_id = ${paymentId} and i.status = 'unpaid'
        )`);
  },

  /** Payments (checkouts) for the console, newest first, with the buyer and the invoices they paid. */
  async payments(db: DbOrTx, f: { method?: 'wire' | 'card'; status?: PaymentState }, page: { limit: number; offset: number }) {
    const where = and(f.method ? eq(payments.method, f.method) : undefined, f.status ? eq(payments.status, f.status) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          payment: {
            id: payments.id, method: payments.method, status: payments.status, amount: payments.amount, cardFee: payments.cardFee, total: payments.total,
            currency: payments.currency, reference: payments.reference, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4,
            failureCode: payments.failureCode, createdAt: payments.createdAt, buyerId: payments.buyerId,
          },
          buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.buyerId))
        .where(where)
        .orderBy(desc(payments.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    const links = rows.length
      ? await db.select().from(paymentInvoices).where(inArray(paymentInvoices.paymentId, rows.map((r) => r.payment.id)))
      : [];
    return {
      rows: rows.map((r) => ({ ...r, invoiceIds: links.filter((l) => l.paymentId === r.payment.id).map((l) => l.invoiceId) })),
      total: Number(total?.n ?? 0),
    };
  },

  whereIds: (ids: number[], buyerId: number) => and(inArray(invoices.id, ids), eq(invoices.buyerId, buyerId)),

  /** Whom a receipt or a cancellation is mailed to. */
  async recipient(db: DbOrTx, userId: number) {
    const [u] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    return u ?? null;
  },
};
export type OrdersRepository = typeof ordersRepository;
/** The columns of one invoice but the order it bills (`invoiceValues`): closing writes them with its orders. */
export type InvoiceValues = Awaited<ReturnType<OrdersRepository['invoiceValues']>>[number];
