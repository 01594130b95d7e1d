import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import { AppError } from '../../platform/http/errors.js';
import { authRepository } from '../auth/auth.repository.js';
import type { z } from 'zod';
import type { admin } from '@gavel/contract';
import { sanitizeContent } from '../content/content.service.js';
import { lotsAdminRepository } from './lots-admin.repository.js';

type CreateLot = z.output<typeof admin.createLotBody>;
const auctionTypeOf = (f: CreateLot['listing_format']): 'sealed' | 'lineitem' | 'live' => (f === 'sealed' ? 'sealed' : f === 'lineitem' ? 'lineitem' : 'live');

export function createAdminService(db: Db, realtime: () => Realtime) {
  return {
    /** Deactivates an account and revokes its tokens in one transaction; then forces its sessions out. */
    async deactivateUser(userId: number) {
      const found = await db.transaction(async (tx) => {
        const ok = await authRepository.setUserStatus(tx, userId, 'deactivated');
        if (ok) await authRepository.revokeAllTokens(tx, userId);
        return ok;
      });
      if (!found) throw new AppError('NOT_FOUND');
      realtime().emitToUser(userId, 'userDeactivate', { user_id: userId });
    },

    /** Lists a lot; operator HTML is sanitised. Line-item lots get their sub-lots numbered 1..n. */
    async createLot(sellerId: number, b: CreateLot) {
      return db.transaction(async (tx) => {
        const id = await lotsAdminRepository.insertLot(tx, {
          sellerId,
          title: b.title,
          description: sanitizeContent(b.description),
          manufacturer: b.manufacturer,
          modelNumber: b.model_number,
          categoryId: b.category_id,
          conditionId: b.condition_id,
          itemCondition: b.item_condition,
          qty: b.qty,
          country: b.country,
          city: b.city,
          state: b.state,
          listingFormat: b.listing_format,
          auctionType: auctionTypeOf(b.listing_format),
          startingPrice: b.starting_price,
          currentPrice: b.starting_price,
          reservePrice: b.reserve_price ?? null,
          buyNowPrice: b.buy_now_price ?? (b.listing_format === 'pricelock' ? b.starting_price : null),
          buyNowEnabled: b.buy_now_price != null || b.listing_format === 'buynow' || b.listing_format === 'pricelock',
          makeOfferEnabled: b.make_offer,
          blindIncrement: b.blind_increment,
          incrementOverride: b.increment_override ?? null,
          termsHtml: sanitizeContent(b.terms_html),
          termsRequired: b.terms_required,
          dateAdded: b.date_added ? new Date(b.date_added) : new Date(),
          dateClosed: new Date(b.date_closed),
        });
        await lotsAdminRepository.insertLineItems(
          tx,
          b.line_items.map((li, i) => ({
            lotId: id,
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
        return id;
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
