import type { Db } from '../../platform/db/client.js';
import type { ConsoleOverviewRepository } from './console-overview.repository.js';

/** The console home's counts: a seller sees its own lots and offers; staff also the queues only staff work. */
export function createConsoleOverviewService({ db, repo }: { db: Db; repo: ConsoleOverviewRepository }) {
  return {
    async overview(scope: { sellerId: number | null; staff: boolean }) {
      const { sellerId, staff } = scope;
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
        open_lots: lotCounts.open,
        draft_lots: lotCounts.draft,
        pending_offers: pendingOffers,
        pending_accounts: pendingAccounts,
        pending_seller_requests: pendingSellerRequests,
        unpaid_invoices: unpaidInvoices,
        open_disputes: openDisputes,
      };
    },
  };
}
export type ConsoleOverviewService = ReturnType<typeof createConsoleOverviewService>;
