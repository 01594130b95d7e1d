import { useQuery } from '@tanstack/react-query';
import { orders, type Invoice } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const invoiceKeys = {
  one: (id: number) => ['orders', 'invoice', id] as const,
};

/** GET product/invoice/{id}: the caller's invoice (404 for anyone else's). */
export const getInvoice = async (id: number, signal?: AbortSignal): Promise<Invoice> =>
  (await callApi(orders.getInvoice, { params: { id } }, { signal })).data.invoice;

export const useInvoice = (id: number) =>
  useQuery({ queryKey: invoiceKeys.one(id), queryFn: ({ signal }) => getInvoice(id, signal), enabled: id > 0, retry: false });
