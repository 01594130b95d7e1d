import type { FastifyInstance } from 'fastify';
import { buyNow, orders } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function buyNowRoutes(app: FastifyInstance, deps: AppDeps) {
  const t = deps.services;
  // A private lot (issue 42) does not exist for a buyer outside its groups: the service checks it (in the sale's transaction).
  route(app, orders.viewSample, async ({ params, query, user }) => ({ status: 'success', data: { sample: await t.buyNow.sample(user!.id, params.id, query.qty) } }));
  route(app, buyNow.buyNowConfirm, async ({ body, user }) => {
    const r = await t.buyNow.confirm(user!.id, { lotId: body.id, price: body.buyprice, qty: body.qty, idempotencyKey: body.idempotency_key });
    return {
      status: 'success',
      message: 'Order completed',
      data: { order_id: r.orderId, invoice_id: r.invoiceId, qty: r.qty, amount: r.amount, qty_remaining: r.qtyRemaining },
    };
  });
  route(app, buyNow.adminDropPrice, async ({ params, body, user, req }) => {
    const r = await t.priceChanges.dropPrice({ actorId: user!.id, ip: req.ip }, params.id, { sprice: body.sprice, bprice: body.bprice });
    return { status: 'success', message: 'Price dropped', data: { id: params.id, sprice: r.startingPrice, wprice: r.currentPrice, bprice: r.buyNowPrice } };
  });
  route(app, buyNow.adminChangeClosingTime, async ({ params, body, user, req }) => {
    const d = await t.priceChanges.changeClosingTime({ actorId: user!.id, ip: req.ip }, params.id, new Date(body.date_closed));
    return { status: 'success', message: 'Closing time changed', data: { id: params.id, date_closed: d.toISOString() } };
  });
}
