import { randomBytes } from 'node:crypto';
import { columnChoicesSchema, manifestImportLimits, type ManifestImportKind } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { consoleScope, type UploadedFile } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import { privateFolders, type FileStore } from '../../platform/files/file-store.js';
import { detectSpreadsheet, parseSpreadsheet, type SpreadsheetKind, type SpreadsheetLimits } from '../../platform/spreadsheet/spreadsheet.js';
import { manifestCsv } from './manifest-csv.js';
import type { AuditLog } from '../audit/index.js';
import type { ImportLot, ManifestImportRepository } from './manifest-import.repository.js';
import { readManifestSheet, sheetIsClean, shownExtra, type ColumnChoice, type ReadSheet } from './manifest-sheet.js';

/** Manifest spreadsheets (field file): 5 MB, a header and 5,000 rows, 10 s (docs/security.md). */
export const MANIFEST_SHEET_LIMITS: SpreadsheetLimits = {
  field: 'file',
  maxBytes: manifestImportLimits.maxBytes,
  maxRows: manifestImportLimits.maxRows + 1,
  headerRows: 1,
  maxCellChars: 4000,
  timeLimitMs: manifestImportLimits.parseSeconds * 1000,
};
const KINDS: readonly SpreadsheetKind[] = ['xlsx', 'xls', 'csv'];
const UPLOAD_LIFETIME_MS = manifestImportLimits.uploadLifetimeMinutes * 60_000;

export const importKindOf = (lot: Pick<ImportLot, 'auctionType'>): ManifestImportKind => (lot.auctionType === 'lineitem' ? 'line_items' : 'manifest');

/** The private upload slot: the lot, the uploader and a random token name it, so a token is only good for its lot and caller. */
const slotName = (lotId: number, userId: number, token: string, ext: SpreadsheetKind) => `manifest-${lotId}-u${userId}-${token}.${ext}`;

/** The preview's `mapping` form field: a JSON array of column choices (unknown names are read as "ignore"). */
function parseMapping(json: string | undefined): ColumnChoice[] | undefined {
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const parsed = columnChoicesSchema.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The column mapping is not valid.', { fields: { mapping: 'invalid' } });
  return parsed.data as ColumnChoice[];
}

/** A cell that a spreadsheet program would run as a formula is written as text. */
const inert = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * Manifest spreadsheet import: preview (parse, check, store the clean upload under a token)
 * and confirm (re-read the stored upload, replace the lot's manifest lines or sub-lots in one
 * transaction, audit it). Staff may import into any lot, a seller into its own only.
 */
export interface ManifestImportDeps {
  db: Db;
  repo: ManifestImportRepository;
  files: FileStore;
  audit: AuditLog;
  now?: () => Date;
}

export function createManifestImportService({ db, repo, files, audit, now = () => new Date() }: ManifestImportDeps) {
  /** The lot, if the caller may import into it (another seller's lot is "not found"). */
  const lotFor = async (user: AuthUser, lotId: number) => {
    const lot = await repo.lot(db, lotId);
    const scope = consoleScope(user);
    if (!lot || (scope.sellerId != null && lot.sellerId !== scope.sellerId)) throw new AppError('NOT_FOUND');
    return lot;
  };

  const refuseIfStarted = (lot: ImportLot, hasBids: boolean) => {
    if (hasBids || lot.bidCount > 0) {
      throw new AppError('CONFLICT', 'This lot already has bids: its manifest can no longer be replaced.', { details: { reason: 'lot_has_bids' } });
    }
    if (lot.status === 'sold' || lot.status === 'closed') {
      throw new AppError('CONFLICT', 'This lot has ended: its manifest can no longer be replaced.', { details: { reason: 'lot_closed' } });
    }
  };

  const summary = async (lot: ImportLot) => {
    const kind = importKindOf(lot);
    const [lines, hasBids] = await Promise.all([repo.lineCount(db, lot.id, kind), repo.hasBids(db, lot.id)]);
    return { id: lot.id, title: lot.title, listing_format: lot.listingFormat, kind, lines, has_bids: hasBids || lot.bidCount > 0 };
  };

  const read = async (name: string, data: Buffer, kind: ManifestImportKind, mapping?: readonly ColumnChoice[]) => {
    const type = detectSpreadsheet(name, data, KINDS, MANIFEST_SHEET_LIMITS);
    return { type, sheet: readManifestSheet(await parseSpreadsheet(data, MANIFEST_SHEET_LIMITS), kind, mapping) };
  };

  const save = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], lot: ImportLot, sheet: ReadSheet, manifestFile: string) => {
    if (importKindOf(lot) === 'manifest') {
      return repo.replaceManifestLines(
        tx,
        lot.id,
        sheet.rows.map((r) => ({
          brand: r.cells.brand ?? '',
          productName: r.cells.product_name ?? '',
          description: r.cells.description ?? '',
          category: r.cells.category ?? '',
          partNumber: r.cells.part_number ?? '',
          qty: r.qty ?? 1,
          unitRetail: r.unit_retail,
          extra: shownExtra(sheet.columns, r),
        })),
        manifestFile,
      );
    }
    return repo.replaceLineItems(
      tx,
      lot.id,
      sheet.rows.map((r) => ({
        subLotNumber: r.sub_lot!,
        title: r.cells.title ?? '',
        description: r.cells.description ?? '',
        brand: r.cells.brand ?? '',
        partNumber: r.cells.part_number ?? '',
        qty: r.qty ?? 1,
        startingPrice: r.starting_price!,
        currentPrice: r.starting_price!,
        reservePrice: r.reserve_price,
      })),
    );
  };

  return {
    async get(user: AuthUser, lotId: number) {
      return summary(await lotFor(user, lotId));
    },

    /** Parses and checks every row; nothing is saved but the clean upload itself, in its private slot. */
    async preview(user: AuthUser, lotId: number, uploaded: UploadedFile[], mappingJson?: string) {
      const f = uploaded.find((x) => x.fieldname === 'file');
      if (!f) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.', { fields: { file: 'Choose a file to upload.' } });
      const lot = await lotFor(user, lotId);
      const lotSummary = await summary(lot);
      refuseIfStarted(lot, lotSummary.has_bids);
      const { type, sheet } = await read(f.filename, f.data, lotSummary.kind, parseMapping(mappingJson));
      let token: string | null = null;
      if (sheetIsClean(sheet)) {
        await files.removeOlderThan(privateFolders.manifestUploads, new Date(now().getTime() - UPLOAD_LIFETIME_MS));
        token = randomBytes(18).toString('base64url');
        await files.put(privateFolders.manifestUploads, slotName(lot.id, user.id, token, type), f.data);
      }
      const withProblems = sheet.rows.filter((r) => r.problems.length > 0).length;
      return {
        lot: lotSummary,
        file_name: f.filename.slice(0, 200),
        token,
        columns: sheet.columns,
        problems: sheet.problems,
        rows: sheet.rows,
        counts: { rows: sheet.rows.length, valid: sheet.rows.length - withProblems, with_problems: withProblems },
      };
    },

    /**
     * Saves the upload previewed under `token`: re-read from the private slot (never from the
     * client), re-checked against the lot as it is now, then every row in one transaction.
     */
    async confirm(user: AuthUser, lotId: number, token: string, ip?: string, mapping?: readonly string[]) {
      const lot = await lotFor(user, lotId);
      await files.removeOlderThan(privateFolders.manifestUploads, new Date(now().getTime() - UPLOAD_LIFETIME_MS));
      let slot: { name: string; type: SpreadsheetKind } | null = null;
      for (const type of KINDS) {
        const name = slotName(lot.id, user.id, token, type);
        if (await files.exists(privateFolders.manifestUploads, name)) slot = { name, type };
      }
      if (!slot) {
        throw new AppError('VALIDATION_FAILED', 'This upload has expired or was already imported: preview the file again.', {
          fields: { token: 'expired' },
        });
      }
      const kind = importKindOf(lot);
      const { sheet } = await read(slot.name, await files.read(privateFolders.manifestUploads, slot.name), kind, mapping as ColumnChoice[] | undefined);
      if (!sheetIsClean(sheet)) {
        throw new AppError('VALIDATION_FAILED', 'The file has problems: preview it again.', { fields: { token: 'problems' } });
      }

      // The lot page's manifest download: the imported lines as CSV (formulas made inert), under a new name.
      const manifestFile = kind === 'manifest' ? `manifest-${lot.id}-${randomBytes(6).toString('hex')}.csv` : '';
      if (kind === 'manifest') {
        const lines = sheet.rows.map((r) => ({
          brand: inert(r.cells.brand ?? ''),
          productName: inert(r.cells.product_name ?? ''),
          description: inert(r.cells.description ?? ''),
          category: inert(r.cells.category ?? ''),
          partNumber: inert(r.cells.part_number ?? ''),
          qty: r.qty ?? 1,
          extra: shownExtra(sheet.columns, r).map((e) => ({ name: inert(e.name), value: inert(e.value) })),
        }));
        await files.put('product_csv', manifestFile, manifestCsv(lines));
      }
      let replaced: number;
      try {
        replaced = await db.transaction(async (tx) => {
          const locked = await repo.lockLot(tx, lot.id);
          if (!locked) throw new AppError('NOT_FOUND');
          refuseIfStarted(locked, await repo.hasBids(tx, lot.id));
          if (importKindOf(locked) !== kind) throw new AppError('VALIDATION_FAILED', 'The lot’s format changed: preview the file again.');
          const n = await save(tx, locked, sheet, manifestFile);
          await audit.record(tx, {
            actorId: user.id,
            action: 'manifestImport.confirm',
            entity: 'lot',
            entityId: lot.id,
            lotId: lot.id,
            before: { kind, lines: n, manifest_file: kind === 'manifest' ? locked.manifestFile : undefined },
            after: { kind, lines: sheet.rows.length, manifest_file: kind === 'manifest' ? manifestFile : undefined },
            ip: ip ?? null,
          });
          return n;
        });
      } catch (err) {
        if (manifestFile) await files.remove('product_csv', manifestFile);
        throw err;
      }
      await files.remove(privateFolders.manifestUploads, slot.name);
      if (kind === 'manifest' && lot.manifestFile && lot.manifestFile !== manifestFile) {
        await files.remove('product_csv', lot.manifestFile).catch(() => undefined);
      }
      return { lot_id: lot.id, kind, created: sheet.rows.length, replaced };
    },
  };
}
export type ManifestImportService = ReturnType<typeof createManifestImportService>;
