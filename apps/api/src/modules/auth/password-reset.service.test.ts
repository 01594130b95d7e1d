import { describe, expect, it } from 'vitest';
import { passwordResetRules } from '@gavel/contract';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { PasswordResetRepository } from './password-reset.repository.js';
import { hashToken } from './auth.tokens.js';
import { verifyPassword } from './auth.passwords.js';
import { createPasswordResetService } from './password-reset.service.js';

const NOW = new Date('2026-03-02T10:00:00Z');

type Reset = { userId: number; tokenHash: string; expiresAt: Date; usedAt: Date | null; createdAt: Date };

function world(status: UserRow['status'] = 'active') {
  let clock = NOW;
  const user = { id: 3, email: 'bo@example.com', firstName: 'Bo', language: 'English', status, passwordHash: 'old' } as UserRow;
  const resets: Reset[] = [];
  const invitations: { userId: number }[] = [];
  const revoked: number[] = [];
  const cleared: string[] = [];
  const sockets: number[] = [];
  const mails: { kind: string; token: string }[] = [];
  const findByHash = async (_db: unknown, tokenHash: string) => {
    const reset = resets.find((r) => r.tokenHash === tokenHash);
    return reset ? ({ reset, user } as never) : null;
  };
  const service = createPasswordResetService({
    db: fakeDb(),
    users: fake<AuthRepository>({ findUserByEmail: async (_db, email) => (email === user.email ? user : null), revokeAllTokens: async (_db, id) => void revoked.push(id) }, 'authRepository'),
    resets: fake<PasswordResetRepository>(
      {
        countSince: async (_db, id, since) => resets.filter((r) => r.userId === id && r.createdAt > since).length,
        insert: async (_db, v) => void resets.push({ ...v, usedAt: null, createdAt: clock }),
        findByHash,
        setPassword: async (_db, _id, hash) => void (user.passwordHash = hash),
        useAll: async (_db, id) => resets.filter((r) => r.userId === id && !r.usedAt).forEach((r) => (r.usedAt = clock)),
      },
      'passwordResetRepository',
    ),
    invitations: fake<InvitationsRepository>(
      { countSince: async () => invitations.length, latestFor: async () => null, insert: async (_db, v) => void invitations.push(v) },
      'invitationsRepository',
    ),
    throttle: { clearEmail: async (_db, email) => void cleared.push(email) },
    notifier: {
      passwordReset: (_to, v) => mails.push({ kind: 'reset', token: v.token }),
      invitation: (_to, v) => mails.push({ kind: 'invitation', token: v.token }),
    },
    sockets: () => ({ disconnectUser: (id: number) => sockets.push(id), disconnectToken: () => {} }),
    now: () => clock,
  });
  return { service, user, resets, invitations, revoked, cleared, sockets, mails, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

describe('password reset', () => {
  it('mails a link that sets the password, uses up the links and ends every session', async () => {
    const w = world();
    await w.service.request('bo@example.com');
    const token = w.mails[0]!.token;
    expect(w.resets[0]!.tokenHash).toBe(hashToken(token));
    expect(await w.service.inspect(token)).toEqual({ emailid: 'b***@example.com', user_id: 3 });
    await w.service.reset(token, 'brand-new-pass-1');
    expect(await verifyPassword(w.user.passwordHash!, 'brand-new-pass-1')).toBe(true);
    expect(w.revoked).toEqual([3]);
    expect(w.cleared).toEqual(['bo@example.com']);
    expect(w.sockets).toEqual([3]);
    await expect(w.service.inspect(token)).rejects.toMatchObject({ code: 'TOKEN_USED' });
  });

  it('refuses a link once its lifetime has passed, and changes nothing', async () => {
    const w = world();
    await w.service.request('bo@example.com');
    const token = w.mails[0]!.token;
    w.advance(passwordResetRules.lifetimeMinutes * 60_000 - 1);
    await expect(w.service.inspect(token)).resolves.toMatchObject({ user_id: 3 });
    w.advance(1);
    await expect(w.service.inspect(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    await expect(w.service.reset(token, 'brand-new-pass-1')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(w.user.passwordHash).toBe('old');
    expect(w.revoked).toEqual([]);
  });

  it('sends at most the hourly number of links', async () => {
    const w = world();
    for (let i = 0; i < passwordResetRules.maxPerHour + 2; i++) await w.service.request('bo@example.com');
    expect(w.mails).toHaveLength(passwordResetRules.maxPerHour);
  });

  it('sends nothing for an unknown or deactivated address', async () => {
    const w = world('deactivated');
    await w.service.request('bo@example.com');
    await w.service.request('nobody@example.com');
    expect(w.mails).toEqual([]);
  });

  it('gives an invited account a fresh invitation link instead of a reset link', async () => {
    const w = world('invited');
    await w.service.request('bo@example.com');
    expect(w.mails.map((m) => m.kind)).toEqual(['invitation']);
    expect(w.resets).toEqual([]);
    expect(w.invitations).toHaveLength(1);
  });
});
