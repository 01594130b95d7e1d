import type { FastifyInstance } from 'fastify';
import { auth } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import { defaultMessages } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/deps.js';

export function authRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, auth.login, async ({ body }) => {
    const r = await services.auth.login({ email: body.username, password: body.password, remember: body.remember });
    if (r.status === 'error') return { status: 'error', returnval: r.returnval, message: defaultMessages[r.code] };
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
}
