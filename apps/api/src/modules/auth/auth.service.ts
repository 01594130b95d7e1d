import { createHash, timingSafeEqual } from 'node:crypto';
import { loginReturnval, type ErrorCode } from '@gavel/contract';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { dummyPasswordHash, verifyPassword } from './auth.passwords.js';
import { hashToken, newToken, tokenLifetimeMs } from './auth.tokens.js';
import { presentUser } from './auth.presenter.js';
import { createLoginThrottle } from './login-throttle.js';
import { createKnownDevices } from './known-devices.js';
import type { InvitationsRepository } from './invitations.repository.js';
import { createInvitationTokens } from './invitation-tokens.js';
import { createSessionCache, SESSIONS_CHANNEL } from './session-cache.js';

type Refusal = { status: 'error'; returnval: number; code: ErrorCode; linkafter?: string };

const refuse = (returnval: number, code: ErrorCode, linkafter?: string): Refusal => ({
  status: 'error',
  returnval,
  code,
  ...(linkafter ? { linkafter } : {}),
});
const invalid = () => refuse(loginReturnval.invalidCredentials, 'INVALID_CREDENTIALS');

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Ends live connections of revoked sessions (the realtime gateway, on every process). */
export interface SessionSockets {
  disconnectToken(tokenId: number): void;
  disconnectUser(userId: number): void;
}

export interface AuthDeps {
  db: Db;
  repo: AuthRepository;
  invitations: InvitationsRepository;
  sockets?: () => SessionSockets;
  now?: () => Date;
}

/**
 * Accounts' credentials and sessions, the bottom of the account modules: registration,
 * admin and the console's accounts ask it for users, statuses, sessions and invitation links.
 */
export function createAuthService(d: AuthDeps) {
  const { db, repo: authRepository, sockets } = d;
  const now = d.now ?? (() => new Date());
  const invitations = createInvitationTokens(d.invitations, now);
  const throttle = createLoginThrottle(db);
  const devices = createKnownDevices(db);
  const sessions = createSessionCache();

  /** Issues a bearer token for a user and answers it with the presented user. */
  async function startSession(user: UserRow, remember: boolean) {
    const token = newToken();
    await authRepository.insertToken(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      remember,
      expiresAt: new Date(now().getTime() + tokenLifetimeMs(remember)),
    });
    const withCompany = await authRepository.findUserWithCompany(db, user.id);
    return { token, user: presentUser(withCompany?.user ?? user, withCompany?.companyName ?? null) };
  }

  /** What an account in a given state may do once its credentials are proven. */
  async function admit(user: UserRow, remember: boolean) {
    if (user.status === 'invited') {
      // Only someone who proved the (operator-given) password learns the link.
      const { token } = await invitations.issue(db, user.id);
      return refuse(loginReturnval.finishRegistration, 'REGISTRATION_INCOMPLETE', `/afterregister/${token}`);
    }
    if (user.status === 'pending') return refuse(loginReturnval.notAllowed, 'ACCOUNT_PENDING');
    if (user.status === 'deactivated') return refuse(loginReturnval.notAllowed, 'ACCOUNT_DEACTIVATED');
    const session = await startSession(user, remember);
    return { status: 'success' as const, returnval: loginReturnval.ok, ...session };
  }

  return {
    /**
     * Checks credentials and issues a token. Answers the spec's returnval codes:
     * 3 signed in, 2 wrong email or password, 4 pending approval or deactivated,
     * 5 invited account that must finish registration (docs/decisions.md).
     * Throws RATE_LIMITED past the login limits (even for the right password).
     */
    async login(input: { email: string; password: string; remember: boolean; ip: string; device?: string | null }) {
      const user = await authRepository.findUserByEmail(db, input.email);
      const knownDevice = !!user && (await devices.recognises(input.device ?? null, user.id));
      await throttle.assertAllowed(input.email, input.ip, { knownDevice });
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !user.passwordHash || !ok) {
        await throttle.fail(input.email, input.ip);
        return invalid();
      }
      await throttle.succeed(input.email);
      return admit(user, input.remember);
    },

    /**
     * Auto-login (/auto_login/{email}/{token}): the token must equal the configured
     * AUTO_LOGIN_TOKEN; refused when none is configured and for staff accounts. A wrong
     * token counts as a failed login, so the secret cannot be guessed past the limits.
     */
    async autoLogin(input: { email: string; token: string; configuredToken: string | undefined; remember: boolean; ip: string }) {
      await throttle.assertAllowed(input.email, input.ip);
      const tokenOk = !!input.configuredToken && sameSecret(input.token, input.configuredToken);
      const user = tokenOk ? await authRepository.findUserByEmail(db, input.email) : null;
      if (!user || user.isAdmin || user.isEmployee || (user.status === 'invited' && !user.passwordHash)) {
        await throttle.fail(input.email, input.ip);
        return invalid();
      }
      await throttle.succeed(input.email);
      return admit(user, input.remember);
    },

    /** A session for a user who has just proven who they are another way (finished invitation). */
    async startSessionFor(userId: number, remember = false) {
      const row = await authRepository.findUserWithCompany(db, userId);
      if (!row) throw new AppError('NOT_FOUND');
      return startSession(row.user, remember);
    },

    /** The known-device cookie value for an account that just signed in. */
    deviceToken: (userId: number) => devices.issue(userId),

    async logout(user: AuthUser) {
      await authRepository.revokeToken(db, user.tokenId);
      // This process at once; every process (this one too) also hears the database's notification.
      sessions.invalidateToken(user.tokenId);
      sockets?.().disconnectToken(user.tokenId);
    },

    async resolveToken(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const hash = hashToken(token);
      const cached = sessions.get(hash);
      if (cached) return cached;
      const startedAt = sessions.generation();
      const row = await authRepository.findActiveToken(db, hash, now());
      if (!row || row.user.status !== 'active') return null;
      const u = row.user;
      const user: AuthUser = {
        id: u.id,
        tokenId: row.tokenId,
        isBuyer: u.isBuyer,
        isAdmin: u.isAdmin,
        isEmployee: u.isEmployee,
        isSeller: u.isSeller,
        companyId: u.companyId,
        language: u.language,
      };
      sessions.set(hash, user, row.expiresAt, startedAt);
      return user;
    },

    /**
     * Caches sessions from now on, kept exact by the database's notifications (every process
     * on the database hears every revocation). Answers the unsubscribe (server close).
     */
    watchSessions: (listen: (channel: string, h: typeof sessions.handlers) => () => Promise<void>) => listen(SESSIONS_CHANNEL, sessions.handlers),
    /** The cache, for tests and metrics. */
    sessions,

    /** The account with this email (case-insensitive), or null. `db` may be the caller's transaction. */
    findUserByEmail: (tx: DbOrTx, email: string) => authRepository.findUserByEmail(tx, email),

    /** Locks the account's row for the caller's transaction and answers its status (null: no such account). */
    lockStatus: async (tx: DbOrTx, userId: number) => (await authRepository.lockUser(tx, userId))?.status ?? null,

    /** Sets the account's status inside the caller's transaction (the caller has locked the row). */
    setStatus: (tx: DbOrTx, userId: number, status: UserRow['status']) => authRepository.setUserStatus(tx, userId, status),

    /** Revokes every session of the account inside the caller's transaction; after commit, call `endSockets`. */
    revokeAllSessions: (tx: DbOrTx, userId: number) => authRepository.revokeAllTokens(tx, userId),

    /** Invitation links of invited accounts (issued, checked and used up in the caller's transaction). */
    issueInvitation: invitations.issue,
    inspectInvitation: invitations.inspect,
    useInvitations: invitations.useAll,

    async currentUser(userId: number) {
      const row = await authRepository.findUserWithCompany(db, userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return presentUser(row.user, row.companyName);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
