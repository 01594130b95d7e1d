import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';

/** Sets the tab title to "<page> · Gavel" in the current language. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
