/**
 * The order in which a key's text is looked up, shared by the web app's translator and the API's
 * first paint (so the served first screen says what the app then says): the current language's
 * text first, then English's, the fallback of every key. `find` answers a key's text in one
 * language (from whatever catalogues that side holds), or undefined. No catalogue is imported
 * here, so the web app's first page can use it.
 */
export function lookUp<L, T>(language: L, fallback: L, find: (language: L) => T | undefined): T | undefined {
  const first = find(language);
  return first !== undefined || language === fallback ? first : find(fallback);
}
