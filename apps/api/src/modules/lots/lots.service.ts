import { formatUsdForHistory } from './lots.format.js';
import type { Project } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { BiddingSettings } from '../bidding/bidding.settings.js';
import { incrementFor } from '../bidding/increments.js';
import { minimumBidFor } from '../bidding/bid-validation.js';
import { reserveMet as engineReserveMet } from '../bidding/bid-engine.js';
import { lotViewerStatus } from '../bidding/viewer-status.js';
import { toBidState } from '../bidding/lot-state.js';
import { lotsRepository } from './lots.repository.js';
import { presentProject } from './lots.presenter.js';

const attachmentType = (name: string): 'doc' | 'xls' | 'pdf' | 'image' => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['xls', 'xlsx', 'csv'].includes(ext)) return 'xls';
  if (['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'].includes(ext)) return 'image';
  return 'doc';
};

export function createLotsService(db: Db, settings: BiddingSettings) {
  /** The viewer plus their company's members (company rule). */
  async function party(viewer: AuthUser | null) {
    if (!viewer) return { ids: [] as number[] };
    const ids = viewer.companyId ? await lotsRepository.companyMemberIds(db, viewer.companyId) : [viewer.id];
    return { ids: ids.includes(viewer.id) ? ids : [viewer.id, ...ids] };
  }

  return {
    async view(viewer: AuthUser | null, id: number) {
      const now = new Date();
      const row = await lotsRepository.findLot(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const lot = row.lot;
      const { ids } = await party(viewer);
      const [images, attachments, manifest, lineItemCount, table, softClose, viewerBids, watched, acceptedTerms] = await Promise.all([
        lotsRepository.images(db, id),
        lotsRepository.attachments(db, id),
        lotsRepository.manifest(db, id),
        lotsRepository.lineItemCount(db, id),
        settings.incrementTable(),
        settings.softClose(),
        lotsRepository.viewerBids(db, id, ids),
        viewer ? lotsRepository.isWatched(db, viewer.id, id) : Promise.resolve(false),
        viewer ? lotsRepository.hasAcceptedTerms(db, viewer.id, id) : Promise.resolve(false),
      ]);
      const state = toBidState(lot, lot, now);
      const own = viewerBids.filter((b) => b.userId === viewer?.id);
      const ownMax = own.length ? Math.max(...own.map((b) => b.maxAmount)) : null;
      const sealed = lot.auctionType === 'sealed';
      const nextBid = viewer
        ? minimumBidFor(state, { userId: viewer.id, hardBid: true, previousSealedAmount: sealed ? ownMax : null }, table)
        : minimumBidFor(state, { userId: 0, hardBid: true, previousSealedAmount: null }, table);
      const increment = sealed ? lot.blindIncrement : incrementFor(lot.currentPrice, table, lot.incrementOverride);
      const top = lot.status === 'sold' && lot.winnerUserId ? { userId: lot.winnerUserId, companyId: lot.leaderCompanyId } : state.leader;
      const status: Project['bidtopstatus'] =
        lotViewerStatus({
          auctionType: state.auctionType,
          status: lot.status,
          top,
          reserveMet: engineReserveMet(state),
          viewer: viewer ? { userId: viewer.id, companyId: viewer.companyId } : null,
          viewerHasBid: viewerBids.length > 0,
        }) ?? '';
      const project = presentProject(
        row,
        images.map((f) => `/uploads/product/${f}`),
        {
          nextBid,
          increment,
          status,
          userHasBid: own.length > 0,
          companyHasBid: viewerBids.length > own.length,
          myMaxBid: ownMax,
          watched,
          acceptedTerms,
        },
        now,
      );
      return {
        project,
        next_bid: nextBid,
        incrementamt: increment,
        bidtopstatus: status,
        isclosed: project.isclosed,
        bid_count: lot.bidCount,
        attachmentlist: attachments.map((a) => ({ id: a.id, type: attachmentType(a.fileName), file_name: a.fileName })),
        manifest: manifest.map((m) => ({ id: m.id, brand: m.brand, product_name: m.productName, category: m.category, part_number: m.partNumber, qty: m.qty })),
        soft_close: { window_seconds: softClose.windowSeconds, extension_seconds: softClose.extensionSeconds, cap_seconds: softClose.capSeconds ?? 0 },
        line_item_count: lineItemCount,
        server_time: now.toISOString(),
      };
    },

    async bidHistory(viewer: AuthUser | null, id: number, q: { limit: number; page: number; line_item_id?: number }) {
      const row = await lotsRepository.findLot(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const sealed = row.lot.auctionType === 'sealed';
      const h = await lotsRepository.bidHistory(db, id, q.line_item_id ?? null, q.limit, (q.page - 1) * q.limit);
      const label = new Map(h.bidderOrder.map((uid, i) => [uid, i + 1]));
      return {
        sealed,
        totalRecords: h.total,
        records: h.records.map((b) => {
          const mine = viewer?.id === b.userId;
          const index = label.get(b.userId) ?? 0;
          const showAmount = !sealed || mine;
          return {
            user_id: mine ? b.userId : 0,
            name: `Bidder ${index}`,
            namesec: mine ? 'you' : '',
            user_index: index,
            created_at: b.createdAt.toISOString(),
            proposed_amount: showAmount ? b.amount : null,
            formattedCurrency: showAmount ? formatUsdForHistory(b.amount) : '',
            line_item_id: b.lineItemId,
          };
        }),
      };
    },

    async acceptTerms(viewer: AuthUser, lotId: number) {
      const row = await lotsRepository.findLot(db, lotId);
      if (!row) throw new AppError('NOT_FOUND');
      await lotsRepository.acceptTerms(db, viewer.id, lotId);
    },

    async manifestDownload(lotId: number) {
      const r = await lotsRepository.countManifestDownload(db, lotId);
      if (!r?.file) throw new AppError('NOT_FOUND', 'No manifest for this lot.');
      return { fileName: r.file, filePath: `/uploads/product_csv/${r.file}` };
    },

    async attachmentDownload(lotId: number, attachmentId: number) {
      const r = await lotsRepository.countAttachmentDownload(db, lotId, attachmentId);
      if (!r) throw new AppError('NOT_FOUND');
      return { fileName: r.fileName, filePath: `/uploads/documents/${r.fileName}` };
    },
  };
}
export type LotsService = ReturnType<typeof createLotsService>;
