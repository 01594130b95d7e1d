import type { Tx } from '../platform/db/client.js';
import type { FileStore } from '../platform/files/file-store.js';
import { bids, lineItems, lotAttachments, lotImages, lots, manifestLines, watchlist } from '../platform/db/schema/index.js';
import { conditionData } from './data/reference.js';
import type { ReferenceIds } from './reference.writer.js';
import type { GenLot } from './types.js';
import { lotImageName, lotImageSvg } from './images.js';
import { attachedManifestName, conditionReportName, conditionReportPdf, manifestCsv, manifestFileName } from './documents.js';
import { gradeLabel } from './lot-text.js';
import { allocateIds, bulkInsert } from './bulk-insert.js';

/** Runs `tasks` with at most `limit` in flight. */
async function limited(tasks: (() => Promise<unknown>)[], limit = 16) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Inserts the generated lots with everything hanging off them (images, attachments,
 * manifest, sub-lots, bids, watch list) in batches, and writes their files.
 * `bidders[i]` is the user id of bidder index i. Answers the lots' ids and the number of files written.
 */
export async function writeDemoLots(
  tx: Tx,
  files: FileStore,
  o: { lots: readonly GenLot[]; ids: ReferenceIds; sellerId: number; bidders: readonly number[]; now: Date },
): Promise<{ lotIds: number[]; files: number }> {
  const { ids, bidders } = o;
  const user = (i: number | null) => (i === null ? null : bidders[i]!);
  /** Rows of upcoming lots were created before they open, not in the future. */
  const created = (l: GenLot) => (l.dateAdded < o.now ? l.dateAdded : o.now);
  const lotIds = await allocateIds(tx, 'lots', o.lots.length);
  await bulkInsert(
    tx,
    lots,
    o.lots.map((l, i) => ({
      id: lotIds[i]!,
      siteId: 1,
      sellerId: o.sellerId,
      title: l.title,
      description: l.description,
      manufacturer: l.manufacturer,
      modelNumber: l.modelNumber,
      upc: l.upc,
      categoryId: ids.category.get(l.categoryKey) ?? null,
      brandId: l.brand ? (ids.brand.get(l.brand) ?? null) : null,
      conditionId: ids.condition.get(l.conditionKey) ?? null,
      itemCondition: l.itemCondition,
      conditionNotes: l.conditionNotes,
      country: l.country,
      state: l.state,
      city: l.city,
      regionId: l.regionId,
      lotSize: l.lotSize,
      sizeText: l.sizeText,
      qty: l.qty,
      auctionDetails: l.auctionDetails,
      auctionNotes: l.auctionNotes,
      listingFormat: l.listingFormat,
      auctionType: l.auctionType,
      currency: 'USD',
      startingPrice: l.startingPrice,
      currentPrice: l.currentPrice,
      reservePrice: l.reservePrice,
      buyNowPrice: l.buyNowPrice,
      buyNowEnabled: l.buyNowEnabled,
      makeOfferEnabled: l.makeOfferEnabled,
      blindIncrement: l.blindIncrement,
      bidCount: l.bidCount,
      bidSequence: l.bidSequence,
      leaderUserId: user(l.leader),
      leaderMaxAmount: l.leaderMaxAmount,
      status: l.status,
      winnerUserId: user(l.winner),
      soldPrice: l.soldPrice,
      buyerShips: l.buyerShips,
      shippingService: l.shippingService,
      termsHtml: l.termsHtml,
      termsRequired: l.termsRequired,
      dateAdded: l.dateAdded,
      dateClosed: l.dateClosed,
      closedAt: l.closedAt,
      createdAt: created(l),
      manifestFile: l.hasManifestFile ? manifestFileName(lotIds[i]!) : null,
    })),
  );

  const images = o.lots.flatMap((l, i) =>
    Array.from({ length: l.imageCount }, (_, n) => ({ lotId: lotIds[i]!, file: lotImageName(lotIds[i]!, n + 1), sortOrder: n })),
  );
  await bulkInsert(tx, lotImages, images);

  const attachments = o.lots.flatMap((l, i) =>
    l.attachments.map((type) => ({
      lotId: lotIds[i]!,
      type,
      fileName: type === 'pdf' ? conditionReportName(lotIds[i]!) : attachedManifestName(lotIds[i]!),
    })),
  );
  await bulkInsert(tx, lotAttachments, attachments);

  const manifest = o.lots.flatMap((l, i) => l.manifest.map((m) => ({ lotId: lotIds[i]!, ...m })));
  await bulkInsert(tx, manifestLines, manifest);

  const subLots = o.lots.flatMap((l, i) => l.lineItems.map((s) => ({ lotIndex: i, s })));
  const subLotIdList = await allocateIds(tx, 'line_items', subLots.length);
  const subLotIds = new Map(subLots.map(({ lotIndex, s }, k) => [`${lotIds[lotIndex]}:${s.subLotNumber}`, subLotIdList[k]!]));
  await bulkInsert(
    tx,
    lineItems,
    subLots.map(({ lotIndex, s }, k) => ({
      id: subLotIdList[k]!,
      lotId: lotIds[lotIndex]!,
      subLotNumber: s.subLotNumber,
      title: s.title,
      description: s.description,
      categoryId: ids.category.get(s.categoryKey) ?? null,
      brand: s.brand,
      partNumber: s.partNumber,
      qty: s.qty,
      startingPrice: s.startingPrice,
      currentPrice: s.currentPrice,
      reservePrice: s.reservePrice,
      bidCount: s.bidCount,
      bidSequence: s.bidSequence,
      leaderUserId: user(s.leader),
      leaderMaxAmount: s.leaderMaxAmount,
      status: s.status,
      winnerUserId: user(s.winner),
      soldPrice: s.soldPrice,
    })),
  );

  const bidRows = o.lots.flatMap((l, i) =>
    l.bids.map((b) => ({
      lotId: lotIds[i]!,
      lineItemId: b.lineItem === null ? null : subLotIds.get(`${lotIds[i]}:${l.lineItems[b.lineItem]!.subLotNumber}`)!,
      userId: bidders[b.bidder]!,
      amount: b.amount,
      maxAmount: b.maxAmount,
      hardBid: b.hardBid,
      sequence: b.sequence,
      createdAt: b.createdAt,
    })),
  );
  await bulkInsert(tx, bids, bidRows);

  const watches = o.lots.flatMap((l, i) => l.watchers.map((w) => ({ userId: bidders[w]!, lotId: lotIds[i]!, createdAt: created(l) })));
  await bulkInsert(tx, watchlist, watches);

  return { lotIds, files: await writeLotFiles(files, o.lots, lotIds) };
}

async function writeLotFiles(files: FileStore, generated: readonly GenLot[], lotIds: readonly number[]): Promise<number> {
  const tasks: (() => Promise<unknown>)[] = [];
  generated.forEach((l, i) => {
    const id = lotIds[i]!;
    for (let n = 1; n <= l.imageCount; n++) {
      const svg = lotImageSvg({
        lotId: id,
        index: n,
        count: l.imageCount,
        device: l.device,
        brand: l.brand,
        caption: l.imageCaption,
        grade: gradeLabel[l.conditionKey],
        qty: l.qty,
      });
      tasks.push(() => files.put('product', lotImageName(id, n), svg));
    }
    if (l.hasManifestFile) tasks.push(() => files.put('product_csv', manifestFileName(id), manifestCsv(l.manifest)));
    for (const type of l.attachments) {
      if (type === 'xls') tasks.push(() => files.put('documents', attachedManifestName(id), manifestCsv(l.manifest)));
      else {
        const grade = conditionData.find((c) => c.key === l.conditionKey)!;
        tasks.push(() =>
          files.put(
            'documents',
            conditionReportName(id),
            conditionReportPdf({
              lotId: id,
              title: l.title,
              grade: grade.name,
              gradeDescription: grade.description,
              qty: l.qty,
              notes: l.conditionNotes,
            }),
          ),
        );
      }
    }
  });
  await limited(tasks);
  return tasks.length;
}
