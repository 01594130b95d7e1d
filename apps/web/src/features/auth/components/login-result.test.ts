import { describe, expect, it } from 'vitest';
import type { User } from '@gavel/contract';
import { loginFieldErrors } from '../api/login';
import { loginOutcome } from './login-result';

const user: User = {
  id: 1, first_name: 'A', last_name: 'B', username: 'ab', email: 'a@b.co', phone: '', isBuyer: 1, admin: 0, is_emp: 0,
  is_seller: 0,
  companyid: 0, companyname: '', languageuser: 'English',
  landline: '', address1: '', city: '', state: '', zip: '', country: '',
};

describe('loginOutcome', () => {
  it('3 with a token signs in', () => {
    expect(loginOutcome({ status: 'success', returnval: 3, message: 'ok', data: { token: 't', user } })).toEqual({ kind: 'signedIn', token: 't', user });
  });
  it('5 follows linkafter', () => {
    expect(loginOutcome({ status: 'error', returnval: 5, message: '', linkafter: '/afterregister/x' })).toEqual({ kind: 'finishRegistration', link: '/afterregister/x' });
  });
  it('2 and 4 show the translated refusal, anything else the generic error', () => {
    expect(loginOutcome({ status: 'error', returnval: 2, message: 'Invalid email or password.' })).toMatchObject({ messageKey: 'errors.INVALID_CREDENTIALS' });
    expect(loginOutcome({ status: 'error', returnval: 4, message: 'Your account have been deactivated.' })).toMatchObject({ messageKey: 'errors.ACCOUNT_DEACTIVATED' });
    expect(loginOutcome({ status: 'error', returnval: 4, message: 'Your account is waiting for approval.' })).toMatchObject({ messageKey: 'errors.ACCOUNT_PENDING' });
    expect(loginOutcome({ status: 'error', returnval: 9, message: '' })).toMatchObject({ messageKey: 'common.somethingWrong' });
  });
});

describe('loginFieldErrors', () => {
  it('empty email, bad email, empty password', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({ email: 'empty', password: 'empty' });
    expect(loginFieldErrors({ email: 'nope', password: 'x' })).toEqual({ email: 'format' });
    expect(loginFieldErrors({ email: ' a@b.co ', password: 'x' })).toEqual({});
  });
});
