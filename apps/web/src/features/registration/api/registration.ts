import { useQuery } from '@tanstack/react-query';
import { registration, type BodyOf, type Language } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const useRegisterForm = (language: Language) =>
  useQuery({
    queryKey: ['registerForm', language],
    queryFn: ({ signal }) => callApi(registration.getRegister, { query: { language } }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useInvitedUser = (token: string | undefined) =>
  useQuery({
    queryKey: ['invitedUser', token],
    enabled: !!token,
    retry: false,
    queryFn: ({ signal }) => callApi(registration.getUserDetailsFromToken, { params: { token: token ?? '', siteid: 1 } }, { signal }),
  });

export const checkEmailUnique = (email: string, signal?: AbortSignal) =>
  callApi(registration.checkUnique, { query: { email } }, { signal });

export const uploadTaxDocument = (file: File) =>
  callApi(registration.saveFile, { body: { tax_exempt_doc: file } as unknown as BodyOf<typeof registration.saveFile> });

export const submitRegistration = (body: Record<string, unknown>) =>
  callApi(registration.register, { body: body as BodyOf<typeof registration.register> });

export const submitAfterRegister = (body: Record<string, unknown>) =>
  callApi(registration.afterRegisterSave, { body: body as BodyOf<typeof registration.afterRegisterSave> });
