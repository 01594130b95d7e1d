import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { connectSocket, type ClientSocket } from '../support/sockets.js';
import { hashToken } from '../../src/modules/auth/index.js';

/**
 * Issue 13 item 5: revoking a token ends the sockets opened with it (logout ends that
 * session's sockets; a password reset or a deactivation ends all of the account's).
 */
let s: TestServer;
let adminToken: string;
const open: ClientSocket[] = [];
beforeAll(async () => {
  s = await startTestServer();
  adminToken = await s.loginAs(await s.buildUser({ role: 'admin' }));
});
afterAll(async () => {
  open.forEach((c) => c.close());
  await s?.close();
});

const socketFor = async (token: string) => {
  const c = await connectSocket(s.url, token);
  open.push(c);
  return c;
};
/** Resolves with the reason once the server drops the socket. */
const dropped = (c: ClientSocket) => new Promise<string>((resolve) => (c.connected ? c.once('disconnect', (why) => resolve(why)) : resolve('already')));

describe('sockets end with their session', () => {
  it('logout disconnects the sockets of that token and no other session of the account', async () => {
    const user = await s.buildUser();
    const token = await s.loginAs(user);
    const otherSession = await s.loginAs(user);
    const sock = await socketFor(token);
    const other = await socketFor(otherSession);
    const gone = dropped(sock);

    expect((await s.api('POST', '/api/user/logout', { token })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The other session is still signed in and still connected: a round trip proves it.
    const still = await new Promise<boolean>((resolve) => {
      other.once('serverTime', () => resolve(other.connected));
      s.deps.realtime().io.to(`user:${user.id}`).emit('serverTime', { dTime: new Date().toISOString() });
    });
    expect(still).toBe(true);
  });

  it('a password reset disconnects every socket of the account', async () => {
    const user = await s.buildUser();
    const a = await socketFor(await s.loginAs(user));
    const b = await socketFor(await s.loginAs(user));
    const gone = Promise.all([dropped(a), dropped(b)]);
    const resetToken = randomBytes(24).toString('hex');
    await s.database.pool.query('insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, $3)', [
      user.id,
      hashToken(resetToken),
      new Date(Date.now() + 3_600_000),
    ]);
    const res = await s.api('POST', '/api/user/updateUserPasswordUnauth', {
      body: { token: resetToken, password: 'N3w-Passw0rd!x', confirm_password: 'N3w-Passw0rd!x' },
    });
    expect(res.status).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a password change disconnects the other sessions’ sockets, not the changer’s', async () => {
    const user = await s.buildUser();
    const changer = await s.loginAs(user);
    const other = await socketFor(await s.loginAs(user));
    const own = await socketFor(changer);
    const gone = dropped(other);
    const res = await s.api('POST', '/api/user/login/changepassword', {
      token: changer,
      body: { old_password: user.password, new_password1: 'An0ther-Passw0rd!', new_password2: 'An0ther-Passw0rd!' },
    });
    expect(res.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // The changer's own socket is still there: a round trip proves it.
    const still = await new Promise<boolean>((resolve) => {
      own.once('serverTime', () => resolve(own.connected));
      s.deps.realtime().io.to(`user:${user.id}`).emit('serverTime', { dTime: new Date().toISOString() });
    });
    expect(still).toBe(true);
  });

  it('a deactivation disconnects the account’s sockets after telling them', async () => {
    const user = await s.buildUser();
    const sock = await socketFor(await s.loginAs(user));
    const told = new Promise((resolve) => sock.once('userDeactivate', resolve));
    const gone = dropped(sock);
    expect((await s.api('POST', `/api/admin/users/${user.id}/deactivate`, { token: adminToken })).status).toBe(200);
    expect(await told).toEqual({ user_id: user.id });
    expect(await gone).toBe('io server disconnect');
  });
});
