import type { FastifyInstance } from 'fastify';
import { buyerGroups } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';

const actor = (user: AuthUser, ip: string) => ({ ...user, ip });

/** Buyer groups (issue 42 §1): the console's calls (`console`: staff, or a seller for its own groups) and the buyer's. */
export function buyerGroupsRoutes(app: FastifyInstance, { services }: AppDeps) {
  const s = services.buyerGroups;
  route(app, buyerGroups.createGroup, async ({ body, user, req }) => ({ status: 'success', data: await s.create(actor(user!, req.ip), body) }));
  route(app, buyerGroups.listGroups, async ({ user, req }) => ({ status: 'success', data: { records: await s.list(actor(user!, req.ip)) } }));
  route(app, buyerGroups.getGroup, async ({ params, user, req }) => ({ status: 'success', data: await s.get(actor(user!, req.ip), params.id) }));
  route(app, buyerGroups.addMember, async ({ params, body, user, req }) => ({ status: 'success', data: await s.addMember(actor(user!, req.ip), params.id, body) }));
  route(app, buyerGroups.removeMember, async ({ params, user, req }) => ({ status: 'success', data: await s.removeMember(actor(user!, req.ip), params.id, params.userId) }));
  route(app, buyerGroups.searchBuyers, async ({ query }) => ({ status: 'success', data: await s.searchBuyers(query.q) }));
  route(app, buyerGroups.myGroups, async ({ user }) => ({ status: 'success', data: await s.mine(user!.id) }));
  route(app, buyerGroups.requestToJoin, async ({ params, user }) => {
    await s.requestToJoin(user!, params.id);
    return { status: 'success', message: 'Request sent' };
  });
}
