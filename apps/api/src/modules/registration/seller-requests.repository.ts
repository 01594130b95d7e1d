import type { DbOrTx } from '../../platform/db/client.js';
import { sellerRequests } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from './registration.repository.js';

export const sellerRequestsRepository = {
  /** Stores a request; false when another request already uses the email (unique citext index). */
  async insert(db: DbOrTx, values: typeof sellerRequests.$inferInsert): Promise<boolean> {
    try {
      await db.insert(sellerRequests).values(values);
      return true;
    } catch (err) {
      if (isUniqueViolation(err, 'seller_requests_email_unique')) return false;
      throw err;
    }
  },
};
export type SellerRequestsRepository = typeof sellerRequestsRepository;
