import { createHash } from 'node:crypto';

/**
 * The tamper-evident bid log. Every accepted bid and every cancellation is one entry of its
 * lot's chain: entry n carries sha256(canonical fields of the entry + hash of entry n-1).
 * Entries are written inside the transaction that holds the lot's row lock, so concurrent
 * bids chain one after the other. Changing, removing or reordering a stored entry breaks the
 * chain at that entry; `verifyChain` recomputes it and names the first entry that does not match.
 */

/** The hash before a lot's first entry. */
export const GENESIS = '0'.repeat(64);
const VERSION = 'gavel-bid-chain/1';

export interface BidEntryFields {
  lotId: number;
  lineItemId: number | null;
  pos: number;
  userId: number;
  amount: number;
  maxAmount: number;
  hardBid: boolean;
  sequence: number;
  at: Date;
}

export interface CancelEntryFields {
  lotId: number;
  pos: number;
  /** The cancelled bid's own chain position (null for a bid placed before the chain existed). */
  bidPos: number | null;
  bidId: number;
  cancelledBy: number | null;
  at: Date;
}

export type ChainEntry = ({ kind: 'bid' } & BidEntryFields) | ({ kind: 'cancel' } & CancelEntryFields);

/** The canonical text of an entry: a JSON array with a fixed field order (no key-order ambiguity). */
export function canonical(e: ChainEntry): string {
  return e.kind === 'bid'
    ? JSON.stringify([VERSION, 'bid', e.lotId, e.lineItemId, e.pos, e.userId, e.amount, e.maxAmount, e.hardBid, e.sequence, e.at.toISOString()])
    : JSON.stringify([VERSION, 'cancel', e.lotId, e.pos, e.bidPos, e.bidId, e.cancelledBy, e.at.toISOString()]);
}

export function entryHash(e: ChainEntry, previous: string): string {
  return createHash('sha256').update(canonical(e)).update('\n').update(previous).digest('hex');
}

/** A stored entry as read back: its fields, where it is stored and the hash stored with it. */
export type StoredEntry = ChainEntry & { bidId: number; storedHash: string | null };

export interface ChainBreak {
  /** Position of the first entry that does not match (1-based). */
  pos: number;
  kind: 'bid' | 'cancel' | 'missing' | 'head';
  bidId: number | null;
  reason: 'HASH_MISMATCH' | 'MISSING_ENTRY' | 'DUPLICATE_POSITION' | 'HEAD_MISMATCH' | 'UNCHAINED_CANCEL';
}

export interface ChainReport {
  ok: boolean;
  entries: number;
  /** Bids written before the chain existed (no position): listed, not verifiable. */
  unchained: number;
  head: string;
  firstBreak: ChainBreak | null;
}

/**
 * Recomputes a lot's chain from its stored entries (any order) and the lot's stored head.
 * Positions must run 1..n without gaps; each stored hash must equal the recomputed one;
 * the lot's head and length must name the last entry (so dropping the newest entry shows).
 */
export function verifyChain(stored: StoredEntry[], lotHead: { length: number; head: string | null }, unchained = 0): ChainReport {
  const entries = [...stored].sort((a, b) => a.pos - b.pos);
  let previous = GENESIS;
  const fail = (b: ChainBreak): ChainReport => ({ ok: false, entries: entries.length, unchained, head: previous, firstBreak: b });
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const want = i + 1;
    if (e.pos > want) return fail({ pos: want, kind: 'missing', bidId: null, reason: 'MISSING_ENTRY' });
    if (e.pos < want) return fail({ pos: e.pos, kind: e.kind, bidId: e.bidId, reason: 'DUPLICATE_POSITION' });
    const h = entryHash(e, previous);
    if (h !== e.storedHash) return fail({ pos: e.pos, kind: e.kind, bidId: e.bidId, reason: 'HASH_MISMATCH' });
    previous = h;
  }
  if (lotHead.length > entries.length) {
    return fail({ pos: entries.length + 1, kind: 'missing', bidId: null, reason: 'MISSING_ENTRY' });
  }
  if (lotHead.length !== entries.length || (entries.length > 0 && lotHead.head !== previous)) {
    return fail({ pos: entries.length, kind: 'head', bidId: null, reason: 'HEAD_MISMATCH' });
  }
  return { ok: true, entries: entries.length, unchained, head: previous, firstBreak: null };
}
