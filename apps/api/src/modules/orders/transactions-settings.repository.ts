import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { settings } from '../../platform/db/schema/index.js';

/** Operator settings of the transactions features (settings key `transactions`); see docs/decisions.md. */
export interface TransactionSettings {
  /** Hours a submitted offer or a counter stays open. */
  offerExpiryHours: number;
  /** Days after payment during which a buyer may open a dispute. */
  disputeWindowDays: number;
  /** Days from invoice creation to its due date. */
  invoiceDueDays: number;
  /** Flat shipping fee (cents) when the seller ships. */
  shippingFeeCents: number;
  wire: { bankName: string; accountName: string; iban: string; swift: string };
}

export const defaultTransactionSettings: TransactionSettings = {
  offerExpiryHours: 48,
  disputeWindowDays: 30,
  invoiceDueDays: 7,
  shippingFeeCents: 7_500,
  wire: { bankName: 'Gavel Demo Bank', accountName: 'Gavel Marketplace Ltd', iban: 'GB33 GAVL 2000 0055 7799 11', swift: 'GAVLGB2L' },
};

export const TRANSACTION_SETTINGS_KEY = 'transactions';

export async function readTransactionSettings(db: DbOrTx): Promise<TransactionSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TRANSACTION_SETTINGS_KEY)).limit(1);
  const v = (row?.value ?? {}) as Partial<TransactionSettings>;
  return { ...defaultTransactionSettings, ...v, wire: { ...defaultTransactionSettings.wire, ...(v.wire ?? {}) } };
}

export async function writeTransactionSettings(db: DbOrTx, value: Partial<TransactionSettings>) {
  await db
    .insert(settings)
    .values({ key: TRANSACTION_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
