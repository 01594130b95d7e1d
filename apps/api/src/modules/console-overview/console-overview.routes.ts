import type { FastifyInstance } from 'fastify';
import { consoleOverview } from '@gavel/contract';
import { consoleScope, route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';
import { consoleOverviewRepository as repo } from './console-overview.repository.js';

export function consoleOverviewRoutes(app: FastifyInstance, { db }: AppDeps) {
  route(app, consoleOverview.getOverview, async ({ user }) => {
    const { sellerId, staff } = consoleScope(user!);
    const staffOnly = <T>(q: () => Promise<T>) => (staff ? q() : Promise.resolve(null));
    const [lotCounts, pendingOffers, pendingAccounts, pendingSellerRequests, unpaidInvoices, openDisputes] = await Promise.all([
      repo.lotCounts(db, sellerId),
      repo.pendingOffers(db, sellerId),
      staffOnly(() => repo.pendingAccounts(db)),
      staffOnly(() => repo.pendingSellerRequests(db)),
      staffOnly(() => repo.unpaidInvoices(db)),
      staffOnly(() => repo.openDisputes(db)),
    ]);
    return {
      status: 'success',
      data: {
        open_lots: lotCounts.open,
        draft_lots: lotCounts.draft,
        pending_offers: pendingOffers,
        pending_accounts: pendingAccounts,
        pending_seller_requests: pendingSellerRequests,
        unpaid_invoices: unpaidInvoices,
        open_disputes: openDisputes,
      },
    };
  });
}
