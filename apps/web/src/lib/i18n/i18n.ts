import type { Language } from '@gavel/contract';
import { publicReads, readPublic } from '../public-read';
import { loadConsoleCatalogue, loadFirstScreenCatalogue, loadScreensCatalogue, type Catalogue } from './catalogues';
import { defaultLanguage, rememberLanguage, rememberLanguageCookie, storedLanguage, tagOf } from './languages';
import { setDateLocale } from '../date-locale';
import { Translator } from './translator';

export const i18n = new Translator();

/** Phrases already merged in from the API, per language. */
const fetched = new Set<Language>();
const bundled = new Set<Language>();
/** Languages whose other screens' text is merged in. */
const screensBundled = new Set<Language>();
/** Whether a screen other than the landing page has been shown (its text then follows every language change). */
let screensWanted = false;

async function addBundled(language: Language, loading = loadFirstScreenCatalogue(language)) {
  if (bundled.has(language)) return;
  await merge(language, loading);
  bundled.add(language);
}

async function addScreens(language: Language, loading = loadScreensCatalogue(language)) {
  if (screensBundled.has(language)) return;
  await merge(language, loading);
  screensBundled.add(language);
}

async function merge(language: Language, loading: Promise<Catalogue>) {
  const catalogue = await loading;
  // Keep whatever the API already supplied: it holds operator overrides.
  i18n.add(tagOf(language), catalogue, { overwrite: false });
}

/** The current language, as `Language`, from the translator's tag. */
let current: Language = defaultLanguage;

/**
 * The other screens' bundled text (English and the current language): loaded before the first
 * paint of any page but the landing page, and by the layout as the visitor leaves it. The API's
 * phrases hold every key already; this is their fallback.
 */
export async function loadScreensText(): Promise<void> {
  screensWanted = true;
  await Promise.all([addScreens('English'), current === 'English' ? null : addScreens(current)]).catch(() => undefined);
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
  current = language;
  // English (the fallback of every key) and the visitor's language load side by side; the other
  // screens' text too unless the first page is the landing page (it uses only the first part).
  const english = loadFirstScreenCatalogue('English');
  const own = language === 'English' ? null : loadFirstScreenCatalogue(language);
  own?.catch(() => undefined); // awaited below; marked handled so an early failure is not reported twice
  const screens = window.location.pathname === '/' ? null : loadScreensText();
  await addBundled('English', english).catch(() => undefined);
  if (own) await addBundled(language, own).catch(() => undefined);
  await screens;
  i18n.changeLanguage(tagOf(language));
  await setDateLocale(tagOf(language));
  applyDocumentLanguage(language);
  void addPhrases(language);
}

/** Switches the whole interface; the choice is kept for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  current = language;
  await Promise.all([addBundled(language), screensWanted ? addScreens(language) : null]).catch(() => undefined);
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
