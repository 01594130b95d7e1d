/**
 * The interface's translator: flat keys (`"header.about"`), `{{name}}` interpolation and plural
 * forms by `count` (`key_zero`, `key_one`, `key_few`, `key_other`, ... per Intl.PluralRules), the
 * current language first and English, the fallback of every key, behind. This is the part of the
 * i18next JSON format the catalogues use, in ≈ 1 kB instead of i18next and react-i18next's ≈ 17 kB
 * gzip on the first page (docs/decisions.md, "Our own translator"); the catalogues keep that format,
 * so translators' tools still read them.
 */
import { lookUp } from '@gavel/contract/locales/lookup';

export type Catalogue = Record<string, string>;
export interface TOptions {
  /** Chooses the plural form, and is interpolated as `{{count}}`. */
  count?: number;
  /** Shown (interpolated) when no language has the key. */
  defaultValue?: string;
  [name: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;

const fallbackLanguage = 'en';
const placeholder = /{{\s*([^{}\s]+)\s*}}/g;

export class Translator {
  /** The current language's tag (`en`, `de`, `pt-BR`, ...). */
  language = fallbackLanguage;
  private readonly catalogues = new Map<string, Map<string, string>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private current: TFunction = this.bind();

  /**
   * Adds a language's phrases; `overwrite: false` keeps the phrases already there (operator
   * overrides). Nothing is re-rendered when no text changes: the API's phrases, which arrive after
   * the first paint, are usually the bundle's own words.
   */
  add(language: string, phrases: Catalogue, { overwrite }: { overwrite: boolean }) {
    // A Map per language, changed in place: spreading two objects of ≈ 1,700 keys each cost
    // 30–45 ms a call on a slow phone (bench/web/main-thread.ts), three calls before the first paint.
    let current = this.catalogues.get(language);
    if (!current) this.catalogues.set(language, (current = new Map()));
    let changes = false;
    for (const key in phrases) {
      const text = phrases[key]!;
      const before = current.get(key);
      if (before === text || (!overwrite && before !== undefined)) continue;
      current.set(key, text);
      changes = true;
    }
    if (changes) this.changed();
  }

  changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** A translation function of the current phrases: a new one after every change (so memoised text follows). */
  get t(): TFunction {
    return this.current;
  }

  translate(key: string, options: TOptions = {}): string {
    const { count } = options;
    const text = lookUp(this.language, fallbackLanguage, (language) => {
      const phrases = this.catalogues.get(language);
      return phrases && ((typeof count === 'number' ? this.pluralForm(phrases, language, key, count) : undefined) ?? phrases.get(key));
    });
    return interpolate(text ?? options.defaultValue ?? key, options);
  }

  /** For `useSyncExternalStore`: called after every change of language or phrases. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  private pluralForm(phrases: Map<string, string>, language: string, key: string, count: number): string | undefined {
    if (count === 0 && phrases.has(`${key}_zero`)) return phrases.get(`${key}_zero`);
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return phrases.get(`${key}_${rules.select(count)}`);
  }

  private bind(): TFunction {
    return (key, options) => this.translate(key, options);
  }

  private changed() {
    this.version += 1;
    this.current = this.bind();
    for (const listener of this.listeners) listener();
  }
}

/** `{{name}}` → the option's value (not escaped: React escapes what it renders); a missing one → ''. */
function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}
