import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reports } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';
import { tokenStore } from '../../../../lib/storage';

export interface ReportFilter {
  from: string;
  to: string;
  sellerId?: number;
}

export const useSalesReport = (f: ReportFilter) =>
  useQuery({
    queryKey: ['console', 'reports', 'sales', f],
    queryFn: ({ signal }) => callApi(reports.getSales, { query: { from: f.from, to: f.to, seller_id: f.sellerId, format: 'json' } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** Downloads a report as CSV (the bearer token cannot ride on a plain link): fetch, then save the blob. */
export async function downloadReportCsv(kind: 'sales' | 'invoices' | 'payments', f: ReportFilter): Promise<void> {
  const q = new URLSearchParams({ from: f.from, to: f.to, format: 'csv', ...(f.sellerId ? { seller_id: String(f.sellerId) } : {}) });
  const token = tokenStore.get();
  const res = await fetch(`/api/admin/reports/${kind}?${q}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${kind}-${f.from}-${f.to}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
