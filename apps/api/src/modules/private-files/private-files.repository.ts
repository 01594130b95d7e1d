import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { bulkBidResults, taxDocuments } from '../../platform/db/schema/index.js';

export const privateFilesRepository = {
  async taxDocument(db: DbOrTx, fileName: string) {
    const [row] = await db
      .select({ fileName: taxDocuments.fileName, companyId: taxDocuments.companyId, contentType: taxDocuments.contentType, originalName: taxDocuments.originalName })
      .from(taxDocuments)
      .where(eq(taxDocuments.fileName, fileName))
      .limit(1);
    return row ?? null;
  },

  /** Every stored private file name, to move files written before they became private. */
  async referencedNames(db: DbOrTx) {
    const [docs, results] = await Promise.all([
      db.select({ fileName: taxDocuments.fileName }).from(taxDocuments),
      db.select({ fileName: bulkBidResults.fileName }).from(bulkBidResults),
    ]);
    return { taxDocuments: docs.map((d) => d.fileName), bidStatus: results.map((r) => r.fileName).filter((f): f is string => !!f) };
  },
};
