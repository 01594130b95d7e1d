import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import type { FileStore } from '../platform/files/file-store.js';
import {
  companyProfiles,
  disputes,
  invoices,
  lots,
  offers,
  orders,
  paymentInvoices,
  payments,
  settings,
  taxDocuments,
  users,
} from '../platform/db/schema/index.js';
import { cardFeeOf, invoicePaymentReference } from '../modules/orders/index.js';
import type { CommissionSetting } from '../modules/reports/index.js';
import { bulkInsert, bulkUpdate } from './bulk-insert.js';
import { simplePdf } from './documents.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Pays most invoices of the history and second-seller lots, as buyers would have: by wire
 * or card, 0 to 9 days after the close (deterministic by invoice id). Recent closes (under
 * two days) and one in seven stay unpaid. Answers the paid invoice ids.
 */
export async function payDemoInvoices(tx: Tx, o: { lotIds: readonly number[]; now: Date }): Promise<number[]> {
  if (!o.lotIds.length) return [];
  const due = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.lotId, [...o.lotIds]), eq(invoices.status, 'unpaid')));
  const toPay = due
    .filter((i) => o.now.getTime() - i.createdAt.getTime() > 2 * DAY && i.id % 7 !== 0)
    .map((i) => {
      const card = i.id % 3 === 0;
      const due = i.amount + i.shippingFee;
      const cardFee = card ? cardFeeOf(due) : 0;
      const paidAt = new Date(Math.min(i.createdAt.getTime() + ((i.id * 5) % 10) * DAY + ((i.id * 7) % 20) * HOUR, o.now.getTime() - HOUR));
      return { invoice: i, card, cardFee, total: due + cardFee, paidAt };
    });
  if (!toPay.length) return [];
  const paymentRows = await tx
    .insert(payments)
    .values(
      toPay.map((p) => ({
        buyerId: p.invoice.buyerId,
        method: p.card ? ('card' as const) : ('wire' as const),
        status: 'captured' as const,
        amount: p.invoice.amount + p.invoice.shippingFee,
        cardFee: p.cardFee,
        total: p.total,
        currency: p.invoice.currency,
        reference: invoicePaymentReference(p.invoice.id),
        cardBrand: p.card ? 'visa' : null,
        cardLast4: p.card ? '4242' : null,
        provider: p.card ? 'demo' : null,
        createdAt: p.paidAt,
        updatedAt: p.paidAt,
      })),
    )
    .returning({ id: payments.id });
  await bulkInsert(
    tx,
    paymentInvoices,
    toPay.map((p, k) => ({ paymentId: paymentRows[k]!.id, invoiceId: p.invoice.id })),
  );
  await bulkUpdate(
    tx,
    invoices,
    toPay.map((p, k) => ({
      id: p.invoice.id,
      status: 'paid' as const,
      paidAt: p.paidAt,
      paymentMethod: p.card ? ('card' as const) : ('wire' as const),
      paymentId: paymentRows[k]!.id,
      cardBrand: p.card ? 'visa' : null,
      cardLast4: p.card ? '4242' : null,
      cardFee: p.cardFee,
    })),
  );
  const orderRows = await tx
    .select({ id: orders.id, invoiceId: orders.invoiceId })
    .from(orders)
    .where(inArray(orders.invoiceId, toPay.map((p) => p.invoice.id)));
  const paidAt = new Map(toPay.map((p) => [p.invoice.id, p.paidAt]));
  await bulkUpdate(
    tx,
    orders,
    orderRows.map((r) => ({ id: r.id, status: 'paid' as const, paidAt: paidAt.get(r.invoiceId!)! })),
  );
  return toPay.map((p) => p.invoice.id);
}

const disputeTexts = [
  { subject: 'Units short on delivery', message: 'The pallet arrived with fewer units than the manifest lists. Photos attached to follow.' },
  { subject: 'Grade lower than listed', message: 'Several units show cracked hinges, which the listing grade does not allow.' },
  { subject: 'Missing power adapters', message: 'The listing mentions adapters but none were in the boxes.' },
] as const;

/** A few disputes on paid sales (open, answered, resolved), so the dispute rate is not zero. */
export async function writeDemoDisputes(tx: Tx, o: { invoiceIds: readonly number[]; answeredBy: number; now: Date }): Promise<number> {
  const chosen = [...o.invoiceIds].sort((a, b) => a - b).filter((_, k) => k % 9 === 4);
  if (!chosen.length) return 0;
  const rows = await tx.select().from(invoices).where(inArray(invoices.id, chosen));
  await bulkInsert(
    tx,
    disputes,
    rows.map((i, k) => {
      const text = disputeTexts[k % disputeTexts.length]!;
      const createdAt = new Date(Math.min((i.paidAt ?? i.createdAt).getTime() + 3 * DAY, o.now.getTime() - 2 * HOUR));
      const status = (['open', 'answered', 'resolved'] as const)[k % 3]!;
      const answeredAt = status === 'open' ? null : new Date(Math.min(createdAt.getTime() + DAY, o.now.getTime() - HOUR));
      return {
        lotId: i.lotId,
        buyerId: i.buyerId,
        subject: text.subject,
        message: text.message,
        status,
        answer: answeredAt ? 'Thank you for the report: we are checking the pick list and will credit any shortfall.' : null,
        answeredBy: answeredAt ? o.answeredBy : null,
        answeredAt,
        resolvedAt: status === 'resolved' ? answeredAt : null,
        createdAt,
      };
    }),
  );
  return rows.length;
}

/**
 * Offers on the second seller's open buy-now lots that take offers: one awaiting an
 * answer, one countered, one declined, from anonymous buyers.
 */
export async function writeDemoOffers(tx: Tx, o: { lotIds: readonly number[]; sellerId: number; buyers: readonly number[]; now: Date }) {
  if (!o.lotIds.length) return 0;
  const open = await tx
    .select()
    .from(lots)
    .where(and(inArray(lots.id, [...o.lotIds]), eq(lots.status, 'open'), eq(lots.makeOfferEnabled, true)));
  const rows = open
    .sort((a, b) => a.id - b.id)
    .flatMap((l, k) => {
      const price = l.buyNowPrice ?? l.startingPrice;
      const at = new Date(o.now.getTime() - (k + 2) * HOUR);
      const expiresAt = new Date(at.getTime() + 48 * HOUR);
      const base = { lotId: l.id, createdAt: at, updatedAt: at };
      const offer = (n: number) => Math.max(100, Math.round((price * n) / 10_000) * 100);
      return [
        { ...base, buyerId: o.buyers[k % o.buyers.length]!, amount: offer(0.8), status: 'submitted' as const, expiresAt },
        ...(k % 2 === 0
          ? [
              {
                ...base,
                buyerId: o.buyers[(k + 5) % o.buyers.length]!,
                amount: offer(0.7),
                counterAmount: offer(0.85),
                counterBy: o.sellerId,
                status: 'countered' as const,
                expiresAt,
              },
            ]
          : [{ ...base, buyerId: o.buyers[(k + 9) % o.buyers.length]!, amount: offer(0.5), declinedBy: o.sellerId, status: 'declined' as const, expiresAt: null }]),
      ];
    });
  if (rows.length) await bulkInsert(tx, offers, rows);
  return rows.length;
}

export const TAX_EXEMPT_CERTIFICATE = 'demo-tax-exempt-certificate.pdf';

/** The second demo buyer's company is tax exempt, with its certificate on file. */
export async function writeTaxExemptBuyer(tx: Tx, files: FileStore, o: { userId: number; now: Date }): Promise<number> {
  const [u] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, o.userId));
  if (!u?.companyId) return 0;
  const pdf = simplePdf('Sales and Use Tax Exemption Certificate', [
    'Purchaser: Byte Recyclers Inc, 88 Harbor Way, Newark NJ 07105',
    'Reason for exemption: resale (Form ST-3)',
    'Certificate number: ST3-DEMO-0187',
    'Demo document: not a real certificate.',
  ]);
  await files.put('documents', TAX_EXEMPT_CERTIFICATE, pdf);
  await tx
    .insert(companyProfiles)
    .values({
      companyId: u.companyId,
      businessType: 'Reseller',
      einNumber: '22-3344556',
      vatNumber: '22-3344556',
      paymentMethod: 'wire',
      businessStructure: 'Corporation',
      taxExempt: true,
      termsAcceptedAt: o.now,
      salesTaxAcceptedAt: o.now,
    })
    .onConflictDoNothing();
  await tx.insert(taxDocuments).values({
    fileName: TAX_EXEMPT_CERTIFICATE,
    originalName: 'ST-3 resale certificate.pdf',
    contentType: 'application/pdf',
    sizeBytes: pdf.length,
    companyId: u.companyId,
    uploadedAt: o.now,
    claimedAt: o.now,
  });
  return 1;
}

/** The commission the marketplace keeps: 10 % site-wide, 12 % from the second seller. */
export async function writeDemoCommission(tx: Tx, o: { seller2Id: number }) {
  await tx
    .insert(settings)
    .values({ key: 'commission', value: { percent: 10, sellers: { [String(o.seller2Id)]: 12 } } satisfies CommissionSetting })
    .onConflictDoNothing();
}
