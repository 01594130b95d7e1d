import { count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { bids, lineItems, lots, manifestLines } from '../../platform/db/schema/index.js';

const lotColumns = {
  id: lots.id,
  sellerId: lots.sellerId,
  title: lots.title,
  listingFormat: lots.listingFormat,
  auctionType: lots.auctionType,
  status: lots.status,
  bidCount: lots.bidCount,
  manifestFile: lots.manifestFile,
};
export type ImportLot = { id: number; sellerId: number | null; title: string; listingFormat: string; auctionType: string; status: string; bidCount: number; manifestFile: string | null };

/** Rows per INSERT: 5,000 sub-lots × 9 columns would pass PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

export const manifestImportRepository = {
  async lot(db: DbOrTx, id: number): Promise<ImportLot | undefined> {
    const [row] = await db.select(lotColumns).from(lots).where(eq(lots.id, id));
    return row;
  },

  /** The lot row locked against bids (which lock it the same way) until the import commits. */
  async lockLot(tx: Tx, id: number): Promise<ImportLot | undefined> {
    const [row] = await tx.select(lotColumns).from(lots).where(eq(lots.id, id)).for('no key update');
    return row;
  },

  /** Any bid on the lot or its sub-lots, cancelled ones included. */
  async hasBids(db: DbOrTx, lotId: number) {
    const [row] = await db.select({ id: bids.id }).from(bids).where(eq(bids.lotId, lotId)).limit(1);
    return row != null;
  },

  async lineCount(db: DbOrTx, lotId: number, kind: 'manifest' | 'line_items') {
    const table = kind === 'manifest' ? manifestLines : lineItems;
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.lotId, lotId));
    return row?.n ?? 0;
  },

  async replaceManifestLines(tx: Tx, lotId: number, rows: Omit<typeof manifestLines.$inferInsert, 'lotId'>[], manifestFile: string) {
    const removed = await tx.delete(manifestLines).where(eq(manifestLines.lotId, lotId)).returning({ id: manifestLines.id });
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx.insert(manifestLines).values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, lotId })));
    }
    await tx.update(lots).set({ manifestFile }).where(eq(lots.id, lotId));
    return removed.length;
  },

  async replaceLineItems(tx: Tx, lotId: number, rows: Omit<typeof lineItems.$inferInsert, 'lotId'>[]) {
    const removed = await tx.delete(lineItems).where(eq(lineItems.lotId, lotId)).returning({ id: lineItems.id });
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx.insert(lineItems).values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, lotId })));
    }
    return removed.length;
  },
};
export type ManifestImportRepository = typeof manifestImportRepository;
