import { describe, expect, it } from 'vitest';
import { fakeDb } from '../../testing/fake-db.js';
import type { AuditRecord } from '../audit/index.js';
import { createAdminService } from './admin.service.js';
import { createMaintenanceService } from './maintenance.service.js';

function world() {
  const users = new Map<number, { status: 'active' | 'deactivated'; sessions: number }>([[4, { status: 'active', sessions: 2 }]]);
  const audits: AuditRecord[] = [];
  const pushed: { userId: number; what: string }[] = [];
  const audit = { record: async (_tx: unknown, r: AuditRecord) => void audits.push(r) };
  const admin = createAdminService({
    db: fakeDb(),
    auth: {
      lockStatus: async (_tx, id) => users.get(id)?.status ?? null,
      setStatus: async (_tx, id, status) => (users.get(id)!.status = status as 'deactivated', true),
      revokeAllSessions: async (_tx, id) => void (users.get(id)!.sessions = 0),
    },
    audit,
    realtime: () => ({
      emitToUser: ((userId: number, what: string) => void pushed.push({ userId, what })) as never,
      disconnectUser: (userId: number) => void pushed.push({ userId, what: 'disconnect' }),
    }),
  });
  return { admin, users, audits, pushed, audit };
}

describe('admin service', () => {
  it('deactivates an account: sessions revoked, audited with the status before, its sockets told and closed', async () => {
    const w = world();
    await w.admin.deactivateUser(4, { actorId: 1, ip: '10.0.0.1' });
    expect(w.users.get(4)).toEqual({ status: 'deactivated', sessions: 0 });
    expect(w.audits).toMatchObject([{ actorId: 1, action: 'admin.deactivateUser', userId: 4, before: { status: 'active' }, after: { status: 'deactivated' } }]);
    expect(w.pushed).toEqual([
      { userId: 4, what: 'userDeactivate' },
      { userId: 4, what: 'disconnect' },
    ]);
  });

  it('answers NOT_FOUND for an unknown account and tells nobody', async () => {
    const w = world();
    await expect(w.admin.deactivateUser(99, { actorId: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(w.audits).toEqual([]);
    expect(w.pushed).toEqual([]);
  });
});

describe('maintenance flag', () => {
  it('is stored, audited when an operator switches it, and trusted from the cache only briefly', async () => {
    const store = new Map<string, unknown>();
    const audits: AuditRecord[] = [];
    let clock = 0;
    const settings = { get: async <T>(_db: unknown, k: string) => store.get(k) as T | undefined, set: async (_db: unknown, k: string, v: unknown) => void store.set(k, v) };
    const deps = { db: fakeDb(), settings, audit: { record: async (_tx: unknown, r: AuditRecord) => void audits.push(r) }, now: () => clock };
    const one = createMaintenanceService(deps);
    const other = createMaintenanceService(deps);
    expect(await other.isOn()).toBe(false);
    await one.set(true, { actorId: 1 });
    expect(await one.isOn()).toBe(true);
    expect(audits).toMatchObject([{ action: 'admin.setMaintenance', before: { maintenance: false }, after: { maintenance: true } }]);
    expect(await other.isOn()).toBe(false); // its cached answer, for up to a second
    clock += 1000;
    expect(await other.isOn()).toBe(true);
  });
});
