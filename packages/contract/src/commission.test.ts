import { describe, expect, it } from 'vitest';
import { commissionBodySchema, commissionPercentSchema, hasAtMostTwoDecimals } from './console-content.js';

describe('the commission percent', () => {
  it('takes 0 to 100 with at most two decimals (float noise such as 0.07 or 12.35 is not a third decimal)', () => {
    for (const v of [0, 7, 0.07, 12.35, 12.5, 99.99, 100]) expect(hasAtMostTwoDecimals(v), String(v)).toBe(true);
    for (const v of [12.345, 0.001, Number.NaN, Number.POSITIVE_INFINITY]) expect(hasAtMostTwoDecimals(v), String(v)).toBe(false);
  });

  it('names each problem with a code the console translates', () => {
    const code = (v: unknown) => commissionPercentSchema.safeParse(v).error?.issues[0]?.message;
    expect(code(-0.01)).toBe('PERCENT_RANGE');
    expect(code(100.01)).toBe('PERCENT_RANGE');
    expect(code(Number.NaN)).toBe('PERCENT_RANGE');
    expect(code(1.005)).toBe('PERCENT_DECIMALS');
    expect(code(12.25)).toBeUndefined();
  });

  it('refuses a seller listed twice, on the second row', () => {
    const r = commissionBodySchema.safeParse({
      percent: 10,
      sellers: [
        { seller_id: 3, percent: 12 },
        { seller_id: 3, percent: 8 },
      ],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sellers.1.seller_id', 'SELLER_DUPLICATE']]);
  });
});
