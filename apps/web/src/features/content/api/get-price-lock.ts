import { useQuery } from '@tanstack/react-query';
import { search, type Language } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** GET price_lock: the page's text in the viewer's language and the search filter of price-lock lots. */
export const usePriceLock = (language: Language) =>
  useQuery({
    queryKey: ['content', 'price-lock', language],
    queryFn: ({ signal }) => callApi(search.getPriceLock, { query: { language } }, { signal }),
    select: (r) => r.data,
  });
