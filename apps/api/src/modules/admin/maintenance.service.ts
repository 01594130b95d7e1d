import type { Db } from '../../platform/db/client.js';
import { settingsRepository } from '../../platform/settings/settings.repository.js';
import { audit } from '../audit/index.js';

const KEY = 'maintenance';
/** How long a process trusts its cached flag; other processes see a change within this. */
const TTL_MS = 1000;

/** The control-hub maintenance flag, cached briefly so every request does not read it. */
export function createMaintenanceService(db: Db) {
  let cached: { value: boolean; at: number } | null = null;
  return {
    async isOn(): Promise<boolean> {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
      const value = (await settingsRepository.get<boolean>(db, KEY)) === true;
      cached = { value, at: Date.now() };
      return value;
    },
    /** `by`: the operator switching it (audited with the previous value); tests and commands omit it. */
    async set(on: boolean, by?: { actorId: number; ip?: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const before = (await settingsRepository.get<boolean>(tx, KEY)) === true;
        await settingsRepository.set(tx, KEY, on);
        if (by) await audit.record(tx, { actorId: by.actorId, ip: by.ip, action: 'admin.setMaintenance', entity: 'setting', entityId: KEY, before: { maintenance: before }, after: { maintenance: on } });
      });
      cached = { value: on, at: Date.now() };
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
