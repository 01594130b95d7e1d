import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { accountProfiles, paymentInvoices, payments } from '../../platform/db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export interface Billing {
  billingFirstname: string;
  billingLastname: string;
  billingCompanyname: string;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingCountry: string;
  billingZipcode: string;
}

export const cartRepository = {
  async billing(db: DbOrTx, userId: number): Promise<Billing | null> {
    const [p] = await db.select().from(accountProfiles).where(eq(accountProfiles.userId, userId)).limit(1);
    if (!p || !p.billingAddress) return null;
    const { userId: _u, spendCap: _s, phoneVerified: _p, emailVerified: _e, updatedAt: _d, ...billing } = p;
    return billing;
  },

  async saveBilling(tx: Tx, userId: number, b: Billing) {
    await tx
      .insert(accountProfiles)
      .values({ userId, ...b })
      .onConflictDoUpdate({ target: accountProfiles.userId, set: { ...b, updatedAt: sql`now()` } });
  },

  async insertPayment(tx: Tx, p: { buyerId: number; method: 'wire' | 'card'; amount: number; cardFee: number; total: number; currency: string; reference: string }, invoiceIds: number[]) {
    const [row] = await tx.insert(payments).values(p).returning();
    await tx.insert(paymentInvoices).values(invoiceIds.map((invoiceId) => ({ paymentId: row!.id, invoiceId })));
    return row!;
  },

  async lockPayment(tx: Tx, id: number) {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  },

  async invoiceIdsOf(db: DbOrTx, paymentId: number) {
    const rows = await db.select({ id: paymentInvoices.invoiceId }).from(paymentInvoices).where(eq(paymentInvoices.paymentId, paymentId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },

  async updatePayment(tx: Tx, id: number, set: Partial<PaymentRow>) {
    const [row] = await tx
      .update(payments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },
};
export type CartRepository = typeof cartRepository;
