import { useQuery } from '@tanstack/react-query';
import { content, type Language, type StaticPageKey } from '@gavel/contract';
import { callApi, SITE_ID } from '../../../lib/api-client';

export const getStaticContent = (page: StaticPageKey, language: Language, signal?: AbortSignal) =>
  callApi(content.getStaticContent, { params: { page, siteid: SITE_ID }, query: { language } }, { signal });

export const useStaticContent = (page: StaticPageKey, language: Language) =>
  useQuery({
    queryKey: ['content', 'static', page, language],
    queryFn: ({ signal }) => getStaticContent(page, language, signal),
    select: (r) => r.data,
    // An operator's edit shows on the next visit to the page (cached text shows while it refetches).
    staleTime: 0,
  });
