import { useMutation } from '@tanstack/react-query';
import { search, type BodyOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type SupportMessage = BodyOf<typeof search.customerSupport>;

/** POST customersupport: stored, emailed to the operators, acknowledged to the sender. */
export const sendSupportMessage = (body: SupportMessage) => callApi(search.customerSupport, { body });
export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
