import type { FastifyInstance } from 'fastify';
import { offers, orders } from '@gavel/contract';
import { consoleScope, route } from '../../platform/http/route.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { AppDeps } from '../../platform/deps.js';

export function offersRoutes(app: FastifyInstance, deps: AppDeps) {
  const t = deps.services;
  // A private lot (issue 42) does not exist for a buyer outside its groups: the service checks it (in the offer's transaction).
  route(app, orders.viewSampleOffer, async ({ params, user }) => ({ status: 'success', data: await t.offers.sample(user!.id, params.id, params.oid) }));
  route(app, offers.makeOffer, async ({ body, user }) => {
    const offer = await t.offers.make(user!.id, body.pid, body.offer_amount);
    return { status: 'success', message: 'Offer submitted successfully', data: { offer } };
  });
  route(app, offers.getAuctionOffers, async ({ body, user }) => ({ status: 'success', data: await t.offers.list(user!.id, body.pid) }));
  route(app, offers.acceptCounterOffer, async ({ body, user }) => {
    const r = await t.offers.acceptCounter(user!.id, body.id, body.oid, body.buyprice);
    return { status: 'success', message: 'Order completed', data: { order_id: r.orderId, invoice_id: r.invoiceId } };
  });
  route(app, offers.declineCounterOffer, async ({ body, user }) => {
    await t.offers.declineCounter(user!.id, body.oid);
    return { status: 'success', message: 'Counter offer declined successfully' };
  });
  route(app, offers.adminListOffers, async ({ query, user }) => ({
    status: 'success',
    data: await t.offers.adminList(consoleScope(user!), { status: query.status, pid: query.pid, page: query.page, limit: query.sh_limit }),
  }));
  const actor = (u: AuthUser) => ({ ...consoleScope(u), actorId: u.id });
  route(app, offers.adminAcceptOffer, async ({ params, user }) => {
    const r = await t.offers.adminAccept(actor(user!), params.id);
    return { status: 'success', message: 'Offer accepted', data: { offer: r.offer, order_id: r.orderId, invoice_id: r.invoiceId } };
  });
  route(app, offers.adminDeclineOffer, async ({ params, user }) => ({
    status: 'success',
    message: 'Offer declined',
    data: { offer: await t.offers.adminDecline(actor(user!), params.id) },
  }));
  route(app, offers.adminCounterOffer, async ({ params, body, user }) => ({
    status: 'success',
    message: 'Counter offer sent',
    data: { offer: await t.offers.adminCounter(actor(user!), params.id, body.counter_amount) },
  }));
}
