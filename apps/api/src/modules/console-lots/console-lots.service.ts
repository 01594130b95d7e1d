import type { z } from 'zod';
import type { admin, consoleLots as contract, lotsBulk, LotBulkResult } from '@gavel/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { Logger } from '../../platform/logger.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { UploadedFile } from '../../platform/http/route.js';
import { consoleScope } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import { sanitizeContent } from '../content/index.js';
import type { AuditLog } from '../audit/index.js';
import type { BuyerGroupsService } from '../buyer-groups/index.js';
import type { ConsoleLotsRepository, LotInsert, LotRow } from './console-lots.repository.js';
import { presentLot, presentSummary } from './console-lots.presenter.js';
import { processLotImage, type ProcessedImage } from './lot-images.js';
import { bulkSheetField, lotImageRules, toCurrencyUnits } from '@gavel/contract';
import { detectSpreadsheet, parseSpreadsheet, type SpreadsheetLimits } from '../../platform/spreadsheet/spreadsheet.js';
import { readBulkSheet } from './bulk-listing.js';

/** Bulk-listing sheets (field `sheet`): 2 MB, a header and 500 rows, 10 s. */
const BULK_SHEET_LIMITS: SpreadsheetLimits = { field: bulkSheetField, maxBytes: 2 * 1024 * 1024, maxRows: 501, headerRows: 1, maxCellChars: 20_000, timeLimitMs: 10_000 };

type CreateBody = z.output<typeof admin.createLotBody>;
type FieldsBody = z.output<typeof contract.updateLotBody>;
type RelistBody = z.output<typeof contract.relistLot.body>;

/** How often a process opens the scheduled lots whose start has come. */
export const SCHEDULE_POLL_MS = 5_000;
const PRODUCT_FOLDER = 'product';

const auctionTypeOf = (f: FieldsBody['listing_format']): LotRow['auctionType'] => (f === 'sealed' ? 'sealed' : f === 'lineitem' ? 'lineitem' : 'live');
const fieldError = (fields: Record<string, string>) => new AppError('VALIDATION_FAILED', undefined, { fields });
const conflict = (message: string) => new AppError('CONFLICT', message);

/** The columns a lot's editable fields set (HTML sanitised; buy-now follows the format). */
function columnsOf(b: FieldsBody): Omit<LotInsert, 'sellerId' | 'currentPrice' | 'dateAdded'> {
  const fixed = b.listing_format === 'pricelock';
  return {
    title: b.title,
    description: sanitizeContent(b.description),
    manufacturer: b.manufacturer,
    modelNumber: b.model_number,
    finish: b.finish,
    categoryId: b.category_id ?? null,
    conditionId: b.condition_id ?? null,
    itemCondition: b.item_condition,
    qty: b.qty,
    country: b.country,
    city: b.city,
    state: b.state,
    listingFormat: b.listing_format,
    auctionType: auctionTypeOf(b.listing_format),
    startingPrice: fixed && b.buy_now_price != null ? b.buy_now_price : b.starting_price,
    reservePrice: b.reserve_price ?? null,
    buyNowPrice: b.buy_now_price ?? (fixed ? b.starting_price : null),
    buyNowEnabled: b.buy_now_price != null || b.listing_format === 'buynow' || fixed,
    makeOfferEnabled: b.make_offer,
    blindIncrement: b.blind_increment,
    incrementOverride: b.increment_override ?? null,
    softClose: b.soft_close,
    currency: b.currency,
    buyerShips: b.buyer_ships,
    shippingFee: b.shipping_fee ?? null,
    termsHtml: sanitizeContent(b.terms_html),
    termsRequired: b.terms_required,
    auctionDetails: sanitizeContent(b.auction_details),
    auctionNotes: sanitizeContent(b.auction_notes),
    dateClosed: new Date(b.date_closed),
  };
}

const unitsOrNull = (cents: number | null) => (cents === null ? null : toCurrencyUnits(cents));

/** The fields an audit entry keeps of a lot (small: no HTML bodies); amounts in currency units. */
const auditView = (l: Pick<LotRow, 'status' | 'title' | 'listingFormat' | 'startingPrice' | 'reservePrice' | 'buyNowPrice' | 'dateAdded' | 'dateClosed' | 'sellerId'>) => ({
  status: l.status,
  title: l.title,
  listing_format: l.listingFormat,
  // Amounts in currency units, as the wire and the console show them.
  starting_price: unitsOrNull(l.startingPrice),
  reserve_price: unitsOrNull(l.reservePrice),
  buy_now_price: unitsOrNull(l.buyNowPrice),
  date_added: l.dateAdded,
  date_closed: l.dateClosed,
  seller_id: l.sellerId,
});

/** Fields an open lot keeps (and, once bid on, its prices): what changed among them. */
function lockedChanges(lot: LotRow, next: ReturnType<typeof columnsOf>, dateAdded: Date): Record<string, string> {
  const out: Record<string, string> = {};
  if (next.listingFormat !== lot.listingFormat) out.listing_format = 'LOCKED_WHILE_OPEN';
  if (next.currency !== lot.currency) out.currency = 'LOCKED_WHILE_OPEN';
  if (next.dateClosed!.getTime() !== lot.dateClosed.getTime()) out.date_closed = 'USE_CLOSING_TIME';
  if (dateAdded.getTime() !== lot.dateAdded.getTime()) out.date_added = 'LOCKED_WHILE_OPEN';
  if (lot.bidCount > 0) {
    if (next.startingPrice !== lot.startingPrice) out.starting_price = 'LOCKED_AFTER_BIDS';
    if (next.reservePrice !== lot.reservePrice) out.reserve_price = 'LOCKED_AFTER_BIDS';
    if (next.incrementOverride !== lot.incrementOverride) out.increment_override = 'LOCKED_AFTER_BIDS';
    if (next.blindIncrement !== lot.blindIncrement) out.blind_increment = 'LOCKED_AFTER_BIDS';
  }
  return out;
}

/** The caller: a staff or seller account, with the request's address for the audit log. */
export type Actor = AuthUser & { ip?: string };

export interface ConsoleLotsDeps {
  db: Db;
  repo: ConsoleLotsRepository;
  audit: AuditLog;
  now?: () => Date;
  files: FileStore;
  events: EventBus;
  realtime: () => Realtime;
  logger: () => Logger;
  /** Private lots (issue 42): a lot's buyer groups (`buyer_group_ids`). */
  buyerGroups?: Pick<BuyerGroupsService, 'lotGroupIds' | 'setLotGroups'>;
}

/**
 * The console's lots (issue 10): staff reach every lot, a seller only its own (`consoleScope`,
 * applied to every query and every lot loaded by id). Each change is one transaction with the
 * lot row locked and an audit entry; domain events go out after commit.
 */
export function createConsoleLotsService({ db, repo, audit, files, events, realtime, logger, buyerGroups, now: clock = () => new Date() }: ConsoleLotsDeps) {
  const scopeOf = (user: Actor) => consoleScope(user).sellerId;

  async function load(user: Actor, id: number) {
    const scope = scopeOf(user);
    const row = await repo.find(db, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [images, subLots, groupIds] = await Promise.all([repo.images(db, id), repo.subLotCount(db, id), buyerGroups ? buyerGroups.lotGroupIds(id) : []]);
    return { ...presentLot(row.lot, row.sellerName, images, subLots), buyer_group_ids: groupIds };
  }

  /** Makes a lot private to its `buyer_group_ids` (absent: unchanged), audited with the groups before and after. */
  async function setGroups(tx: Tx, user: Actor, lot: { id: number; sellerId: number | null }, ids: number[] | undefined) {
    if (ids === undefined || !buyerGroups) return;
    const before = await buyerGroups.setLotGroups(tx, lot, ids);
    if (before.join() !== [...new Set(ids)].sort((a, b) => a - b).join()) await record(tx, user, 'setBuyerGroups', lot.id, { buyer_group_ids: before }, { buyer_group_ids: ids });
  }

  /** Runs `fn` on the locked lot (in scope) inside a transaction, then answers the lot as it now is. */
  async function change<T>(user: Actor, id: number, fn: (tx: Tx, lot: LotRow) => Promise<T>): Promise<{ out: T }> {
    const out = await db.transaction(async (tx) => {
      const lot = await repo.lock(tx, scopeOf(user), id);
      if (!lot) throw new AppError('NOT_FOUND');
      return fn(tx, lot);
    });
    return { out };
  }

  const record = (tx: Tx, user: Actor, action: string, lotId: number, before: unknown, after: unknown) =>
    audit.record(tx, { actorId: user.id, ip: user.ip ?? null, action: action.includes('.') ? action : `consoleLots.${action}`, entity: 'lot', entityId: lotId, lotId, before, after });

  /** Copies the stored files of images onto new names for another lot. */
  async function copyImages(tx: Tx, fromLot: number, toLot: number) {
    const images = await repo.images(tx, fromLot);
    const rows = [];
    for (const [i, img] of images.entries()) {
      const file = `lot${toLot}-r${i}-${img.file}`.slice(0, 200);
      const thumb = img.thumb ? `lot${toLot}-r${i}-${img.thumb}`.slice(0, 200) : null;
      try {
        await files.put(PRODUCT_FOLDER, file, await files.read(PRODUCT_FOLDER, img.file));
        if (img.thumb && thumb) await files.put(PRODUCT_FOLDER, thumb, await files.read(PRODUCT_FOLDER, img.thumb));
      } catch (err) {
        logger().warn({ err, lotId: fromLot, file: img.file }, 'relist: image file missing, skipped');
        continue;
      }
      rows.push({ lotId: toLot, file, thumb, sortOrder: i });
    }
    await repo.insertImages(tx, rows);
  }

  /** Inserts one new lot (with its sub-lots and buyer groups) in the caller's transaction, audited. */
  async function insertNew(tx: Tx, user: Actor, b: CreateBody, sellerId: number, status: LotRow['status']) {
    const cols = columnsOf(b);
    const values: LotInsert = { ...cols, sellerId, status, currentPrice: cols.startingPrice!, dateAdded: b.date_added ? new Date(b.date_added) : clock() };
    const lotId = await repo.insertLot(tx, values);
    await repo.insertLineItems(
      tx,
      b.line_items.map((li, i) => ({
        lotId,
        subLotNumber: i + 1,
        title: li.title,
        brand: li.brand,
        partNumber: li.part_number,
        qty: li.qty,
        startingPrice: li.starting_price,
        currentPrice: li.starting_price,
        reservePrice: li.reserve_price ?? null,
      })),
    );
    await record(tx, user, 'admin.createLot', lotId, null, { ...auditView(values as LotRow), sub_lots: b.line_items.length });
    if (b.buyer_group_ids?.length) await setGroups(tx, user, { id: lotId, sellerId }, b.buyer_group_ids);
    return lotId;
  }

  /** Reads a bulk-listing upload into rows with their problems (nothing is written). */
  async function readBulk(uploaded: UploadedFile[]) {
    const f = uploaded.find((u) => u.fieldname === bulkSheetField);
    if (!f) throw fieldError({ [bulkSheetField]: 'required' });
    detectSpreadsheet(f.filename, f.data, ['xlsx', 'xls', 'csv'], BULK_SHEET_LIMITS);
    const read = readBulkSheet(await parseSpreadsheet(f.data, BULK_SHEET_LIMITS), clock());
    if (read.problems.length) throw new AppError('VALIDATION_FAILED', read.problems.join('; '), { fields: { [bulkSheetField]: read.problems.join('; ') } });
    return read.rows;
  }

  /** What a lot's change sets off once its transaction has committed. */
  type Effects = { status: LotRow['status']; published?: number; withdrawn?: { lotId: number; wasOpen: boolean; bidderIds: number[]; price: number; reason: string }; relistedAs?: number };

  function afterCommit(fx: Effects) {
    if (fx.published !== undefined) events.publish('lot.published', { lotId: fx.published });
    const w = fx.withdrawn;
    if (w?.wasOpen) {
      // Open lot pages stop taking bids at once (the same event as a close, with no winner).
      realtime().emitToLot(w.lotId, 'realclosedupdates', { id: w.lotId, usr: '', bpop_cbidder: '', buynowamount: w.price });
    }
    if (w?.bidderIds.length) events.publish('lot.withdrawn', { lotId: w.lotId, bidderIds: w.bidderIds, reason: w.reason });
  }

  /**
   * The lifecycle changes of one locked lot, inside the caller's transaction: each checks every rule
   * (CONFLICT for the lot's state, VALIDATION_FAILED for its fields) before it writes anything.
   */
  const transitions = {
    async schedule(tx: Tx, user: Actor, lot: LotRow, dateAdded: Date): Promise<Effects> {
      if (lot.status !== 'draft') throw conflict('Only a draft can be scheduled.');
      if (dateAdded.getTime() <= clock().getTime()) throw fieldError({ date_added: 'must be in the future' });
      if (dateAdded.getTime() >= lot.dateClosed.getTime()) throw fieldError({ date_added: 'must be before the close' });
      await assertPublishable(tx, lot);
      await repo.updateLot(tx, lot.id, { status: 'scheduled', dateAdded });
      await record(tx, user, 'schedule', lot.id, { status: lot.status, date_added: lot.dateAdded }, { status: 'scheduled', date_added: dateAdded });
      return { status: 'scheduled' };
    },

    async publish(tx: Tx, user: Actor, lot: LotRow): Promise<Effects> {
      const now = clock();
      if (lot.status !== 'draft' && lot.status !== 'scheduled') throw conflict('Only a draft or a scheduled lot can be published.');
      await assertPublishable(tx, lot);
      const dateAdded = lot.dateAdded.getTime() > now.getTime() ? now : lot.dateAdded;
      await repo.updateLot(tx, lot.id, { status: 'open', dateAdded });
      await record(tx, user, 'publish', lot.id, { status: lot.status, date_added: lot.dateAdded }, { status: 'open', date_added: dateAdded });
      return { status: 'open', published: lot.id };
    },

    async withdraw(tx: Tx, user: Actor, lot: LotRow, reason: string): Promise<Effects> {
      if (lot.status !== 'draft' && lot.status !== 'scheduled' && lot.status !== 'open') throw conflict('Only a draft, scheduled or open lot can be withdrawn.');
      await repo.updateLot(tx, lot.id, { status: 'withdrawn', closedAt: clock() });
      await record(tx, user, 'withdraw', lot.id, { status: lot.status }, { status: 'withdrawn', reason });
      const bidderIds = lot.bidCount > 0 ? await repo.bidderIds(tx, lot.id) : [];
      return { status: 'withdrawn', withdrawn: { lotId: lot.id, wasOpen: lot.status === 'open', bidderIds, price: lot.currentPrice, reason } };
    },

    async relist(tx: Tx, user: Actor, lot: LotRow, b: Pick<RelistBody, 'date_added' | 'date_closed'>): Promise<Effects> {
      const now = clock();
      const dateAdded = b.date_added ? new Date(b.date_added) : now;
      const scheduled = dateAdded.getTime() > now.getTime();
      const id = lot.id;
      if (lot.status !== 'closed' && lot.status !== 'withdrawn') throw conflict('Only an unsold or withdrawn lot can be relisted.');
      const {
        id: _id, createdAt: _c, bidCount: _b, bidSequence: _s, leaderUserId: _l, leaderMaxAmount: _m, leaderCompanyId: _lc, leaderPlacedSeq: _lp,
        winnerUserId: _w, soldPrice: _sp, closedAt: _ca, originalDateClosed: _o, viewCount: _v, manifestDownloads: _md, ...copy
      } = lot;
      const values: LotInsert = {
        ...copy,
        status: scheduled ? 'scheduled' : 'open',
        currentPrice: lot.startingPrice,
        dateAdded,
        dateClosed: new Date(b.date_closed),
        relistedFromId: lot.id,
      };
      const relisted = await repo.insertLot(tx, values);
      const subLots = await repo.subLots(tx, id);
      await repo.insertLineItems(
        tx,
        subLots.map((s) => ({
          lotId: relisted,
          subLotNumber: s.subLotNumber,
          title: s.title,
          description: s.description,
          categoryId: s.categoryId,
          brand: s.brand,
          partNumber: s.partNumber,
          qty: s.qty,
          startingPrice: s.startingPrice,
          currentPrice: s.startingPrice,
          reservePrice: s.reservePrice,
          incrementOverride: s.incrementOverride,
        })),
      );
      const manifest = await repo.manifest(tx, id);
      await repo.insertManifest(
        tx,
        manifest.map(({ id: _mid, lotId: _lid, ...m }) => ({ ...m, lotId: relisted })),
      );
      await copyImages(tx, id, relisted);
      if (lot.isPrivate && buyerGroups) await buyerGroups.setLotGroups(tx, { id: relisted, sellerId: lot.sellerId }, await buyerGroups.lotGroupIds(id));
      await record(tx, user, 'relist', id, { status: lot.status }, { relisted_as: relisted });
      await record(tx, user, 'create', relisted, null, { ...auditView(values as LotRow), relisted_from: id });
      return { status: lot.status, relistedAs: relisted, published: scheduled ? undefined : relisted };
    },
  };

  const service = {
    /** Bulk listing, step 1: each row of the sheet with its problems. */
    async bulkPreview(_user: Actor, uploaded: UploadedFile[]) {
      const rows = await readBulk(uploaded);
      return { rows: rows.map(({ body: _b, ...r }) => r), ready: rows.every((r) => r.problems.length === 0) };
    },

    /** Bulk listing, step 2: every lot of the sheet in one transaction (drafts, or scheduled), or none. */
    async bulkConfirm(user: Actor, uploaded: UploadedFile[]) {
      const rows = await readBulk(uploaded);
      const bad = rows.filter((r) => r.problems.length);
      if (bad.length) {
        throw new AppError('VALIDATION_FAILED', `${bad.length} row(s) have problems: nothing was created.`, {
          fields: { [bulkSheetField]: bad.map((r) => `row ${r.row}: ${r.problems.join(', ')}`).join('; ') },
        });
      }
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const r of rows) ids.push(await insertNew(tx, user, r.body!, user.id, r.status));
        return ids;
      });
    },

    async list(user: Actor, q: z.output<typeof contract.listLots.query>) {
      const { rows, total } = await repo.list(db, scopeOf(user), q);
      return { records: rows.map((r) => presentSummary(r.lot, r.sellerName, r.thumb)), totalRecords: total };
    },

    get: load,

    async sellers() {
      return repo.sellers(db);
    },

    /** Lists a lot. A seller's lot is its own; staff pick a seller account (default: themselves). */
    async create(user: Actor, b: CreateBody) {
      const { staff } = consoleScope(user);
      let sellerId = user.id;
      if (staff && b.seller_id !== undefined && b.seller_id !== user.id) {
        if (!(await repo.isSeller(db, b.seller_id))) throw fieldError({ seller_id: 'NOT_A_SELLER' });
        sellerId = b.seller_id;
      }
      const status: LotRow['status'] = b.as_draft ? 'draft' : 'open';
      const id = await db.transaction((tx) => insertNew(tx, user, b, sellerId, status));
      if (status === 'open') events.publish('lot.published', { lotId: id });
      return id;
    },

    async update(user: Actor, id: number, b: FieldsBody) {
      await change(user, id, async (tx, lot) => {
        if (lot.status === 'sold' || lot.status === 'closed' || lot.status === 'withdrawn') throw conflict('This lot has ended: relist it to sell it again.');
        const next = columnsOf(b);
        const dateAdded = b.date_added ? new Date(b.date_added) : lot.dateAdded;
        if (lot.status === 'open') {
          const locked = lockedChanges(lot, next, dateAdded);
          if (Object.keys(locked).length) throw fieldError(locked);
        }
        if (lot.status === 'scheduled' && dateAdded.getTime() <= clock().getTime()) throw fieldError({ date_added: 'must be in the future' });
        const values = { ...next, dateAdded, currentPrice: lot.bidCount === 0 ? next.startingPrice! : lot.currentPrice };
        await repo.updateLot(tx, id, values);
        await record(tx, user, 'update', id, auditView(lot), auditView({ ...lot, ...values }));
        await setGroups(tx, user, lot, b.buyer_group_ids);
      });
      return load(user, id);
    },

    async schedule(user: Actor, id: number, dateAddedIso: string) {
      await change(user, id, (tx, lot) => transitions.schedule(tx, user, lot, new Date(dateAddedIso)));
      return load(user, id);
    },

    /** Opens a draft or scheduled lot now: visible in search and taking bids. */
    async publish(user: Actor, id: number) {
      const { out } = await change(user, id, (tx, lot) => transitions.publish(tx, user, lot));
      afterCommit(out);
      return load(user, id);
    },

    /** Takes a lot down: hidden from buyers, no more bids; its bidders are told (lot.withdrawn). */
    async withdraw(user: Actor, id: number, reason: string) {
      const { out } = await change(user, id, (tx, lot) => transitions.withdraw(tx, user, lot, reason));
      afterCommit(out);
      return load(user, id);
    },

    /**
     * Relists an unsold or withdrawn lot as a NEW lot (docs/decisions.md "Relisting"): same fields,
     * images, manifest and sub-lots, no bids; open now, or scheduled when it starts later. The old
     * lot keeps its bid log, and the new one points back to it.
     */
    async relist(user: Actor, id: number, b: RelistBody) {
      const { out } = await change(user, id, (tx, lot) => transitions.relist(tx, user, lot, b));
      afterCommit(out);
      return load(user, out.relistedAs!);
    },

    /**
     * Schedules, publishes, withdraws or relists many lots (issue 42 §2): one transaction, every lot
     * locked in id order; each follows its one-lot rules, and a lot they forbid is left as it is and
     * answered with its code. Events go out after the commit.
     */
    async bulkAction(user: Actor, b: z.output<typeof lotsBulk.lotBulkActionBody>) {
      const ids = [...new Set(b.ids)];
      const { results, effects } = await db.transaction(async (tx) => {
        const locked = new Map((await repo.lockMany(tx, scopeOf(user), ids)).map((l) => [l.id, l]));
        const results: LotBulkResult[] = [];
        const effects: Effects[] = [];
        for (const id of ids) {
          const lot = locked.get(id);
          if (!lot) {
            results.push({ id, result: 'NOT_FOUND', problems: [], status: null, relisted_as: null });
            continue;
          }
          try {
            const fx =
              b.action === 'schedule'
                ? await transitions.schedule(tx, user, lot, new Date(b.date_added!))
                : b.action === 'publish'
                  ? await transitions.publish(tx, user, lot)
                  : b.action === 'withdraw'
                    ? await transitions.withdraw(tx, user, lot, b.reason)
                    : await transitions.relist(tx, user, lot, { date_added: b.date_added, date_closed: b.date_closed! });
            effects.push(fx);
            results.push({ id, result: 'DONE', problems: [], status: fx.status, relisted_as: fx.relistedAs ?? null });
          } catch (err) {
            // Every rule is checked before the lot is written: a refused lot is left exactly as it was.
            if (!(err instanceof AppError) || (err.code !== 'CONFLICT' && err.code !== 'VALIDATION_FAILED')) throw err;
            const fields = err.extra.fields ?? {};
            results.push({
              id,
              result: err.code === 'CONFLICT' ? 'WRONG_STATE' : 'INVALID',
              problems: Object.entries(fields).map(([k, v]) => `${k}: ${v}`),
              status: lot.status,
              relisted_as: null,
            });
          }
        }
        return { results, effects };
      });
      for (const fx of effects) afterCommit(fx);
      return { results, done: results.filter((r) => r.result === 'DONE').length };
    },

    async uploadImages(user: Actor, id: number, uploaded: UploadedFile[]) {
      const images = uploaded.filter((f) => f.fieldname === lotImageRules.field);
      if (!images.length) throw fieldError({ [lotImageRules.field]: 'required' });
      // In scope, and not an ended lot, before any work on the bytes.
      const current = await repo.find(db, scopeOf(user), id);
      if (!current) throw new AppError('NOT_FOUND');
      const processed: ProcessedImage[] = [];
      for (const f of images) processed.push(await processLotImage(id, f.data));
      const written: string[] = [];
      try {
        for (const p of processed) {
          await files.put(PRODUCT_FOLDER, p.file, p.large);
          await files.put(PRODUCT_FOLDER, p.thumb, p.small);
          written.push(p.file, p.thumb);
        }
        await change(user, id, async (tx, lot) => {
          if (lot.status === 'sold' || lot.status === 'closed') throw conflict('This lot has ended.');
          const have = await repo.imageCount(tx, id);
          if (have + processed.length > lotImageRules.maxPerLot) throw fieldError({ [lotImageRules.field]: 'TOO_MANY_IMAGES' });
          await repo.insertImages(tx, processed.map((p, i) => ({ lotId: id, file: p.file, thumb: p.thumb, sortOrder: have + i })));
          await record(tx, user, 'addImages', id, null, { files: processed.map((p) => p.file) });
        });
      } catch (err) {
        await Promise.all(written.map((f) => files.remove(PRODUCT_FOLDER, f)));
        throw err;
      }
      return load(user, id);
    },

    async reorderImages(user: Actor, id: number, ids: number[]) {
      await change(user, id, async (tx) => {
        const all = await repo.images(tx, id);
        const known = new Set(all.map((i) => i.id));
        if (ids.length !== all.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) throw fieldError({ ids: 'ORDER_MISMATCH' });
        await repo.setImageOrder(tx, id, ids);
        await record(tx, user, 'reorderImages', id, { ids: all.map((i) => i.id) }, { ids });
      });
      return load(user, id);
    },

    async deleteImage(user: Actor, id: number, imageId: number) {
      const { out: removed } = await change(user, id, async (tx) => {
        const row = await repo.deleteImage(tx, id, imageId);
        if (!row) throw new AppError('NOT_FOUND');
        await record(tx, user, 'deleteImage', id, { file: row.file }, null);
        return row;
      });
      await files.remove(PRODUCT_FOLDER, removed.file);
      if (removed.thumb) await files.remove(PRODUCT_FOLDER, removed.thumb);
      return load(user, id);
    },

    /** Opens the scheduled lots whose start has come (every process; the update is idempotent). */
    async openDueScheduled(now = clock()) {
      const ids = await repo.openDueScheduled(db, now);
      for (const lotId of ids) events.publish('lot.published', { lotId });
      return ids;
    },
  };

  /** A lot may go live when it closes in the future and, for a line-item lot, has sub-lots. */
  async function assertPublishable(tx: Tx, lot: LotRow) {
    if (lot.dateClosed.getTime() <= clock().getTime()) throw fieldError({ date_closed: 'must be in the future' });
    if (lot.listingFormat === 'lineitem' && (await repo.subLotCount(tx, lot.id)) === 0) throw fieldError({ line_items: 'a line-item auction needs line items' });
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    ...service,
    /** Whether an account is a seller (buyer groups name their seller). */
    isSeller: (userId: number) => repo.isSeller(db, userId),
    /** Polls for scheduled lots to open (started by the process that runs the closing worker). */
    startScheduler() {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = service
          .openDueScheduled()
          .catch((err: unknown) => logger().error({ err }, 'opening scheduled lots failed'))
          .finally(() => {
            running = null;
          });
      };
      tick();
      timer = setInterval(tick, SCHEDULE_POLL_MS);
      timer.unref();
    },
    async stopScheduler() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type ConsoleLotsService = ReturnType<typeof createConsoleLotsService>;
