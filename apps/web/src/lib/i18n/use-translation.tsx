import { cloneElement, Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

/**
 * The current language's `t` (and the translator, for `i18n.language`). The component renders
 * again when the language changes or phrases arrive (the API's, after the first paint).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  return { t: i18n.t, i18n };
}

const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A phrase with links or emphasis inside: `"I agree to the <terms>Terms</terms>"` with
 * `components={{ terms: <Link to=… /> }}` renders the words between the tags as the element's
 * children. A tag without a component is shown as its words.
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: Record<string, unknown>; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(tag)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const name = m[1] ?? m[3]!;
    const element = components[name];
    const inner = m[2];
    // <name/> keeps the element's own children; <name>words</name> puts the words inside it.
    if (!element) parts.push(inner ?? '');
    else parts.push(inner === undefined ? cloneElement(element, { key: parts.length }) : cloneElement(element, { key: parts.length }, inner));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
