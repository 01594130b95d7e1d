import type { FastifyInstance } from 'fastify';
import { disputes } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function disputesRoutes(app: FastifyInstance, deps: AppDeps) {
  const t = deps.services;
  route(app, disputes.saveDispute, async ({ body, user }) => {
    const dispute = await t.disputes.open(user!.id, { lotId: body.projectmsgpost, subject: body.subject, message: body.message, fromId: body.from_id });
    return { status: 'success', message: 'Your dispute is successfully added', data: { dispute } };
  });
  route(app, disputes.myDisputes, async ({ body, user }) => ({ status: 'success', data: { records: await t.disputes.mine(user!.id, body.projectmsgpost) } }));
  route(app, disputes.adminListDisputes, async ({ query }) => ({
    status: 'success',
    data: await t.disputes.adminList({ status: query.status, page: query.page, limit: query.sh_limit }),
  }));
  route(app, disputes.adminGetDispute, async ({ params }) => ({ status: 'success', data: { dispute: await t.disputes.adminGet(params.id) } }));
  route(app, disputes.adminAnswerDispute, async ({ params, body, user }) => ({
    status: 'success',
    message: 'Answer sent',
    data: { dispute: await t.disputes.answer(user!.id, params.id, body.answer) },
  }));
  route(app, disputes.adminResolveDispute, async ({ params, user }) => {
    await t.disputes.resolve(user!.id, params.id);
    return { status: 'success', message: 'Dispute resolved' };
  });
}
