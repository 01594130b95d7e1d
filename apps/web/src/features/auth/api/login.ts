import { useMutation } from '@tanstack/react-query';
import { auth, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type LoginInput = BodyOf<typeof auth.login>;

export const login = (body: LoginInput) => callApi(auth.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });

/** Field errors of the login form, from the endpoint's own body schema. */
export function loginFieldErrors(input: { email: string; password: string }): { email?: 'empty' | 'format'; password?: 'empty' } {
  const result = auth.login.body.safeParse({ username: input.email.trim(), password: input.password });
  if (result.success) return {};
  const errors: { email?: 'empty' | 'format'; password?: 'empty' } = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'username') errors.email = input.email.trim() ? 'format' : 'empty';
    if (issue.path[0] === 'password') errors.password = 'empty';
  }
  return errors;
}
