import type { Tx } from '../../platform/db/client.js';
import { lineItems, lots } from '../../platform/db/schema/index.js';

export const lotsAdminRepository = {
  async insertLot(tx: Tx, values: typeof lots.$inferInsert) {
    const [row] = await tx.insert(lots).values(values).returning({ id: lots.id });
    return row!.id;
  },
  async insertLineItems(tx: Tx, rows: (typeof lineItems.$inferInsert)[]) {
    if (rows.length) await tx.insert(lineItems).values(rows);
  },
};
