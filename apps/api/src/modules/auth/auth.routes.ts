import type { FastifyInstance } from 'fastify';
import { auth } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import { AppError, defaultMessages } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/deps.js';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS, deviceCookieOf } from './known-devices.js';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { services, config } = deps;
  const passwords = services.passwordReset;

  route(app, auth.login, async ({ body, req, reply }) => {
    const signIn = () =>
      body.autologin === 1
        ? services.auth.autoLogin({
            email: body.username,
            token: body.token ?? '',
            configuredToken: config.AUTO_LOGIN_TOKEN,
            remember: body.remember,
            ip: req.ip,
          })
        : services.auth.login({ email: body.username, password: body.password, remember: body.remember, ip: req.ip, device: deviceCookieOf(req.headers.cookie) });
    const r = await signIn().catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'RATE_LIMITED')
        reply.header('retry-after', String(err.extra.details?.retry_after_seconds ?? 60));
      throw err;
    });
    if (r.status === 'error') {
      return {
        status: 'error',
        returnval: r.returnval,
        code: r.code,
        message: defaultMessages[r.code],
        ...(r.linkafter ? { linkafter: r.linkafter } : {}),
      };
    }
    // This device is now known for the account (login limits meant for attackers spare it).
    // Secure when this request came over HTTPS (directly, or by a trusted proxy's X-Forwarded-Proto) or the site is.
    const secure = req.protocol === 'https' || config.publicUrl.startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${await services.auth.deviceToken(r.user.id)}; Path=/api/user/login; Max-Age=${DEVICE_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
    );
    return { status: 'success', returnval: r.returnval, message: 'Logged in successfully', data: { token: r.token, user: r.user } };
  });

  route(app, auth.logout, async ({ user }) => {
    await services.auth.logout(user!);
    return { status: 'success', message: 'Logged out successfully' };
  });

  route(app, auth.getUserDetails, async ({ user }) => ({
    status: 'success',
    data: await services.auth.currentUser(user!.id),
  }));

  route(app, auth.forgotPassword, async ({ body }) => {
    await passwords.request(body.email);
    return { status: 'success', message: 'If an account exists for this email address, we have sent a link to reset the password.' };
  });

  route(app, auth.resetPasswordToken, async ({ params }) => ({
    status: 'success',
    data: { ...(await passwords.inspect(params.token)), emailency: params.token },
  }));

  route(app, auth.updateUserPasswordUnauth, async ({ body }) => {
    const token = (body.email_encry ?? body.token)!;
    if (body.userid !== undefined && (await passwords.inspect(token)).user_id !== body.userid) throw new AppError('TOKEN_INVALID');
    await passwords.reset(token, body.password);
    return { status: 'success', message: 'Password Change Successful' };
  });
}
