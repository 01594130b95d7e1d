import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { taxDocuments } from '../../platform/db/schema/index.js';

export const taxDocumentsRepository = {
  async insert(db: DbOrTx, values: { fileName: string; originalName: string; contentType: string; sizeBytes: number }) {
    await db.insert(taxDocuments).values(values);
  },

  /** Attaches an unclaimed upload to a company; false when no such unclaimed upload exists. */
  async claim(db: DbOrTx, fileName: string, companyId: number) {
    const rows = await db
      .update(taxDocuments)
      .set({ companyId, claimedAt: sql`now()` })
      .where(and(eq(taxDocuments.fileName, fileName), isNull(taxDocuments.companyId)))
      .returning({ id: taxDocuments.id });
    return rows.length === 1;
  },

  async unclaimedBefore(db: DbOrTx, before: Date, limit: number) {
    return db
      .select({ id: taxDocuments.id, fileName: taxDocuments.fileName })
      .from(taxDocuments)
      .where(and(isNull(taxDocuments.companyId), lt(taxDocuments.uploadedAt, before)))
      .orderBy(asc(taxDocuments.uploadedAt))
      .limit(limit);
  },

  /** Deletes the rows that are still unclaimed; answers the ones deleted. */
  async deleteUnclaimed(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return db
      .delete(taxDocuments)
      .where(and(inArray(taxDocuments.id, ids), isNull(taxDocuments.companyId)))
      .returning({ fileName: taxDocuments.fileName });
  },
};
export type TaxDocumentsRepository = typeof taxDocumentsRepository;
