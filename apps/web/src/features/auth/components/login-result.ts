import { loginReturnval, type ResponseOf, type auth } from '@gavel/contract';

type LoginResponse = ResponseOf<typeof auth.login>;

export type LoginOutcome =
  | { kind: 'signedIn'; token: string; user: NonNullable<LoginResponse['data']>['user'] }
  | { kind: 'finishRegistration'; link: string }
  | { kind: 'refused'; messageKey: string; fallback: string };

/**
 * Spec 1 §4/§8: 3 signed in, 5 follow `linkafter`, 2 and 4 show the server's
 * message, anything else the generic error. Messages are shown through
 * `errors.<CODE>` so they follow the interface language; the login answer has
 * no code, so returnval 4 is told apart by its English text (pending or deactivated).
 */
export function loginOutcome(r: LoginResponse): LoginOutcome {
  if (r.returnval === loginReturnval.ok && r.data) return { kind: 'signedIn', token: r.data.token, user: r.data.user };
  if (r.returnval === loginReturnval.finishRegistration && r.linkafter) return { kind: 'finishRegistration', link: r.linkafter };
  if (r.returnval === loginReturnval.invalidCredentials) return { kind: 'refused', messageKey: 'errors.INVALID_CREDENTIALS', fallback: r.message };
  if (r.returnval === loginReturnval.notAllowed) {
    const code = /deactivat/i.test(r.message) ? 'ACCOUNT_DEACTIVATED' : 'ACCOUNT_PENDING';
    return { kind: 'refused', messageKey: `errors.${code}`, fallback: r.message };
  }
  return { kind: 'refused', messageKey: 'common.somethingWrong', fallback: r.message };
}
