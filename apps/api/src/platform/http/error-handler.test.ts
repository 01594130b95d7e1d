import { describe, expect, it } from 'vitest';
import { databaseErrorOf } from './error-handler.js';

const pgError = (code: string, detail?: string) => Object.assign(new Error('db'), { code, detail, severity: 'ERROR' });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert ...'), { cause });

describe('databaseErrorOf', () => {
  it('maps an integer out of range (22003), even wrapped by the ORM, to VALIDATION_FAILED', () => {
    expect(databaseErrorOf(wrapped(pgError('22003')))).toMatchObject({ code: 'VALIDATION_FAILED', fields: { request: expect.any(String) } });
  });

  it('maps a foreign-key violation to VALIDATION_FAILED naming the column', () => {
    const err = pgError('23503', 'Key (category_id)=(1) is not present in table "categories".');
    expect(databaseErrorOf(wrapped(err))).toEqual({ code: 'VALIDATION_FAILED', fields: { category_id: expect.any(String) } });
  });

  it('maps a unique violation to CONFLICT', () => {
    expect(databaseErrorOf(pgError('23505', 'Key (email)=(a@b.c) already exists.'))).toEqual({ code: 'CONFLICT' });
  });

  it('leaves other failures alone (they stay a logged 500)', () => {
    expect(databaseErrorOf(pgError('40P01'))).toBeNull();
    expect(databaseErrorOf(new Error('boom'))).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeNull();
    expect(databaseErrorOf(undefined)).toBeNull();
  });
});
