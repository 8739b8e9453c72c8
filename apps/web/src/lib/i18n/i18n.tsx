import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { formatCount } from '../format';
import { en, type Message, type MessageKey } from './en';
import { type Locale, pageLocale } from './page-locale';

export { type Locale, pageLocale };
/** A number in `values` is written in the language's digits; `count` also picks the plural form. */
export type TranslateFn = (key: MessageKey, values?: Record<string, string | number>) => string;

const LOCALE_STORAGE_KEY = 'mp.locale';
export const LOCALES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'bn', label: 'বাংলা' },
];

/**
 * English ships with the panel; Bangla is its own chunk, fetched by `loadLocale` on first use.
 * Texts of screens off the login page's path come with their screens (`registerMessages`).
 */
const dictionaries: Partial<Record<Locale, Partial<Record<MessageKey, Message>>>> = { en };

/** Adds a lazy screen's English texts, as its chunk loads (before it renders). */
export function registerMessages(messages: Partial<Record<MessageKey, Message>>) {
  dictionaries.en = { ...dictionaries.en, ...messages };
}

/** Fetches a locale's texts once; `translate` falls back to English until they are in. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (dictionaries[locale]) return;
  if (locale === 'bn') dictionaries.bn = (await import('./bn')).bn;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a message for `count` (one, other, …), by the language's own plural rules. */
function formFor(locale: Locale, message: Message, count: string | number | undefined): string {
  if (typeof message === 'string') return message;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = typeof count === 'number' ? message[rules.select(count)] : undefined;
  return form ?? message.other;
}

export function translate(
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  const text = formFor(
    locale,
    dictionaries[locale]?.[key] ?? dictionaries.en?.[key] ?? key,
    values?.count,
  );
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) return match;
    const value = values[name];
    return typeof value === 'number' ? formatCount(value, locale) : String(value);
  });
}

export function readStoredLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

type I18nValue = { locale: Locale; setLocale: (locale: Locale) => void; t: TranslateFn };

const I18nContext = createContext<I18nValue>({
  locale: 'en',
  setLocale: () => {},
  t: (key, values) => translate('en', key, values),
});

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);
  const [, setLoaded] = useState(0);

  // main.tsx loads the stored locale before the first render; this covers any other start.
  useEffect(() => {
    if (dictionaries[locale]) return;
    let active = true;
    void loadLocale(locale).then(() => {
      if (active) setLoaded((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // Switch once the texts are in, so the page never shows a mix of both languages.
    void loadLocale(next).then(() => setLocaleState(next));
  }, []);

  const ready = Boolean(dictionaries[locale]);
  const shown: Locale = ready ? locale : 'en';

  // Declared before the children render, not after: what they format outside React (dates,
  // counts) reads the language from it.
  if (document.documentElement.lang !== shown) document.documentElement.lang = shown;

  const value = useMemo<I18nValue>(
    () => ({
      locale: shown,
      setLocale,
      t: (key, values) => translate(shown, key, values),
    }),
    [setLocale, shown],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): TranslateFn {
  return useContext(I18nContext).t;
}

export function useLocale() {
  const { locale, setLocale } = useContext(I18nContext);
  return { locale, setLocale };
}
