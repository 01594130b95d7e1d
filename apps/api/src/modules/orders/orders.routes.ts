import type { FastifyInstance } from 'fastify';
import { orders } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function ordersRoutes(app: FastifyInstance, deps: AppDeps) {
  const t = deps.services;
  route(app, orders.getInvoice, async ({ params, user }) => ({ status: 'success', data: { invoice: await t.orders.get(user!.id, params.id) } }));
  route(app, orders.getLotInvoice, async ({ body, user }) => ({ status: 'success', data: await t.orders.forLot(user!.id, body.id) }));
  route(app, orders.allInvoices, async ({ body, user }) => ({
    status: 'success',
    data: await t.orders.listMine(user!.id, { status: body.status, page: body.page, limit: body.sh_limit }),
  }));
  route(app, orders.adminListInvoices, async ({ query }) => ({
    status: 'success',
    data: await t.orders.adminList({
      status: query.status,
      paymentMethod: query.payment_method && orders.invoicePaymentMethodOf(query.payment_method),
      buyerId: query.buyer_id,
      lotId: query.pid,
      page: query.page,
      limit: query.sh_limit,
    }),
  }));
  route(app, orders.adminListPayments, async ({ query }) => ({
    status: 'success',
    data: await t.orders.adminPayments({ method: query.method && orders.invoicePaymentMethodOf(query.method), status: query.status, page: query.page, limit: query.sh_limit }),
  }));
  route(app, orders.adminMarkInvoicePaid, async ({ params, body, user }) => ({
    status: 'success',
    message: 'Invoice marked paid',
    data: { invoice: await t.orders.adminMarkPaid(user!.id, params.id, body.note) },
  }));
  route(app, orders.adminCancelInvoice, async ({ params, body, user }) => {
    await t.orders.adminCancel(user!.id, params.id, body.reason);
    return { status: 'success', message: 'Invoice cancelled' };
  });
}
