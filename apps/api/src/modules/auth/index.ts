/** The public face of the auth module: what other modules may use. */
export { hashPassword, verifyPassword } from './auth.passwords.js';
export { authRepository } from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export { type AuthService, createAuthService } from './auth.service.js';
export { hashToken, newToken } from './auth.tokens.js';
export { passwordResetRepository } from './password-reset.repository.js';
