import type { Language } from '@mp/contract/oms/stage-labels';

export type Locale = Language;

/**
 * The language the page shows now, as the provider declares it on `<html lang>`: what code
 * outside React (dates, counts, failure messages, the API's Accept-Language) writes in.
 */
export const pageLocale = (): Locale => (document.documentElement.lang === 'bn' ? 'bn' : 'en');
