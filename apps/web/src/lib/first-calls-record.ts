/*
 * What the panel keeps in local storage for index.html's inline script (apps/web/vite.config.ts),
 * which sends a page's first calls before the panel's code has arrived (lib/first-calls.ts). No
 * imports: the build config reads this file too.
 */

export const FIRST_CALLS_STORAGE_KEY = 'mp.firstCalls';

/** A header the inline script sends with each call, its value read from a cookie. */
export type CookieHeader = { header: string; cookie: string; prefix: string };

export type FirstCallsRecord = {
  /** The access token's header: without that cookie the script sends nothing. */
  token: CookieHeader;
  /** The selected merchant's header, sent when its cookie is set. */
  merchant: CookieHeader;
  /**
   * Path and query of the address a page was opened at -> the URLs of its first GET calls; the
   * path's numbers are placeholders, `{0}`, `{1}`, in both (`/merchant/order/{0}`), and the
   * merchant in a call's path is MERCHANT_PLACEHOLDER.
   */
  pages: Record<string, string[]>;
};

/** Stands for the selected merchant's id in a recorded call's path (`bms/bills/{m}/total`). */
export const MERCHANT_PLACEHOLDER = '{m}';

/** One call the inline script sent: the URL, its two headers and its answer (none if it failed). */
export type SentFirstCall = {
  url: string;
  token: string;
  merchant: string | null;
  response: Promise<Response | undefined>;
};

declare global {
  interface Window {
    __mpFirstCalls?: SentFirstCall[];
  }
}
