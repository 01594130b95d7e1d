import { and, asc, eq, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { lineItems, lots, orders } from '../../platform/db/schema/index.js';
import type { InvoiceValues } from '../orders/index.js';

/** The outcome stored on a closing lot or sub-lot. */
export interface ClosingOutcome {
  status: 'sold' | 'closed';
  winnerUserId: number | null;
  soldPrice: number | null;
}

/** An array parameter as one text literal (`{1,NULL,3}`): drizzle would expand a JS array into a list. */
const arrayLiteral = (values: readonly (number | string | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** The columns closing reads of a due lot: its bidding state, dates, and what a line-item lot's invoices need. */
const closingLotColumns = {
  id: lots.id,
  auctionType: lots.auctionType,
  status: lots.status,
  startingPrice: lots.startingPrice,
  currentPrice: lots.currentPrice,
  reservePrice: lots.reservePrice,
  incrementOverride: lots.incrementOverride,
  blindIncrement: lots.blindIncrement,
  bidCount: lots.bidCount,
  bidSequence: lots.bidSequence,
  leaderUserId: lots.leaderUserId,
  leaderCompanyId: lots.leaderCompanyId,
  leaderMaxAmount: lots.leaderMaxAmount,
  leaderPlacedSeq: lots.leaderPlacedSeq,
  dateAdded: lots.dateAdded,
  dateClosed: lots.dateClosed,
  originalDateClosed: lots.originalDateClosed,
  currency: lots.currency,
  buyerShips: lots.buyerShips,
  shippingFee: lots.shippingFee,
};
export type ClosingLot = { [K in keyof typeof closingLotColumns]: (typeof lots.$inferSelect)[K] };

export const closingRepository = {
  /**
   * Due open lots, locked; rows another process is closing are skipped, so each
   * lot is closed by exactly one process. NO KEY UPDATE, not UPDATE: a row that only
   * carries a foreign-key check (a notification or job inserted for the lot holds KEY
   * SHARE on it) must not make the closer skip a due lot.
   */
  async lockDueLots(tx: Tx, now: Date, limit: number): Promise<ClosingLot[]> {
    return tx
      .select(closingLotColumns)
      .from(lots)
      .where(and(eq(lots.status, 'open'), lte(lots.dateClosed, now)))
      .orderBy(asc(lots.dateClosed))
      .limit(limit)
      .for('no key update', { skipLocked: true });
  },

  async lockLineItems(tx: Tx, lotId: number) {
    return tx.select().from(lineItems).where(eq(lineItems.lotId, lotId)).orderBy(asc(lineItems.id)).for('no key update');
  },

  async markLot(tx: Tx, lotId: number, result: ClosingOutcome) {
    await tx
      .update(lots)
      .set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice, closedAt: sql`now()` })
      .where(eq(lots.id, lotId));
  },

  async markLineItem(tx: Tx, id: number, result: ClosingOutcome) {
    await tx
      .update(lineItems)
      .set({ status: result.status, winnerUserId: result.winnerUserId, soldPrice: result.soldPrice })
      .where(eq(lineItems.id, id));
  },

  async insertOrder(
    tx: Tx,
    o: { lotId: number; lineItemId: number | null; buyerId: number; amount: number; qty: number; currency: string },
  ) {
    const rows = await tx
      .insert(orders)
      .values({ ...o, kind: 'auction' })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    return rows[0]?.id ?? null;
  },

  /**
   * A batch of whole lots' outcomes, written in ONE statement (rows as one JSON parameter, whatever
   * the batch size). Their orders and invoices follow after the close is published
   * (`writeAuctionOrders`).
   */
  async writeClosedLots(tx: Tx, outcomes: (ClosingOutcome & { lotId: number })[]): Promise<void> {
    if (!outcomes.length) return;
    const lotRows = JSON.stringify(outcomes.map((r) => ({ id: r.lotId, status: r.status, winner: r.winnerUserId, price: r.soldPrice })));
    await tx.execute(sql`
      UPDATE lots l
         SET status = v.status, winner_user_id = v.winner, sold_price = v.price, closed_at = now()
        FROM json_to_recordset(${lotRows}::json) AS v(id int, status text, winner int, price bigint)
       WHERE l.id = v.id`);
  },

  /**
   * Of these lots, the whole lots sold at auction that have no auction order yet, with what their
   * order and invoice need (sold at the lot's `closed_at`). A lot's order is written once: this
   * read and the insert's unique index (`writeAuctionOrders`) make a repeat a no-op.
   */
  async lotsAwaitingOrders(tx: Tx, lotIds: number[]) {
    if (!lotIds.length) return [];
    const rows = await tx
      .select({
        id: lots.id,
        currency: lots.currency,
        buyerShips: lots.buyerShips,
        shippingFee: lots.shippingFee,
        qty: lots.qty,
        buyerId: lots.winnerUserId,
        amount: lots.soldPrice,
        at: lots.closedAt,
      })
      .from(lots)
      .where(
        and(
          sql`${lots.id} = ANY(${arrayLiteral(lotIds)}::int[])`,
          eq(lots.status, 'sold'),
          ne(lots.auctionType, 'lineitem'),
          isNotNull(lots.winnerUserId),
          isNotNull(lots.soldPrice),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(and(eq(orders.lotId, lots.id), eq(orders.kind, 'auction'), isNull(orders.lineItemId))),
          ),
        ),
      )
      .orderBy(asc(lots.id));
    return rows.map(({ buyerId, amount, at, qty, ...lot }) => ({ lot, qty, buyerId: buyerId!, amount: amount!, at: at ?? new Date() }));
  },

  /**
   * Sold lots' auction orders (INSERT … ON CONFLICT DO NOTHING: a lot that already has one — the
   * unique index on auction orders — gets neither a second order nor an invoice) and one invoice per
   * inserted order, linked both ways, in ONE statement. The invoice ids are drawn from their
   * sequence up front so the order rows carry them (the orders → invoices foreign key is checked at
   * the end of the statement).
   */
  async writeAuctionOrders(tx: Tx, sold: ({ lotId: number; qty: number } & InvoiceValues)[]): Promise<void> {
    if (!sold.length) return;
    const soldRows = JSON.stringify(
      sold.map((r) => ({
        lot_id: r.lotId,
        buyer_id: r.buyerId,
        amount: r.amount,
        qty: r.qty,
        currency: r.currency,
        shipping_fee: r.shippingFee,
        due_at: r.dueAt,
        created_at: r.createdAt,
        billing_firstname: r.billingFirstname,
        billing_lastname: r.billingLastname,
        billing_companyname: r.billingCompanyname,
        billing_address: r.billingAddress,
        billing_city: r.billingCity,
        billing_state: r.billingState,
        billing_country: r.billingCountry,
        billing_zipcode: r.billingZipcode,
      })),
    );
    await tx.execute(sql`
      WITH s AS (
        SELECT v.*, nextval(pg_get_serial_sequence('invoices', 'id'))::int AS invoice_id
          FROM json_to_recordset(${soldRows}::json) AS v(
                 lot_id int, buyer_id int, amount bigint, qty int, currency text, shipping_fee bigint,
                 due_at timestamptz, created_at timestamptz, billing_firstname text, billing_lastname text,
                 billing_companyname text, billing_address text, billing_city text, billing_state text,
                 billing_country text, billing_zipcode text)),
      o AS (
        INSERT INTO orders (lot_id, line_item_id, buyer_id, kind, amount, qty, currency, invoice_id)
        SELECT lot_id, NULL, buyer_id, 'auction', amount, qty, currency, invoice_id FROM s
        ON CONFLICT DO NOTHING
        RETURNING id, lot_id, invoice_id)
      INSERT INTO invoices (id, order_id, lot_id, buyer_id, amount, shipping_fee, currency, due_at, created_at,
                            billing_firstname, billing_lastname, billing_companyname, billing_address,
                            billing_city, billing_state, billing_country, billing_zipcode)
      SELECT o.invoice_id, o.id, s.lot_id, s.buyer_id, s.amount, s.shipping_fee, s.currency, s.due_at, s.created_at,
             s.billing_firstname, s.billing_lastname, s.billing_companyname, s.billing_address,
             s.billing_city, s.billing_state, s.billing_country, s.billing_zipcode
        FROM o JOIN s ON s.lot_id = o.lot_id`);
  },

  /** The earliest date_closed of an open lot (the closer's next wake-up), or null. */
  async nextDueAt(tx: Tx | import('../../platform/db/client.js').Db) {
    const [r] = await tx
      .select({ at: sql<Date | null>`min(${lots.dateClosed})` })
      .from(lots)
      .where(eq(lots.status, 'open'));
    return r?.at ? new Date(r.at) : null;
  },

  /**
   * Each winner's anonymous "Bidder N" number on its lot (the order of the lot's bidders' first
   * bids, as in the bid history and `bidAddtime`), for the public `realclosedupdates`, in one query.
   */
  async winnerNumbers(db: DbOrTx, winners: { lotId: number; userId: number }[]) {
    const out = new Map<number, number>();
    if (!winners.length) return out;
    const r = await db.execute<{ lot_id: number; user_id: number; n: number | string }>(sql`
      SELECT lot_id, user_id, row_number() OVER (PARTITION BY lot_id ORDER BY min(id)) AS n FROM bids
       WHERE lot_id = ANY(${arrayLiteral(winners.map((w) => w.lotId))}::int[]) GROUP BY lot_id, user_id`);
    const wanted = new Map(winners.map((w) => [w.lotId, w.userId]));
    for (const row of r.rows) if (wanted.get(Number(row.lot_id)) === Number(row.user_id)) out.set(Number(row.lot_id), Number(row.n));
    return out;
  },

  /** Users with a live bid on each lot (for the `lot.closed` events), in one query. */
  async bidderIdsByLot(db: DbOrTx, lotIds: number[]) {
    const out = new Map<number, number[]>();
    if (!lotIds.length) return out;
    const r = await db.execute<{ lot_id: number; user_ids: number[] | string }>(sql`
      SELECT lot_id, array_agg(DISTINCT user_id) AS user_ids FROM bids
       WHERE lot_id = ANY(${arrayLiteral(lotIds)}::int[]) AND cancelled_at IS NULL GROUP BY lot_id`);
    for (const row of r.rows) {
      const ids = Array.isArray(row.user_ids) ? row.user_ids : String(row.user_ids).replace(/[{}]/g, '').split(',').filter(Boolean);
      out.set(Number(row.lot_id), ids.map(Number));
    }
    return out;
  },
};
