import type { DbOrTx } from '../../platform/db/client.js';
import { settingsRepository } from '../../platform/settings/settings.repository.js';

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

/**
 * The transaction settings' reader and writer, read from the database on every use (an
 * operator's change applies at once in every process). `tx`: inside a caller's transaction.
 */
export function createTransactionSettings(db: DbOrTx) {
  return {
    async read(tx: DbOrTx = db): Promise<TransactionSettings> {
      const v = (await settingsRepository.get<Partial<TransactionSettings>>(tx, TRANSACTION_SETTINGS_KEY)) ?? {};
      return { ...defaultTransactionSettings, ...v, wire: { ...defaultTransactionSettings.wire, ...(v.wire ?? {}) } };
    },
    async write(value: Partial<TransactionSettings>, tx: DbOrTx = db) {
      await settingsRepository.set(tx, TRANSACTION_SETTINGS_KEY, value);
    },
  };
}
export type TransactionSettingsStore = ReturnType<typeof createTransactionSettings>;
/** What a service that only reads the settings receives. */
export type ReadTransactionSettings = TransactionSettingsStore['read'];
