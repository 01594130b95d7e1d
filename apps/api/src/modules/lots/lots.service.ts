import { formatUsdForHistory } from './lots.format.js';
import { languageSchema, type Language, type Project } from '@gavel/contract';
import { catalogues } from '@gavel/contract/locales';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { BiddingSettings } from '../bidding/index.js';
import { incrementFor } from '../bidding/index.js';
import { minimumBidFor } from '../bidding/index.js';
import { reserveMet as engineReserveMet } from '../bidding/index.js';
import { lotViewerStatus } from '../bidding/index.js';
import { asMarketStatus } from '../bidding/index.js';
import { toBidState } from '../bidding/index.js';
import type { LotsRepository } from './lots.repository.js';
import { presentProject } from './lots.presenter.js';
import type { ContentService } from '../content/index.js';
import type { OrdersService, TransactionSettings } from '../orders/index.js';
import { shippingFeeFor } from '../orders/index.js';

const attachmentType = (name: string): 'doc' | 'xls' | 'pdf' | 'image' => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['xls', 'xlsx', 'csv'].includes(ext)) return 'xls';
  if (['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'].includes(ext)) return 'image';
  return 'doc';
};

/** A catalogue text of the viewer's language (English when the key is missing there). */
const text = (language: Language, key: string) => catalogues[language][key] ?? catalogues.English[key] ?? '';

/** The spec's topBidMessage / bottomBidMessage, in the viewer's language. */
function bidMessages(language: Language, status: Project['bidtopstatus'], reserveUnmet: boolean) {
  return {
    top: status ? text(language, `lot.server.top.${status}`) : '',
    bottom: reserveUnmet ? text(language, 'lot.server.bottom.reserveNotMet') : '',
  };
}

/** The spec's bidinstructcontent, in the viewer's language. */
function bidInstructions(language: Language, auctionType: 'live' | 'sealed' | 'lineitem') {
  if (auctionType === 'lineitem') return [1, 2, 3, 4, 5].map((n) => text(language, `lineItem.instructions.${n}`)).join(' ');
  return text(language, auctionType === 'sealed' ? 'lot.server.instruct.sealed' : 'lot.server.instruct.open');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The spec's faqcontent: the operator's FAQ page in the viewer's language (English when it
 * has none), sanitised; without one, the bidding questions the lot page's FAQ tab shows.
 */
async function faqContent(content: Pick<ContentService, 'pageHtml'>, language: Language) {
  const page = await content.pageHtml('FAQ', language);
  if (page) return page;
  return [1, 2, 3, 4, 5, 6].map((n) => `<h3>${escapeHtml(text(language, `faq.q${n}`))}</h3><p>${escapeHtml(text(language, `faq.a${n}`))}</p>`).join('');
}

/** What the lot page needs from the orders module. */
export type LotOrders = Pick<OrdersService, 'unitsSold'>;

export interface LotsDeps {
  db: Db;
  repo: LotsRepository;
  settings: Pick<BiddingSettings, 'incrementTable' | 'softClose'>;
  content: Pick<ContentService, 'pageHtml'>;
  orders: LotOrders;
  /** The transaction settings (the shipping fee), from the orders module. */
  transactionSettings: () => Promise<Pick<TransactionSettings, 'shippingFeeCents'>>;
  now?: () => Date;
}

export function createLotsService({ db, repo, settings, content, orders, transactionSettings, now: clock = () => new Date() }: LotsDeps) {
  /** The viewer plus their company's members (company rule). */
  async function party(viewer: AuthUser | null) {
    if (!viewer) return { ids: [] as number[] };
    const ids = viewer.companyId ? await repo.companyMemberIds(db, viewer.companyId) : [viewer.id];
    return { ids: ids.includes(viewer.id) ? ids : [viewer.id, ...ids] };
  }

  return {
    /** `guestLanguage`: the language a guest asked for (a signed-in viewer's own language wins). */
    async view(viewer: AuthUser | null, id: number, guestLanguage?: Language) {
      const now = clock();
      const language = languageSchema.catch('English').parse(viewer?.language ?? guestLanguage ?? 'English');
      const row = await repo.findLot(db, id, viewer?.id ?? null);
      if (!row) throw new AppError('NOT_FOUND');
      const lot = row.lot;
      await repo.countView(db, id);
      const { ids } = await party(viewer);
      const [images, attachments, manifest, lineItemCount, table, softClose, viewerBids, watched, acceptedTerms] = await Promise.all([
        repo.images(db, id),
        repo.attachments(db, id),
        repo.manifest(db, id),
        repo.lineItemCount(db, id),
        settings.incrementTable(),
        settings.softClose(),
        repo.viewerBids(db, id, ids),
        viewer ? repo.isWatched(db, viewer.id, id) : Promise.resolve(false),
        viewer ? repo.hasAcceptedTerms(db, viewer.id, id) : Promise.resolve(false),
      ]);
      const [viewerOrders, hasBulkResult, currencyCodes, faq, fees, unitsSold] = await Promise.all([
        viewer ? repo.viewerOrders(db, id, viewer.id) : Promise.resolve([]),
        viewer ? repo.hasBulkResult(db, id, viewer.id) : Promise.resolve(false),
        repo.currencyCodes(db),
        faqContent(content, language),
        transactionSettings(),
        lot.listingFormat === 'pricelock' ? orders.unitsSold(id) : Promise.resolve(0),
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
          status: asMarketStatus(lot.status),
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
      const manifestRows = manifest.map((m) => ({
        id: m.id,
        brand: m.brand,
        product_name: m.productName,
        description: m.description,
        category: m.category,
        part_number: m.partNumber,
        qty: m.qty,
        extra: m.extra,
      }));
      const takesBids = project.market_status === 'open' && lot.listingFormat !== 'buynow' && lot.listingFormat !== 'pricelock' && lot.auctionType !== 'lineitem';
      const colleagueLeads = !!viewer && !!top && top.userId !== viewer.id && top.companyId != null && top.companyId === viewer.companyId;
      const messages = bidMessages(language, status, project.has_reserve && !project.rprice_met && project.bid_count > 0);
      const spec = {
        finish: lot.finish,
        qty_left: lot.listingFormat === 'pricelock' ? Math.max(0, lot.qty - unitsSold) : lot.status === 'sold' ? 0 : lot.qty,
        shipping_fee: shippingFeeFor(lot.buyerShips, fees.shippingFeeCents, lot.shippingFee),
        linedata: manifestRows.map((m) => ({ id: m.id, part_number: m.part_number })),
        multiplecategoryshow: project.category_key ? [project.category_key] : [],
        inventorytype: lot.sellerId ? 1 : 0,
        buynowamount: project.sold_price,
        latestbid: lot.bidCount === 0 ? null : sealed ? ownMax : lot.currentPrice,
        isWatchlisted: watched ? 1 : 0,
        invoice_id: viewerOrders.find((o) => o.invoiceId !== null)?.invoiceId ?? null,
        master_id: lot.auctionType === 'lineitem' ? lot.id : null,
        topBidMessage: messages.top,
        bottomBidMessage: messages.bottom,
        isNotCsvBid: lot.manifestFile ? 0 : 1,
        desc_conditionformat: 0,
        buyer_manifest_file: lot.manifestFile ?? '',
        download_complete_manifest: lot.manifestFile ? `/uploads/product_csv/${lot.manifestFile}` : '',
        csvfile: lot.manifestFile ?? '',
        csvData: lot.manifestFile ?? '',
        csvResult: manifestRows,
        csvLength: manifestRows.length,
        faqContent: faq,
        buyerPrice: viewerOrders.length ? viewerOrders.reduce((n, o) => n + o.amount, 0) : null,
        buynowpaid: viewerOrders.length && viewerOrders.every((o) => o.status === 'paid') ? 1 : 0,
        bidMessage: takesBids ? text(language, 'bid.hint').replace('{{amount}}', formatUsdForHistory(nextBid)) : '',
      };
      return {
        project: { ...project, ...spec },
        boxvalueincrement: nextBid,
        boxvalueincrementabsolutevalue: Math.ceil(nextBid / 100) * 100,
        csvsresults: manifestRows,
        csvtlength: manifestRows.length,
        csvdata: lot.manifestFile ?? '',
        faqcontent: faq,
        topBidMessage: messages.top,
        bottomBidMessage: messages.bottom,
        bidderproxyant: ownMax,
        cbidnot: viewerBids.length > own.length ? 1 : 0,
        companynot: colleagueLeads ? 1 : 0,
        isnancsv: manifestRows.length === 0 ? 1 : 0,
        startwatch: watched ? 1 : 0,
        bidinstructcontent: bidInstructions(language, lot.auctionType),
        currencyexist: currencyCodes.length > 0 ? 1 : 0,
        currenciesavailable: currencyCodes,
        dwBidStatus: hasBulkResult ? 1 : 0,
        next_bid: nextBid,
        incrementamt: increment,
        bidtopstatus: status,
        isclosed: project.isclosed,
        bid_count: lot.bidCount,
        attachmentlist: attachments.map((a) => ({ id: a.id, type: attachmentType(a.fileName), file_name: a.fileName })),
        manifest: manifestRows,
        soft_close: { window_seconds: softClose.windowSeconds, extension_seconds: softClose.extensionSeconds, cap_seconds: softClose.capSeconds ?? 0 },
        line_item_count: lineItemCount,
        private_sale: lot.isPrivate,
        server_time: now.toISOString(),
      };
    },

    async bidHistory(viewer: AuthUser | null, id: number, q: { limit: number; page: number; line_item_id?: number }) {
      const row = await repo.findLot(db, id, viewer?.id ?? null);
      if (!row) throw new AppError('NOT_FOUND');
      const sealed = row.lot.auctionType === 'sealed';
      const h = await repo.bidHistory(db, id, q.line_item_id ?? null, q.limit, (q.page - 1) * q.limit);
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

    /** A listed lot's title, category and pictures (the lot page's first paint); null when not listed. */
    async firstPaint(id: number) {
      const [row, images] = await Promise.all([repo.findLot(db, id, null), repo.images(db, id)]);
      return row ? { id, title: row.lot.title, category: row.categoryName, images } : null;
    },

    async acceptTerms(viewer: AuthUser, lotId: number) {
      const row = await repo.findLot(db, lotId, viewer.id);
      if (!row) throw new AppError('NOT_FOUND');
      await repo.acceptTerms(db, viewer.id, lotId);
    },

    async manifestDownload(lotId: number, viewerId: number | null) {
      if (!(await repo.findLot(db, lotId, viewerId))) throw new AppError('NOT_FOUND');
      const r = await repo.countManifestDownload(db, lotId);
      if (!r?.file) throw new AppError('NOT_FOUND', 'No manifest for this lot.');
      return { fileName: r.file, filePath: `/uploads/product_csv/${r.file}` };
    },

    async attachmentDownload(lotId: number, attachmentId: number, viewerId: number | null) {
      if (!(await repo.findLot(db, lotId, viewerId))) throw new AppError('NOT_FOUND');
      const r = await repo.countAttachmentDownload(db, lotId, attachmentId);
      if (!r) throw new AppError('NOT_FOUND');
      return { fileName: r.fileName, filePath: `/uploads/documents/${r.fileName}` };
    },
  };
}
export type LotsService = ReturnType<typeof createLotsService>;
