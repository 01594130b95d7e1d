import { useMutation, useQuery } from '@tanstack/react-query';
import { auth } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => callApi(auth.forgotPassword, { body: { email } }) });

export const useResetToken = (token: string) =>
  useQuery({
    queryKey: ['resetPasswordToken', token],
    queryFn: ({ signal }) => callApi(auth.resetPasswordToken, { params: { token } }, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (body: { email_encry: string; userid?: number; emailid?: string; password: string; new_password1: string }) =>
      callApi(auth.updateUserPasswordUnauth, { body }),
  });
