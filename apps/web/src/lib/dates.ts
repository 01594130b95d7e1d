import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { defaultTimeZone } from '@gavel/contract/languages';
import { createStore, useStore } from './external-store';
import { storage, storageKeys } from './storage';
import { dateLocaleTag, onDateLocale } from './date-locale';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);
dayjs.extend(localizedFormat);

/** Times are shown in the viewer's zone, or in the fixed European East zone (spec 1 §9). */
export type TimeZoneMode = 'local' | 'eet';

const initialMode: TimeZoneMode = storage.get(storageKeys.timeZone) === 'eet' ? 'eet' : 'local';
const modeStore = createStore<TimeZoneMode>(initialMode);

export const useTimeZoneMode = () => useStore(modeStore);
export function setTimeZoneMode(mode: TimeZoneMode) {
  storage.set(storageKeys.timeZone, mode);
  modeStore.set(mode);
}

// The device's zone, asked once: dayjs asks Intl for it on every call (a new formatter each time;
// the footer's clock formats every second, a results page once per lot).
let deviceZone: string | undefined;
const zoneOf = (mode: TimeZoneMode) => (mode === 'eet' ? defaultTimeZone : (deviceZone ??= dayjs.tz.guess()));

/** Formats an instant in the chosen zone with dayjs tokens (advancedFormat adds `z`, `Do`, ...). */
export function formatDate(value: string | number | Date, format = 'lll', mode: TimeZoneMode = modeStore.get()): string {
  return dayjs(value).tz(zoneOf(mode)).format(format);
}

const dateLocales: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  'pt-PT': () => import('dayjs/locale/pt'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
};
const dayjsLocaleName: Record<string, string> = { 'pt-PT': 'pt', 'pt-BR': 'pt-br', 'zh-CN': 'zh-cn' };

/** Loads dayjs month and weekday names for an interface language (English is built in). */
async function applyDateLocale(tag: string): Promise<void> {
  const load = dateLocales[tag];
  if (load) await load().catch(() => undefined);
  // A later change may have finished first: the last language set wins.
  if (tag === dateLocaleTag()) dayjs.locale(load ? (dayjsLocaleName[tag] ?? tag) : 'en');
}
// i18n keeps the language in `date-locale.ts`; this module applies it as it loads (top-level await:
// no screen formats a date before its month names are in) and on every change after.
onDateLocale(applyDateLocale);
await applyDateLocale(dateLocaleTag());

/**
 * Date and date-time in the interface language: the spec's English forms
 * (MMM Do YYYY, MM-DD-YYYY h:mm a), and each other language's own order and
 * 24-hour clock through dayjs's localized formats (no mixed formats).
 */
const isEnglish = () => dayjs.locale() === 'en';
export const formatDay = (value: string | number | Date, mode?: TimeZoneMode) =>
  formatDate(value, isEnglish() ? 'MMM Do YYYY' : 'LL', mode);
export const formatDateTime = (value: string | number | Date, mode?: TimeZoneMode, withZone = false) =>
  formatDate(value, `${isEnglish() ? 'MM-DD-YYYY h:mm a' : 'L LT'}${withZone ? ' z' : ''}`, mode);
