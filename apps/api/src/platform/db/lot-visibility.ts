import { sql, type SQL } from 'drizzle-orm';
import { lots } from './schema/index.js';

/**
 * THE visibility rule of private lots (issue 42 §1), as one SQL predicate on a lot row (modules
 * import it from the buyer-groups module's face, which re-exports it): a public lot is visible to everyone; a private lot (`is_private`) only to the members of one of its
 * buyer groups. For everyone else it does not exist, so every query that lists or touches a lot
 * for a buyer ANDs this in. `alias`: the lot relation's name in hand-written SQL (e.g. `'l'`);
 * absent, the drizzle `lots` table's columns. `viewerId` null: a guest (public lots only).
 */
export function lotVisibleTo(viewerId: number | null | undefined, alias?: string): SQL {
  const isPrivate = alias ? sql.raw(`${alias}.is_private`) : sql`${lots.isPrivate}`;
  const lotId = alias ? sql.raw(`${alias}.id`) : sql`${lots.id}`;
  if (viewerId == null) return sql`(NOT ${isPrivate})`;
  return sql`(NOT ${isPrivate} OR EXISTS (SELECT 1 FROM lot_buyer_groups lbg JOIN buyer_group_members bgm ON bgm.group_id = lbg.group_id
    WHERE lbg.lot_id = ${lotId} AND bgm.user_id = ${viewerId} AND bgm.status = 'member'))`;
}
