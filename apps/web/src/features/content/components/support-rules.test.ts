import { describe, expect, it } from 'vitest';
import { supportErrors, type SupportValues } from './support-rules';

const ok: SupportValues = { first_name: 'Ana María', last_name: 'Lee', email: 'ana@example.com', phone: '', subject: 'Invoice', decription: 'Where is my invoice?' };

describe('support form rules (spec 2 §5)', () => {
  it('accepts a complete message; the phone is optional', () => {
    expect(supportErrors(ok)).toEqual({});
  });

  it('requires email, names, subject and description', () => {
    expect(supportErrors({ first_name: '', last_name: ' ', email: '', phone: '', subject: '', decription: '' })).toEqual({
      first_name: 'support.required',
      last_name: 'support.required',
      email: 'support.required',
      subject: 'support.required',
      decription: 'support.required',
    });
  });

  it('allows letters and spaces only in names, at most 20, and a valid email', () => {
    expect(supportErrors({ ...ok, first_name: 'Ann3', last_name: 'A'.repeat(21), email: 'ann@' })).toEqual({
      first_name: 'support.lettersOnly',
      last_name: 'support.max20',
      email: 'support.invalidEmail',
    });
  });
});
