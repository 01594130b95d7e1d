import type { Db } from '../../platform/db/client.js';
import type { settingsRepository as SettingsStore } from '../../platform/settings/settings.repository.js';
import type { audit as Audit } from '../audit/index.js';

const KEY = 'maintenance';
/** How long a process trusts its cached flag; other processes see a change within this. */
const TTL_MS = 1000;

/** The control-hub maintenance flag, cached briefly so every request does not read it. */
export interface MaintenanceDeps {
  db: Db;
  settings: Pick<typeof SettingsStore, 'get' | 'set'>;
  audit: Pick<typeof Audit, 'record'>;
  now?: () => number;
}

export function createMaintenanceService({ db, settings: settingsRepository, audit, now = Date.now }: MaintenanceDeps) {
  let cached: { value: boolean; at: number } | null = null;
  return {
    async isOn(): Promise<boolean> {
      if (cached && now() - cached.at < TTL_MS) return cached.value;
      const value = (await settingsRepository.get<boolean>(db, KEY)) === true;
      cached = { value, at: now() };
      return value;
    },
    /** `by`: the operator switching it (audited with the previous value); tests and commands omit it. */
    async set(on: boolean, by?: { actorId: number; ip?: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const before = (await settingsRepository.get<boolean>(tx, KEY)) === true;
        await settingsRepository.set(tx, KEY, on);
        if (by) await audit.record(tx, { actorId: by.actorId, ip: by.ip, action: 'admin.setMaintenance', entity: 'setting', entityId: KEY, before: { maintenance: before }, after: { maintenance: on } });
      });
      cached = { value: on, at: now() };
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
