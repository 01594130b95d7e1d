import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { lots } from '../../platform/db/schema/index.js';
import { lotVisibleTo } from '../buyer-groups/index.js';

/** Open lots for the XML site map, newest first (search engines read at most 50,000 URLs a file). */
export async function openLotsForSitemap(db: Db, limit: number): Promise<{ id: number; dateAdded: Date }[]> {
  return db
    .select({ id: lots.id, dateAdded: lots.dateAdded })
    .from(lots)
    .where(and(eq(lots.status, 'open'), gt(lots.dateClosed, new Date()), lotVisibleTo(null)))
    .orderBy(desc(lots.dateAdded), desc(lots.id))
    .limit(limit);
}
