import type { Db } from '../../platform/db/client.js';
import { settingsRepository } from '../../platform/settings/settings.repository.js';
import { DEFAULT_BID_INCREMENT } from '../catalog/index.js';
import { biddingRepository } from './bidding.repository.js';
import type { IncrementTable, SoftCloseSettings } from './bid-types.js';

/** Soft close when an operator has not set one: 5-minute window, 2-minute extension, 1-hour cap. */
export const DEFAULT_SOFT_CLOSE: SoftCloseSettings = { windowSeconds: 300, extensionSeconds: 120, capSeconds: 3600 };

/** How long a process trusts its cached settings: another process's change reaches it within this. */
export const TTL_MS = 5000;

/** Increments table and soft-close settings, read once every few seconds rather than per bid. */
export function createBiddingSettings(db: Db) {
  let table: { value: IncrementTable; at: number } | null = null;
  let softClose: { value: SoftCloseSettings; at: number } | null = null;
  return {
    async incrementTable(): Promise<IncrementTable> {
      if (table && Date.now() - table.at < TTL_MS) return table.value;
      const rows = await biddingRepository.increments(db);
      const value = {
        bands: rows.map((r) => ({ from_amount: r.fromAmount, to_amount: r.toAmount, increment: r.increment })),
        defaultIncrement: DEFAULT_BID_INCREMENT,
      };
      table = { value, at: Date.now() };
      return value;
    },
    async softClose(): Promise<SoftCloseSettings> {
      if (softClose && Date.now() - softClose.at < TTL_MS) return softClose.value;
      const stored = await settingsRepository.get<Partial<SoftCloseSettings>>(db, 'soft_close');
      const value = { ...DEFAULT_SOFT_CLOSE, ...(stored ?? {}) };
      softClose = { value, at: Date.now() };
      return value;
    },
    /** Drops the cached values: the next read sees an operator's change at once (other processes within TTL_MS). */
    invalidate() {
      table = null;
      softClose = null;
    },
  };
}
export type BiddingSettings = ReturnType<typeof createBiddingSettings>;
