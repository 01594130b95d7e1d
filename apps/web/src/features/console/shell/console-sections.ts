import { consoleScreens, type ConsoleNav } from '../console-screens';

export const navGroups: ConsoleNav['group'][] = ['market', 'people', 'money', 'site'];

/** The console's navigation: every registered screen that declares a nav entry, so no link leads nowhere. */
export const sectionsFor = (staff: boolean) =>
  consoleScreens
    .flatMap((s) => (s.nav && (staff || s.nav.seller) ? [{ ...s.nav, path: s.path }] : []))
    .sort((a, b) => navGroups.indexOf(a.group) - navGroups.indexOf(b.group));
