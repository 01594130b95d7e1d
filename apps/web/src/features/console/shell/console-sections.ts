import { consoleScreens } from '../console-routes';

export interface ConsoleNav {
  /** i18n key of the nav label (console.json). */
  labelKey: string;
  /** Shown to seller accounts too (their own lots, offers, messages); otherwise staff only. */
  seller: boolean;
  /** The nav group it is listed under, in this order. */
  group: 'market' | 'people' | 'money' | 'site';
}

export const navGroups: ConsoleNav['group'][] = ['market', 'people', 'money', 'site'];

/** The console's navigation: every registered screen that declares a nav entry, so no link leads nowhere. */
export const sectionsFor = (staff: boolean) =>
  consoleScreens
    .flatMap((s) => (s.nav && (staff || s.nav.seller) ? [{ ...s.nav, path: s.path }] : []))
    .sort((a, b) => navGroups.indexOf(a.group) - navGroups.indexOf(b.group));
