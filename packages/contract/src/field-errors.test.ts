import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.js';

describe('fieldErrorsOf', () => {
  it('a left-out email is a missing field (REQUIRED), a wrong one is INVALID_EMAIL', () => {
    const schema = z.object({ email: z.email({ error: 'invalid format' }) });
    const missing = schema.safeParse({});
    expect(fieldErrorsOf(missing.error!.issues, {}).codes).toEqual({ email: 'REQUIRED' });
    const blank = schema.safeParse({ email: ' ' });
    expect(fieldErrorsOf(blank.error!.issues, { email: ' ' })).toEqual({ fields: { email: 'Required Field' }, codes: { email: 'REQUIRED' } });
    const wrong = schema.safeParse({ email: 'nobody' });
    expect(fieldErrorsOf(wrong.error!.issues, { email: 'nobody' })).toEqual({ fields: { email: 'invalid format' }, codes: { email: 'INVALID_EMAIL' } });
  });

  it('a left-out bid amount says the spec\'s "Enter Bid Amount"', () => {
    const r = z.object({ wsprice: z.number() }).safeParse({});
    expect(fieldErrorsOf(r.error!.issues, {})).toEqual({ fields: { wsprice: 'Enter Bid Amount' }, codes: { wsprice: 'ENTER_BID_AMOUNT' } });
  });
});
