import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orders, type InvoiceStatus } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export type ConsoleInvoice = orders.AdminInvoice;
export type ConsolePayment = orders.AdminPayment;

export const useConsoleInvoices = (f: { status?: InvoiceStatus; method?: 'wire' | 'card'; page: number; limit: number }) =>
  useQuery({
    queryKey: ['console', 'invoices', f],
    queryFn: ({ signal }) =>
      callApi(orders.adminListInvoices, { query: { status: f.status, payment_method: f.method, page: f.page, sh_limit: f.limit } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useConsolePayments = (f: { method?: 'wire' | 'card'; page: number; limit: number }) =>
  useQuery({
    queryKey: ['console', 'payments', f],
    queryFn: ({ signal }) => callApi(orders.adminListPayments, { query: { method: f.method, page: f.page, sh_limit: f.limit } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** Mark a wire payment received, or cancel with a reason; lists refresh, and the buyer's own invoice views too. */
export function useInvoiceAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; action: 'paid'; note?: string } | { id: number; action: 'cancel'; reason: string }) =>
      a.action === 'paid'
        ? callApi(orders.adminMarkInvoicePaid, { params: { id: a.id }, body: { note: a.note || undefined } })
        : callApi(orders.adminCancelInvoice, { params: { id: a.id }, body: { reason: a.reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}
