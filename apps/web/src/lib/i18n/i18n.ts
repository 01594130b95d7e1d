import type { Language } from '@gavel/contract';
import { publicReads, readPublic } from '../public-read';
import { loadBundledCatalogue, loadConsoleCatalogue } from './catalogues';
import { defaultLanguage, rememberLanguage, rememberLanguageCookie, storedLanguage, tagOf } from './languages';
import { setDateLocale } from '../date-locale';
import { Translator } from './translator';

export const i18n = new Translator();

/** Phrases already merged in from the API, per language. */
const fetched = new Set<Language>();
const bundled = new Set<Language>();

async function addBundled(language: Language, loading = loadBundledCatalogue(language)) {
  if (bundled.has(language)) return;
  const catalogue = await loading;
  // Keep whatever the API already supplied: it holds operator overrides.
  i18n.add(tagOf(language), catalogue, { overwrite: false });
  bundled.add(language);
}

/** The API's phrases (bundled text plus operator overrides) win over the bundle. */
async function addPhrases(language: Language) {
  if (fetched.has(language)) return;
  try {
    // Read without zod (public-read.ts): every page's first call, the landing page's included.
    const phrases = await readPublic<Record<string, string>>(publicReads.langPhrases, { language });
    i18n.add(tagOf(language), phrases, { overwrite: true });
    fetched.add(language);
  } catch {
    /* offline or failing API: the bundled catalogue stays in use */
  }
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = tagOf(language);
}

export async function initI18n(): Promise<void> {
  const stored = storedLanguage();
  const language = stored ?? defaultLanguage;
  // A language stored before the cookie existed: the next visit's first screen is in it too.
  if (stored) rememberLanguageCookie(stored);
  // English (the fallback of every key) and the visitor's language load side by side.
  const english = loadBundledCatalogue('English');
  const own = language === 'English' ? null : loadBundledCatalogue(language);
  own?.catch(() => undefined); // awaited below; marked handled so an early failure is not reported twice
  await addBundled('English', english).catch(() => undefined);
  if (own) await addBundled(language, own).catch(() => undefined);
  i18n.changeLanguage(tagOf(language));
  await setDateLocale(tagOf(language));
  applyDocumentLanguage(language);
  void addPhrases(language);
}

/** Switches the whole interface; the choice is kept for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await addBundled(language).catch(() => undefined);
  i18n.changeLanguage(tagOf(language));
  await setDateLocale(tagOf(language));
  applyDocumentLanguage(language);
  await addPhrases(language);
}

/** Languages whose console text is loaded (the console calls this as it opens and on a language change). */
const consoleLoaded = new Set<string>();
export async function addConsoleText(language: Language): Promise<void> {
  const tag = tagOf(language);
  if (consoleLoaded.has(tag)) return;
  const { english, catalogue } = await loadConsoleCatalogue(language);
  // Never overwrite keys already present (operator overrides of shared keys win).
  i18n.add('en', english, { overwrite: false });
  i18n.add(tag, catalogue, { overwrite: false });
  consoleLoaded.add(tag);
}
