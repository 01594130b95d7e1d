import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleContent, type BodyOf, type Language, type StaticPageKey } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n/i18n';
import { tagOf } from '../../../../lib/i18n/languages';

/** Query keys of the console's content screens. Buyer views (`['content', ...]`) are refreshed too after an edit. */
export const contentKeys = {
  all: ['console', 'content'] as const,
  pages: () => [...contentKeys.all, 'pages'] as const,
  page: (page: StaticPageKey, language: Language) => [...contentKeys.all, 'page', page, language] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  phrases: (q: string, overridden: boolean, page: number) => [...contentKeys.all, 'phrases', q, overridden, page] as const,
};

/** After an operator's edit: the console's lists and any buyer view of the same content cached in this tab. */
function useRefresh() {
  const qc = useQueryClient();
  return (...keys: (readonly unknown[])[]) => Promise.all([...keys, ['content']].map((queryKey) => qc.invalidateQueries({ queryKey })));
}

// ------------------------------------------------------------------ static pages
export const usePageList = () =>
  useQuery({ queryKey: contentKeys.pages(), queryFn: ({ signal }) => callApi(consoleContent.listPages, {}, { signal }), select: (r) => r.data });

export const usePage = (page: StaticPageKey, language: Language) =>
  useQuery({
    queryKey: contentKeys.page(page, language),
    queryFn: ({ signal }) => callApi(consoleContent.getPage, { params: { page, language } }, { signal }),
    select: (r) => r.data,
    staleTime: 0,
  });

export function useSavePage(page: StaticPageKey, language: Language) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof consoleContent.savePage>) => callApi(consoleContent.savePage, { params: { page, language }, body }),
    onSuccess: () => refresh(contentKeys.pages(), contentKeys.page(page, language)),
  });
}

export function useDeletePage(page: StaticPageKey, language: Language) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callApi(consoleContent.deletePage, { params: { page, language } }),
    onSuccess: () => refresh(contentKeys.pages(), contentKeys.page(page, language)),
  });
}

/** The HTML as the server would store it (its sanitiser decides, not the browser). */
export const usePreview = () =>
  useMutation({ mutationFn: async (content: string) => (await callApi(consoleContent.previewPage, { body: { content } })).data.content });

// ------------------------------------------------------------------ banners
export const useConsoleBanners = () =>
  useQuery({ queryKey: contentKeys.banners(), queryFn: ({ signal }) => callApi(consoleContent.listBanners, {}, { signal }), select: (r) => r.data });

export type BannerInput = BodyOf<typeof consoleContent.createBanner>;

export function useBannerMutations() {
  const refresh = useRefresh();
  const done = { onSuccess: () => refresh(contentKeys.banners()) };
  return {
    create: useMutation({
      mutationFn: ({ fields, image }: { fields: BannerInput; image: Blob }) => callApi(consoleContent.createBanner, { body: fields, files: { image } }),
      ...done,
    }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: number; fields: BodyOf<typeof consoleContent.updateBanner> }) => callApi(consoleContent.updateBanner, { params: { id }, body: fields }),
      ...done,
    }),
    replaceImage: useMutation({
      mutationFn: ({ id, image }: { id: number; image: Blob }) => callApi(consoleContent.replaceBannerImage, { params: { id }, body: {}, files: { image } }),
      ...done,
    }),
    reorder: useMutation({ mutationFn: (ids: number[]) => callApi(consoleContent.reorderBanners, { body: { ids } }), ...done }),
    remove: useMutation({ mutationFn: (id: number) => callApi(consoleContent.deleteBanner, { params: { id } }), ...done }),
  };
}

// ------------------------------------------------------------------ phrases
export const usePhrases = (q: string, overridden: boolean, page: number) =>
  useQuery({
    queryKey: contentKeys.phrases(q, overridden, page),
    queryFn: ({ signal }) => callApi(consoleContent.listPhrases, { query: { q, overridden, page } }, { signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export function useSetPhrase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { language: Language; key: string; text: string | null }) => callApi(consoleContent.setPhrase, { body }),
    onSuccess: (res, { language, key }) => {
      // This tab shows the new text at once, as buyers get it on their next page load.
      const row = res.data;
      const text = row.overrides[language] ?? row.bundled[language];
      if (text !== undefined) i18n.add(tagOf(language), { [key]: text }, { overwrite: true });
      return qc.invalidateQueries({ queryKey: [...contentKeys.all, 'phrases'] });
    },
  });
}
