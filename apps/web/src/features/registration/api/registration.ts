import { useQuery } from '@tanstack/react-query';
import { registration, type BodyOf, type Language } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

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

/**
 * The wizard keeps the form's names (spec 1 §3); the call sends the spec's §7 payload
 * (companyname, address, interestin "1,2", custom_fields {...}). Field errors come back
 * under the wire names and are mapped to the form's names for the steps.
 */
async function sendAsSpec<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (isApiError(err)) {
      for (const [k, v] of Object.entries(err.fields)) {
        const form = registration.formFieldOfWire(k);
        if (form !== k) {
          delete err.fields[k];
          err.fields[form] = v;
          const code = err.fieldCodes[k];
          if (code) {
            delete err.fieldCodes[k];
            err.fieldCodes[form] = code;
          }
        }
      }
    }
    throw err;
  }
}

export const submitRegistration = (form: Record<string, unknown>) =>
  sendAsSpec(() => callApi(registration.register, { body: registration.toRegisterPayload(form) as BodyOf<typeof registration.register> }));

/** An invited user: the same payload plus the user id (spec 1 §7) and the invitation token. */
export const submitAfterRegister = (form: Record<string, unknown>, invite: { token: string; user_id: number }) =>
  sendAsSpec(() =>
    callApi(registration.afterRegisterSave, {
      body: { ...registration.toRegisterPayload(form), ...invite } as BodyOf<typeof registration.afterRegisterSave>,
    }),
  );
