import { describe, expect, it } from 'vitest';
import { shareLotView } from './get-product-view';

const read = (bids: number, at: number) => ({
  project: { id: 7, bids, title: 'Pallet' },
  next_bid: 500,
  server_time: new Date(at).toISOString(),
  receivedAt: at,
});

describe('shareLotView', () => {
  it('keeps the cached copy when a re-read differs only in its clock', () => {
    const old = read(3, 1000);
    expect(shareLotView(old, read(3, 2000))).toBe(old);
  });

  it('takes a re-read with a change, keeping the parts that did not change', () => {
    const old = { ...read(3, 1000), similar: [{ id: 1 }] };
    const next = shareLotView(old, { ...read(4, 2000), similar: [{ id: 1 }] }) as typeof old;
    expect(next).not.toBe(old);
    expect(next.project.bids).toBe(4);
    expect(next.receivedAt).toBe(2000);
    expect(next.similar).toBe(old.similar);
  });

  it('takes a re-read that lost a field', () => {
    const old = { ...read(3, 1000), extra: 1 };
    expect(shareLotView(old, read(3, 2000))).not.toBe(old);
  });

  it('takes the first read as it is', () => {
    const first = read(3, 1000);
    expect(shareLotView(undefined, first)).toBe(first);
  });
});
