/**
 * The interface language's date names, without the dates library: i18n sets the language tag here
 * at boot and on every change, and `dates.ts` (loaded only by the screens and the footer that show
 * dates, not by the first page) applies it to dayjs when it loads and whenever it changes after.
 */
let current = 'en';
let apply: ((tag: string) => Promise<void>) | null = null;

export const dateLocaleTag = () => current;

/** Sets the language of dates; once the dates library is loaded, resolves when its names are in. */
export async function setDateLocale(tag: string): Promise<void> {
  current = tag;
  if (apply) await apply(tag);
}

/** Called once by `dates.ts`: how to load and apply a language's date names. */
export function onDateLocale(fn: (tag: string) => Promise<void>) {
  apply = fn;
}
