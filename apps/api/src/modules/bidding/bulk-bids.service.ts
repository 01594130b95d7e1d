import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { privateFolders, type FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { BiddingSettings } from './bidding.settings.js';
import type { BiddingService } from './bidding.service.js';
import { biddingRepository } from './bidding.repository.js';
import { nextBid } from './increments.js';
import { toBidState } from './lot-state.js';
import { formatUsd } from '../../platform/money-format.js';
import { detectSpreadsheet, parseSpreadsheet } from '../../platform/spreadsheet/spreadsheet.js';
import { BID_SHEET_LIMITS, readLineItemBids, readSingleAmount } from './spreadsheet.js';

const fileOf = (files: UploadedFile[]) => {
  const f = files.find((x) => x.fieldname === 'bid_csv');
  if (!f) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.', { fields: { bid_csv: 'Choose a file to upload.' } });
  return f;
};

/** Uploaded bid files name their lot and owner, and live a week (purged after each upload). */
const storedName = (lotId: number, ownerId: number, ext: string) => `bid-${lotId}-u${ownerId}-${randomBytes(9).toString('base64url')}.${ext}`;
export const BID_FILE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Spreadsheet bidding: the standard upload, the line-item bulk upload and its bid-status file. */
export function createBulkBidsService(db: Db, settings: BiddingSettings, bidding: BiddingService, files: FileStore) {
  const store = async (lotId: number, ownerId: number, kind: string, data: Buffer) => {
    const name = await files.put(privateFolders.bidFiles, storedName(lotId, ownerId, kind), data);
    await files.removeOlderThan(privateFolders.bidFiles, new Date(Date.now() - BID_FILE_LIFETIME_MS));
    return name;
  };
  return {
    /** `lotId` is optional (the spec's form is the file alone); the amount is bid later on the lot page's lot. */
    async readStandardUpload(uploaded: UploadedFile[], lotId: number | undefined, ownerId: number) {
      const f = fileOf(uploaded);
      // A refused request leaves nothing behind: no file for a lot that does not exist.
      if (lotId !== undefined && !(await biddingRepository.listedLot(db, lotId, ownerId))) throw new AppError('NOT_FOUND');
      const kind = detectSpreadsheet(f.filename, f.data, ['csv', 'xls', 'xlsx'], BID_SHEET_LIMITS);
      const amount = readSingleAmount(await parseSpreadsheet(f.data, BID_SHEET_LIMITS));
      if (amount == null) {
        throw new AppError('VALIDATION_FAILED', 'No bid amount found in the file.', { fields: { bid_csv: 'No bid amount found in the file.' } });
      }
      const name = await store(lotId ?? 0, ownerId, kind, f.data);
      return { amount, csvfile: name };
    },

    /** Lists each row with the sub-lot it names; rows meeting that sub-lot's next bid wait for confirmation. */
    async previewLineItemUpload(uploaded: UploadedFile[], lotId: number, ownerId: number) {
      const f = fileOf(uploaded);
      const kind = detectSpreadsheet(f.filename, f.data, ['xls', 'xlsx'], BID_SHEET_LIMITS);
      const wanted = readLineItemBids(await parseSpreadsheet(f.data, BID_SHEET_LIMITS));
      const lot = await biddingRepository.listedLot(db, lotId, ownerId);
      if (!lot || lot.auctionType !== 'lineitem') throw new AppError('NOT_FOUND');
      const [items, table] = await Promise.all([biddingRepository.lineItemsOfLot(db, lotId), settings.incrementTable()]);
      const byId = new Map(items.map((i) => [i.item.id, i]));
      const bySub = new Map(items.map((i) => [i.item.subLotNumber, i]));
      const now = new Date();
      const rows = wanted.map((w, index) => {
        const found = w.key.id ? byId.get(w.key.id) : w.key.subLot ? bySub.get(w.key.subLot) : undefined;
        if (!found) {
          return { id: 0, linesublot: w.key.subLot ?? 0, wsprice: w.amount ?? 0, brand: '', product_name: '', category: '', qty: 0, status: `Row ${index + 2}: no such sub-lot in this auction`, next_bid: 0 };
        }
        const it = found.item;
        const nb = nextBid(toBidState(it, { ...lot, auctionType: 'live' }, now), table);
        const status =
          w.amount == null
            ? `Row ${index + 2}: amount "${w.raw}" is not a number`
            : it.status !== 'open' || lot.status !== 'open' || lot.dateClosed <= now
              ? 'This sub-lot is closed'
              : w.amount < nb
                ? `Below the next bid of ${formatUsd(nb)}`
                : 'waiting';
        return {
          id: it.id,
          linesublot: it.subLotNumber,
          wsprice: w.amount ?? 0,
          brand: it.brand,
          product_name: it.title,
          category: found.categoryName ?? '',
          qty: it.qty,
          status,
          next_bid: nb,
        };
      });
      const name = await store(lotId, ownerId, kind, f.data);
      const waiting = rows.filter((r) => r.status === 'waiting').length;
      return { rows, csvfile: name, msgdata: `${waiting} of ${rows.length} rows are waiting for confirmation` };
    },

    /** One bid per confirmed row, each in its own transaction; the outcome per row is kept for the bid-status file. */
    async confirm(user: AuthUser, lotId: number, rows: { id: number; wsprice: number }[]) {
      const lot = await biddingRepository.listedLot(db, lotId, user.id);
      if (!lot || lot.auctionType !== 'lineitem') throw new AppError('NOT_FOUND');
      const results: { id: number; wsprice: number; status: 'accepted' | 'refused'; reason: string }[] = [];
      for (const row of rows) {
        // Let other requests' queries in between rows: on PGlite (one session) the next row's
        // transaction would otherwise take the session again before anyone waiting for it.
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await bidding.placeBid(user, { id: row.id, masterId: lotId, amount: row.wsprice, hardBid: false });
          results.push({ ...row, status: 'accepted', reason: '' });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          results.push({ ...row, status: 'refused', reason: err.message });
        }
      }
      const sheet = XLSX.utils.aoa_to_sheet([
        ['Line item ID', 'Bid (USD)', 'Status', 'Reason'],
        ...results.map((r) => [r.id, r.wsprice / 100, r.status, r.reason]),
      ]);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, sheet, 'Bid status');
      const data = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      const fileName = await files.put(privateFolders.bidStatus, `bid-status-${lotId}-${randomBytes(12).toString('base64url')}.xlsx`, data);
      await biddingRepository.saveBulkResult(db, { userId: user.id, lotId, rows: results, fileName });
      return results;
    },

    /** The stored name of the user's last bid-status file for a lot (the private files route reads it), or null. */
    async bidStatusFileName(userId: number, lotId: number) {
      return (await biddingRepository.bulkResult(db, userId, lotId))?.fileName ?? null;
    },

    async bidStatusFile(user: AuthUser, lotId: number) {
      const r = await biddingRepository.bulkResult(db, user.id, lotId);
      if (!r) throw new AppError('NOT_FOUND', 'No bid status for this auction yet.');
      // Private: the authorised route (its signed link is added by the route).
      return `/api/files/bid-status/${lotId}`;
    },
  };
}
export type BulkBidsService = ReturnType<typeof createBulkBidsService>;
