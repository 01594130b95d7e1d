import type { bidLog } from '@gavel/contract';

type BidLogEntry = bidLog.BidLogEntry;
type ChainReport = bidLog.ChainReport;
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { verifyChain } from './bid-chain.js';
import { bidLogRepository, storedEntries, type BidLogRow } from './bid-log.repository.js';

/** Whose lots a console caller may read: every lot (staff, sellerId null) or a seller's own. */
export interface LogScope {
  sellerId: number | null;
  staff: boolean;
}

/**
 * A lot's full bid log for the console, its CSV export and its chain verification.
 * Staff see bidders, proxy maxima and sealed amounts; a seller sees its own lots with bidders
 * as "Bidder N", no maxima, and no sealed amounts while the lot is open (docs/decisions.md).
 */
export function createBidLogService(db: DbOrTx) {
  async function lotInScope(scope: LogScope, lotId: number) {
    const lot = await bidLogRepository.lot(db, lotId);
    // Another seller's lot does not exist for a seller.
    if (!lot || (scope.sellerId !== null && lot.sellerId !== scope.sellerId)) throw new AppError('NOT_FOUND');
    return lot;
  }

  function present(rows: BidLogRow[], scope: LogScope, sealedOpen: boolean): BidLogEntry[] {
    const numbers = new Map<number, number>();
    for (const r of rows) if (!numbers.has(r.userId)) numbers.set(r.userId, numbers.size + 1);
    return rows.map((r) => ({
      id: r.id,
      line_item_id: r.lineItemId,
      sub_lot_number: r.subLotNumber,
      bidder_number: numbers.get(r.userId)!,
      bidder: scope.staff ? { id: r.userId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email } : null,
      amount: scope.staff || !sealedOpen ? r.amount : null,
      max_amount: scope.staff ? r.maxAmount : null,
      hard_bid: r.hardBid,
      sequence: r.sequence,
      created_at: r.createdAt.toISOString(),
      cancelled_at: r.cancelledAt?.toISOString() ?? null,
      chain_pos: r.chainPos,
      chain_hash: r.chainHash,
      cancel_pos: r.cancelPos,
      cancel_hash: r.cancelHash,
    }));
  }

  async function log(scope: LogScope, lotId: number) {
    const lot = await lotInScope(scope, lotId);
    const rows = await bidLogRepository.rows(db, lotId);
    const sealedOpen = lot.auctionType === 'sealed' && lot.status === 'open';
    return {
      lot: { id: lot.id, title: lot.title, auction_type: lot.auctionType, currency: lot.currency, chain_length: lot.chainLength, chain_head: lot.chainHead },
      records: present(rows, scope, sealedOpen),
      sees_maxima: scope.staff,
    };
  }

  /** Recomputes the chain of one lot (no scope: the command-line tool). */
  async function verifyLot(lotId: number): Promise<ChainReport> {
    const lot = await bidLogRepository.lot(db, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    const rows = await bidLogRepository.rows(db, lotId);
    const unchained = rows.filter((r) => r.chainPos === null).length;
    const r = verifyChain(storedEntries(rows), { length: lot.chainLength, head: lot.chainHead }, unchained);
    let firstBreak = r.firstBreak;
    // A chained bid cancelled without its cancellation entry (cancelled_at written outside the service).
    const silent = rows.find((x) => x.chainPos !== null && x.cancelledAt !== null && x.cancelPos === null);
    if (!firstBreak && silent) firstBreak = { pos: silent.chainPos!, kind: 'bid', bidId: silent.id, reason: 'UNCHAINED_CANCEL' } as const;
    return {
      lot_id: lotId,
      ok: firstBreak === null,
      entries: r.entries,
      unchained,
      first_break: firstBreak ? { pos: firstBreak.pos, kind: firstBreak.kind, bid_id: firstBreak.bidId, reason: firstBreak.reason } : null,
      checked_at: new Date().toISOString(),
    };
  }

  return {
    log,
    verifyLot,

    async verify(scope: LogScope, lotId: number) {
      await lotInScope(scope, lotId);
      return verifyLot(lotId);
    },

    /** The log as CSV (RFC 4180 quoting), with the columns the caller may see. */
    async exportCsv(scope: LogScope, lotId: number) {
      const { lot, records } = await log(scope, lotId);
      const money = (c: number | null) => (c === null ? '' : (c / 100).toFixed(2));
      const header = [
        'bid_id', 'sub_lot', 'bidder_number', ...(scope.staff ? ['bidder_id', 'bidder_name', 'bidder_email'] : []),
        'amount', ...(scope.staff ? ['max_amount'] : []), 'currency', 'hard_bid', 'sequence', 'placed_at', 'cancelled_at',
        'chain_pos', 'chain_hash', 'cancel_pos', 'cancel_hash',
      ];
      const lines = records.map((r) => [
        r.id, r.sub_lot_number ?? '', r.bidder_number, ...(scope.staff ? [r.bidder?.id ?? '', r.bidder?.name ?? '', r.bidder?.email ?? ''] : []),
        money(r.amount), ...(scope.staff ? [money(r.max_amount)] : []), lot.currency, r.hard_bid ? 1 : 0, r.sequence, r.created_at, r.cancelled_at ?? '',
        r.chain_pos ?? '', r.chain_hash ?? '', r.cancel_pos ?? '', r.cancel_hash ?? '',
      ]);
      const csv = [header, ...lines].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
      return { filename: `lot-${lot.id}-bids.csv`, csv };
    },
  };
}
export type BidLogService = ReturnType<typeof createBidLogService>;

/** One CSV cell: quoted when needed; a leading =, +, - or @ is escaped so spreadsheets do not run it as a formula. */
export function csvCell(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Gives every lot that has bids but no chain its bid-log hash chain (the seed's demo bids, old data). */
export const sealUnchainedBids = (db: DbOrTx) => bidLogRepository.sealUnchained(db);
