import type { User } from '@gavel/contract';

/** Staff: admin or employee (spec 1 §6). */
export const isStaffUser = (u: User | null): boolean => !!u && (u.admin !== 0 || u.is_emp === 1);
/** A seller account (not staff): opens the console for its own lots. */
export const isSellerUser = (u: User | null): boolean => !!u && u.is_seller === 1 && !isStaffUser(u);
/** A buyer who is not staff. */
export const isBuyerUser = (u: User | null): boolean => !!u && u.isBuyer === 1 && !isStaffUser(u);
