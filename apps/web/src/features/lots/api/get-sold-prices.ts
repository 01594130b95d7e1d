import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { lotKeys } from './keys';

/**
 * GET product/sold-prices/:id: per-unit prices of comparable sold lots over the last 90 days. The
 * contract's reports module loads lazily, by its own path: `import('@gavel/contract')` would load
 * and run every module of the contract (registration, orders, cart… ≈ 300 ms of zod on a phone).
 */
export const useSoldPrices = (lotId: number) =>
  useQuery({
    queryKey: lotKeys.soldPrices(lotId),
    queryFn: ({ signal }) => callApi(async () => (await import('@gavel/contract/reports')).getSoldPrices, { params: { id: lotId } }, { signal }),
    select: (r) => r.data,
    enabled: lotId > 0,
    staleTime: 60_000,
  });
