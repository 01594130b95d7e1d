import { listingFormats, type LineItem } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { BiddingSettings } from '../bidding/index.js';
import { incrementFor, nextBid } from '../bidding/index.js';
import { reserveMet } from '../bidding/index.js';
import { lineItemViewerStatus } from '../bidding/index.js';
import { toBidState } from '../bidding/index.js';
import type { LineItemsRepository } from './line-items.repository.js';
import { formatCurrency } from '../../platform/money-format.js';

/** "$1,250.00": the spec's wpriceview. */
export const priceView = (cents: number, currency: string) => formatCurrency(cents, /^[A-Z]{3}$/.test(currency) ? currency : 'USD', 'en-US')!;

export interface LineItemsDeps {
  db: Db;
  repo: LineItemsRepository;
  settings: Pick<BiddingSettings, 'incrementTable'>;
  now?: () => Date;
}

export function createLineItemsService({ db, repo, settings, now: clock = () => new Date() }: LineItemsDeps) {
  return {
    async list(viewer: AuthUser | null, lotId: number, limit: number, page: number) {
      const lot = await repo.lot(db, lotId);
      if (!lot) throw new AppError('NOT_FOUND');
      const now = clock();
      const members = viewer?.companyId ? await repo.companyMemberIds(db, viewer.companyId) : [];
      const ids = viewer ? [viewer.id, ...members.filter((m) => m !== viewer.id)] : [];
      const [{ rows, total }, table, maxima] = await Promise.all([
        repo.page(db, lotId, limit, (page - 1) * limit),
        settings.incrementTable(),
        repo.maximaByUser(db, lotId, ids),
      ]);
      const subproject: LineItem[] = rows.map(({ item, categoryName }) => {
        const state = toBidState(item, { ...lot, auctionType: 'live' }, now);
        const mine = maxima.filter((m) => m.lineItemId === item.id);
        const own = mine.find((m) => m.userId === viewer?.id);
        const met = reserveMet(state);
        const top = item.status === 'sold' && item.winnerUserId ? { userId: item.winnerUserId, companyId: item.leaderCompanyId } : state.leader;
        const status =
          lineItemViewerStatus({
            auctionType: 'live',
            status: item.status,
            top,
            reserveMet: met,
            viewer: viewer ? { userId: viewer.id, companyId: viewer.companyId } : null,
            viewerHasBid: mine.length > 0,
          }) ?? '';
        return {
          id: item.id,
          linesublot: item.subLotNumber,
          category_id: item.categoryId,
          category: categoryName ?? '',
          title: item.title,
          description: item.description,
          brand: item.brand,
          part_number: item.partNumber,
          qty: item.qty,
          currency: lot.currency,
          wprice: item.currentPrice,
          wpriceview: priceView(item.currentPrice, lot.currency),
          sprice: item.startingPrice,
          has_reserve: item.reservePrice != null && item.reservePrice > 0,
          rprice_met: met,
          next_bid: nextBid(state, table),
          incrementamt: incrementFor(item.currentPrice, table, item.incrementOverride),
          bid_count: item.bidCount,
          bidtopstatus: status,
          hasBid: mine.length > 0 ? 1 : 0,
          bidPrice: own?.max ?? null,
          bidderproxyant: own?.max ?? null,
          bidtype: 'open',
          lottype: listingFormats[lot.listingFormat],
          cbidnot: mine.some((m) => m.userId !== viewer?.id) ? 1 : 0,
          companynot: viewer && top && top.userId !== viewer.id && top.companyId != null && top.companyId === viewer.companyId ? 1 : 0,
          market_status: item.status,
          view_count: item.viewCount,
        };
      });
      const from = total === 0 ? 0 : (page - 1) * limit + 1;
      return { subproject, total_pagecnt: total, set_disp: `${from}-${Math.min(total, page * limit)} of ${total}` };
    },

    async countView(id: number) {
      if (!(await repo.countView(db, id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type LineItemsService = ReturnType<typeof createLineItemsService>;
