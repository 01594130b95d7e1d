/** The public face of the auth module: what other modules may use. */
export { hashPassword, verifyPassword } from './auth.passwords.js';
export { authRoutes } from './auth.routes.js';
export { type AuthService, createAuthService, type SessionSockets } from './auth.service.js';
export { type PasswordResetService, createPasswordResetService } from './password-reset.service.js';
