/** Moved to lib/ (purchases and payments use it too); the lot pages keep importing it from here. */
export { newIdempotencyKey } from '../../../lib/idempotency';
