import { useMutation } from '@tanstack/react-query';
import { lots } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const acceptTerms = (projectid: number) => callApi(lots.acceptTerms, { body: { projectid } });

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
