import type { Language } from '@mp/contract/oms/stage-labels';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { en, type MessageKey } from './en';

export type Locale = Language;
export type TranslateFn = (key: MessageKey, values?: Record<string, string | number>) => string;

const LOCALE_STORAGE_KEY = 'mp.locale';
export const LOCALES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'bn', label: 'বাংলা' },
];

/** English ships with the panel; Bangla is its own chunk, fetched by `loadLocale` on first use. */
const dictionaries: Partial<Record<Locale, Record<MessageKey, string>>> = { en };

/** Fetches a locale's texts once; `translate` falls back to English until they are in. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (dictionaries[locale]) return;
  if (locale === 'bn') dictionaries.bn = (await import('./bn')).bn;
}

export function translate(
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  const text = dictionaries[locale]?.[key] ?? en[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The language the page shows now, as the provider declares it on `<html lang>`. */
export const pageLocale = (): Locale => (document.documentElement.lang === 'bn' ? 'bn' : 'en');

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

  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

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
