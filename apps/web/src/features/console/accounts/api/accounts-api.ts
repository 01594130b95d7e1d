import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, consoleAccounts, registration, type AccountsFilter, type Language, type SellerRequestStatus } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';
import { tokenStore } from '../../../../lib/storage';

export const useConsoleAccounts = (f: AccountsFilter & { page: number; per_page: 25 | 50 | 100 }) =>
  useQuery({
    queryKey: ['console', 'accounts', f],
    queryFn: ({ signal }) => callApi(consoleAccounts.listAccounts, { query: f }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useConsoleAccount = (id: number) =>
  useQuery({
    queryKey: ['console', 'account', id],
    queryFn: ({ signal }) => callApi(consoleAccounts.getAccount, { params: { id } }, { signal }),
    select: (r) => r.data.account,
    enabled: Number.isSafeInteger(id) && id > 0,
  });

export type AccountAction = 'approve' | 'deactivate' | 'reactivate';

/** Approve a pending buyer, deactivate (forced logout) or reactivate; every console list refreshes. */
export function useAccountAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AccountAction }) =>
      action === 'approve'
        ? callApi(consoleAccounts.approveAccount, { params: { id }, body: {} })
        : action === 'reactivate'
          ? callApi(consoleAccounts.reactivateAccount, { params: { id }, body: {} })
          : callApi(admin.deactivateUser, { params: { id }, body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** The existing invitation call (an invited account and an emailed /afterregister link). */
export function useInviteBuyer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; first_name: string; last_name: string; company_name: string; language: Language }) =>
      callApi(registration.inviteUser, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

export const useSellerRequests = (f: { status?: SellerRequestStatus; page: number; per_page: 25 | 50 | 100 }) =>
  useQuery({
    queryKey: ['console', 'seller-requests', f],
    queryFn: ({ signal }) => callApi(consoleAccounts.listSellerRequests, { query: f }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export function useSellerRequestAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; action: 'accept'; language: Language } | { id: number; action: 'decline'; language: Language; reason: string }) =>
      a.action === 'accept'
        ? callApi(consoleAccounts.acceptSellerRequest, { params: { id: a.id }, body: { language: a.language } })
        : callApi(consoleAccounts.declineSellerRequest, { params: { id: a.id }, body: { reason: a.reason, language: a.language } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Tax documents are served to staff only, with the bearer token: fetched, then saved from a blob address. */
export async function downloadPrivateFile(url: string, fileName: string): Promise<void> {
  const token = tokenStore.get();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  const href = URL.createObjectURL(await res.blob());
  Object.assign(document.createElement('a'), { href, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
