import { useMutation } from '@tanstack/react-query';
import { sellers, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type SellerRequestInput = BodyOf<typeof sellers.registerSeller>;

export const useSellerRequest = () => useMutation({ mutationFn: (body: SellerRequestInput) => callApi(sellers.registerSeller, { body }) });
