import { useTranslation } from './use-translation';
import type { Language } from '@gavel/contract';
import { changeLanguage } from './i18n';
import { languageOfTag } from './languages';

/** The current interface language (wire name) and a setter that switches the shell. */
export function useLanguage(): { language: Language; setLanguage: (l: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  return { language: languageOfTag(i18n.language), setLanguage: changeLanguage };
}
