import { en, type MessageKey } from './i18n/en';
import { pageLocale, translate } from './i18n/i18n';

/** A failed call as the panel knows it: the API's (or the panel's own) code and sentence. */
type Failure = { errorCode: string; message: string; status?: number | undefined };

/**
 * A failure in the merchant's words. The API's sentences are English and the spec toasts them
 * as they come; in Bangla, and for a failure no server answered (no network, a timeout), the
 * panel's own message for the code (`errors.<code>` in each dictionary).
 */
export function failureMessage({ errorCode, message, status }: Failure): string {
  const key = `errors.${errorCode}`;
  if (!(key in en)) return message;
  const language = pageLocale();
  if (status !== undefined && language === 'en') return message;
  return translate(language, key as MessageKey);
}
