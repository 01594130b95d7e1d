import { describe, expect, it } from 'vitest';
import { at } from './bidding.factory.js';
import { applySoftClose, type SoftCloseInput } from './soft-close.js';

/** Closes at T0 + 600 s; a 300 s window; bids push the close to now + 120 s, at most 900 s past the original. */
const input = (nowSeconds: number, overrides: Partial<SoftCloseInput> = {}): SoftCloseInput => ({
  dateClosed: at(600),
  originalDateClosed: at(600),
  now: at(nowSeconds),
  windowSeconds: 300,
  extensionSeconds: 120,
  capSeconds: 900,
  ...overrides,
});

describe('applySoftClose', () => {
  it('leaves the close alone for a bid before the window', () => {
    expect(applySoftClose(input(299))).toEqual({ belowFive: 0, dateClosed: at(600) });
  });

  it('counts a bid exactly at the start of the window as inside it', () => {
    expect(applySoftClose(input(300))).toEqual({ belowFive: 1, dateClosed: at(600) });
  });

  it('moves the close to now plus the extension for a bid late in the window', () => {
    expect(applySoftClose(input(550))).toEqual({ belowFive: 1, dateClosed: at(670) });
  });

  it('never moves the close earlier', () => {
    expect(applySoftClose(input(400)).dateClosed).toEqual(at(600));
  });

  it('keeps extending from an already extended close', () => {
    expect(applySoftClose(input(660, { dateClosed: at(670) })).dateClosed).toEqual(at(780));
  });

  it('caps the close at the original close plus the cap', () => {
    expect(applySoftClose(input(1_450, { dateClosed: at(1_480) }))).toEqual({ belowFive: 1, dateClosed: at(1_500) });
    expect(applySoftClose(input(1_499, { dateClosed: at(1_500) }))).toEqual({ belowFive: 1, dateClosed: at(1_500) });
  });

  it('keeps a close an operator moved beyond the cap', () => {
    expect(applySoftClose(input(1_990, { dateClosed: at(2_000) })).dateClosed).toEqual(at(2_000));
  });

  it('extends without limit when there is no cap', () => {
    expect(applySoftClose(input(9_990, { dateClosed: at(10_000), capSeconds: null })).dateClosed).toEqual(at(10_110));
  });

  it('is off with a zero window', () => {
    expect(applySoftClose(input(599, { windowSeconds: 0 }))).toEqual({ belowFive: 0, dateClosed: at(600) });
  });

  it('does nothing once the close has passed', () => {
    expect(applySoftClose(input(600))).toEqual({ belowFive: 0, dateClosed: at(600) });
  });
});
