import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { accountRepository } from './account.repository.js';

/**
 * The buyer's spend cap. Call it inside the bid / purchase transaction, after the lot row is
 * locked and before anything is written: refuses with `SPEND_CAP_EXCEEDED` when the maxima
 * the buyer leads (other than on this lot / sub-lot, which the new amount replaces) plus
 * their unpaid orders plus `amountCents` exceed the cap. No cap: nothing to check.
 *
 * Buy now / offers / price lock: `assertWithinSpendCap(tx, buyerId, totalCents)`.
 */
export async function assertWithinSpendCap(
  db: DbOrTx,
  userId: number,
  amountCents: number,
  on: { lotId?: number; lineItemId?: number | null } = {},
): Promise<void> {
  const cap = await accountRepository.spendCap(db, userId);
  if (cap === null) return;
  const refusal = spendCapRefusal(cap, await accountRepository.committedCents(db, userId, on), amountCents);
  if (refusal) throw refusal;
}

/** The rule: the money the buyer has committed plus the new amount may reach the cap, never pass it. */
export function spendCapRefusal(capCents: number | null, committedCents: number, amountCents: number): AppError | null {
  if (capCents === null || committedCents + amountCents <= capCents) return null;
  return new AppError('SPEND_CAP_EXCEEDED', 'This would take you above your spending cap', {
    details: { cap: capCents / 100, committed: committedCents / 100 },
  });
}
