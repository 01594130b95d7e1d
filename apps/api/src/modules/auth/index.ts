/** The public face of the auth module: what other modules may use. */
import { createAuthService } from './auth.service.js';
import { authRepository } from './auth.repository.js';
import { invitationsRepository } from './invitations.repository.js';
import { loginThrottleRepository } from './login-throttle.repository.js';
import { createPasswordResetService } from './password-reset.service.js';
import { passwordResetRepository } from './password-reset.repository.js';
export { hashPassword, verifyPassword } from './auth.passwords.js';
export { authRoutes } from './auth.routes.js';
/** How a session token is stored (its SHA-256), and the login throttle's bounds: the rules tests and the docs quote. */
export { hashToken } from './auth.tokens.js';
export { ACCOUNT_DELAY_CAP_MS, PAIR_FREE_FAILURES } from './login-throttle.js';
export { type AuthService, createAuthService, type SessionSockets } from './auth.service.js';
export { type PasswordResetService, createPasswordResetService } from './password-reset.service.js';

type AuthDeps = Parameters<typeof createAuthService>[0];
type PasswordResetDeps = Parameters<typeof createPasswordResetService>[0];

/** The composition root's factory: auth and password reset, built with this module's own repositories. */
export function createAuthModule({ db, sockets, notifier }: Pick<AuthDeps, 'db' | 'sockets'> & Pick<PasswordResetDeps, 'notifier'>) {
  return {
    auth: createAuthService({ db, repo: authRepository, invitations: invitationsRepository, sockets }),
    passwordReset: createPasswordResetService({
      db,
      users: authRepository,
      resets: passwordResetRepository,
      invitations: invitationsRepository,
      throttle: loginThrottleRepository,
      notifier,
      sockets,
    }),
  };
}
