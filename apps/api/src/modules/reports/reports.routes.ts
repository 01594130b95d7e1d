import type { FastifyInstance, FastifyReply } from 'fastify';
import { reports } from '@gavel/contract';
import { consoleScope, route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';
import { invoicesCsv, paymentsCsv } from './reports.service.js';

/** A CSV answer (`format=csv`): a download, never cached. */
const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .type('text/csv; charset=utf-8')
    .send(body) as never;

export function reportsRoutes(app: FastifyInstance, { services }: AppDeps) {
  const svc = () => services.reports;
  route(app, reports.getSales, async ({ user, query, reply }) => {
    const scope = consoleScope(user!);
    if (query.format === 'csv') return sendCsv(reply, `sales-${query.from}-${query.to}.csv`, await svc().salesCsv(scope, query));
    return { status: 'success', data: await svc().sales(scope, query) };
  });
  route(app, reports.getInvoices, async ({ user, query, reply }) => {
    const records = await svc().invoices(consoleScope(user!), query);
    if (query.format === 'csv') return sendCsv(reply, `invoices-${query.from}-${query.to}.csv`, invoicesCsv(records));
    return { status: 'success', data: { records } };
  });
  route(app, reports.getPayments, async ({ user, query, reply }) => {
    const records = await svc().payments(consoleScope(user!), query);
    if (query.format === 'csv') return sendCsv(reply, `payments-${query.from}-${query.to}.csv`, paymentsCsv(records));
    return { status: 'success', data: { records } };
  });
  // Staff and sellers (access 'console'): prices only, every seller's sales, like the lot page's.
  route(app, reports.getSoldPriceHistory, async ({ query }) => ({ status: 'success', data: await svc().soldPriceHistory(query) }));
  route(app, reports.getSoldPrices, async ({ params, user }) => ({ status: 'success', data: await svc().soldPrices(params.id, user?.id ?? null) }));
}
