import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { audit, type AuditFilter } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

/** The audit log, newest first (staff only); every console mutation invalidates ['console'], so it refreshes. */
export const useAuditLog = (f: AuditFilter & { page: number; per_page: 25 | 50 | 100 }) =>
  useQuery({
    queryKey: ['console', 'audit', f],
    queryFn: ({ signal }) => callApi(audit.listAudit, { query: f }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
