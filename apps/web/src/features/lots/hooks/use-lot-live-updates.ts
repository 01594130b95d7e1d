import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LineItem } from '@gavel/contract';
import { joinLot, onSocketEvent } from '../../../lib/socket';
import type { LotViewData } from '../api/get-product-view';
import type { getLineItems } from '../api/get-line-items';
import { lotKeys } from '../api/keys';
import { refetchFresh } from '../../../lib/query-client';
import {
  applyDateClosed,
  applyDropPrice,
  applyLineItemBid,
  applyLineItemReserve,
  applyLotBid,
  applyLotClosed,
  applyReserve,
  applyWatchlist,
} from '../lib/live-updates';

type LineItemsResponse = Awaited<ReturnType<typeof getLineItems>>;

/** Applies a change to every cached copy of the lot's view (one per viewer). */
export const updateLotView = (qc: QueryClient, lotId: number, fn: (v: LotViewData) => LotViewData) =>
  qc.setQueriesData<LotViewData>({ queryKey: lotKeys.view(lotId) }, (old) => (old ? fn(old) : old));

/** Applies a change to every cached row of the lot's line-item pages. */
export const updateLineItems = (qc: QueryClient, lotId: number, fn: (item: LineItem) => LineItem) =>
  qc.setQueriesData<LineItemsResponse>({ queryKey: lotKeys.lineItems(lotId) }, (old) =>
    old ? { ...old, data: { ...old.data, subproject: old.data.subproject.map(fn) } } : old,
  );

/**
 * Live updates of an open lot page (spec 2 §4): joins the lot's room while the
 * page is shown and applies each event to the react-query cache, so the page
 * changes without a reload. A cancelled bid or a close also refetches.
 */
export function useLotLiveUpdates(lotId: number, viewerId: number | null) {
  const qc = useQueryClient();

  useEffect(() => {
    if (!lotId) return;
    // Fresh reads (lib/query-client.ts): an event during a first read must not be answered by that read.
    const refetch = () => {
      void refetchFresh(qc, lotKeys.view(lotId));
      void refetchFresh(qc, lotKeys.lineItems(lotId));
      void refetchFresh(qc, lotKeys.bidHistory(lotId));
    };
    // Once in the lot's room (and again after a reconnect): what changed before it was not pushed here.
    const leave = joinLot(lotId, refetch);
    const offs = [
      onSocketEvent('bidAddtime', (e) => {
        if (e.id !== lotId) return;
        // A refused bid's private event: the tab that sent the bid already shows the translated
        // refusal of the HTTP answer (use-bid-submission.ts), so it is not shown twice.
        if (e.status === 'failed') return;
        updateLotView(qc, lotId, (v) => applyLotBid(v, e, viewerId));
        if (e.line_item_id !== undefined) updateLineItems(qc, lotId, (item) => applyLineItemBid(item, e, viewerId));
        void refetchFresh(qc, lotKeys.bidHistory(lotId));
      }),
      onSocketEvent('bid_extended', (e) => updateLotView(qc, lotId, (v) => applyDateClosed(v, e.id, e.date_closed))),
      // An operator's change of the end time may also bring it forward.
      onSocketEvent('realtimeupdate', (e) => updateLotView(qc, lotId, (v) => applyDateClosed(v, e.id, e.date_closed, false))),
      onSocketEvent('realclosedupdates', (e) => {
        if (e.id !== lotId) return;
        updateLotView(qc, lotId, (v) => applyLotClosed(v, e, viewerId));
        refetch();
      }),
      onSocketEvent('cancelbidemitted', (e) => {
        if (e.project_id === lotId) refetch();
      }),
      onSocketEvent('reservepriceupdate', (e) => {
        if (e.id !== lotId) return;
        updateLotView(qc, lotId, (v) => applyReserve(v, e));
        if (e.line_item_id !== undefined) updateLineItems(qc, lotId, (item) => applyLineItemReserve(item, e));
      }),
      // A lot of this category and condition sold (issue 42 §4): the sold-price history reads again.
      onSocketEvent('soldpricesupdate', (e) => {
        if (e.id === lotId) void refetchFresh(qc, lotKeys.soldPrices(lotId));
      }),
      onSocketEvent('watchlist', (e) => updateLotView(qc, lotId, (v) => applyWatchlist(v, e))),
      onSocketEvent('drop_price', (e) => {
        if (e.id !== lotId) return;
        updateLotView(qc, lotId, (v) => applyDropPrice(v, e));
        // A fixed-price lot shows its buy-now / locked price, which the event does not carry.
        void refetchFresh(qc, lotKeys.view(lotId));
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      leave();
    };
  }, [lotId, viewerId, qc]);
}
