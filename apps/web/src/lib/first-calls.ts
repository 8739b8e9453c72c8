import { MERCHANT_HEADER } from '@mp/contract/common';
import axios, {
  type AxiosAdapter,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  FIRST_CALLS_STORAGE_KEY,
  type FirstCallsRecord,
  MERCHANT_PLACEHOLDER,
  type SentFirstCall,
} from './first-calls-record';
import { COOKIE } from './session';

/*
 * A page's first calls leave with the page, not after the panel's code. On a phone the code takes
 * a second or more to arrive and start, and only then did the page ask for its data: one more
 * round trip before anything could be shown. So the panel records, per page (the path and query
 * it was opened at), the GET calls of its first load, up to its first resolved route; the next
 * time that page is opened, index.html's inline script (apps/web/vite.config.ts) sends those calls
 * at once with the session's cookies. Each call of the api client then takes the answer already
 * on its way if the URL and the token and merchant headers it would send are the same and the
 * answer is a success; anything else (another merchant, a refreshed token, a failure) goes to the
 * network as before. The record holds URLs only, never a token or an answer.
 */

const PAGES_KEPT = 20;
/**
 * How long after the panel's code started an answer no call has taken yet may still serve one: a
 * call that waits on another answer (the amount due's, on the merchant) comes a moment after the
 * first route resolves. The api client's first write (any non-GET call) drops them sooner.
 */
const UNUSED_ANSWERS_KEPT_MS = 5_000;
const startedAt = performance.now();

/**
 * The GET URLs of this page's first load, until finishFirstCalls. This module loads with the api
 * client, before any call; a sign-in page records nothing (the entry does not import this module,
 * which would bring the api client's libraries into the sign-in page's code).
 */
let recorded: RecordedCall[] | undefined = window.location.pathname.startsWith('/auth/')
  ? undefined
  : [];

/** A GET of the first load, with the merchant it was sent for (its X-Merchant-Id). */
type RecordedCall = { url: string; merchant: string | null };

const NUMBER_SEGMENT = /\/(\d+)(?=\/|$)/g;

/**
 * The page's numbers (the 1196 of `/merchant/order/1196`) become placeholders in its key and, where
 * a call's path has the same number as a segment, in the call: one record serves every order.
 * index.html's script fills them in from the address it is opened at. A segment that is the
 * merchant the call was sent for (`bms/bills/4/total`) becomes `{m}`, filled in from the merchant
 * selected when the page is opened again: after a switch the call goes for the new merchant.
 */
function withPlaceholders(page: string, recordedCalls: RecordedCall[]): [string, string[]] {
  const numbers: string[] = [];
  const [path = '', query] = page.split(/(?=\?)/, 2);
  const key = `${path.replace(NUMBER_SEGMENT, (_, number: string) => {
    numbers.push(number);
    return `/{${numbers.length - 1}}`;
  })}${query ?? ''}`;
  const calls = recordedCalls.map(({ url, merchant }) => {
    const [urlPath = '', urlQuery] = url.split(/(?=\?)/, 2);
    const placed = urlPath.replace(NUMBER_SEGMENT, (segment, number: string) => {
      const index = numbers.indexOf(number);
      if (index >= 0) return `/{${index}}`;
      return number === merchant ? `/${MERCHANT_PLACEHOLDER}` : segment;
    });
    return `${placed}${urlQuery ?? ''}`;
  });
  return [key, calls];
}

function dropUnusedAnswers() {
  window.__mpFirstCalls = undefined;
}

/**
 * Stores the first load's calls under the page it was opened at; the answers no call took yet go
 * a few seconds after the start (UNUSED_ANSWERS_KEPT_MS).
 */
export function finishFirstCalls(openedAt: string) {
  const recordedCalls = recorded;
  recorded = undefined;
  setTimeout(dropUnusedAnswers, UNUSED_ANSWERS_KEPT_MS - (performance.now() - startedAt));
  if (!recordedCalls) return;
  const firstOfEach = recordedCalls.filter(
    (call, index) => recordedCalls.findIndex((other) => other.url === call.url) === index,
  );
  const [page, calls] = withPlaceholders(openedAt, firstOfEach);
  try {
    const previous = JSON.parse(
      localStorage.getItem(FIRST_CALLS_STORAGE_KEY) ?? 'null',
    ) as FirstCallsRecord | null;
    // Most recent last, so the oldest pages are the ones dropped.
    const pages = Object.entries(previous?.pages ?? {}).filter(([key]) => key !== page);
    if (calls.length > 0) pages.push([page, calls]);
    const record: FirstCallsRecord = {
      token: { header: 'Authorization', cookie: COOKIE.accessToken, prefix: 'Bearer ' },
      merchant: { header: MERCHANT_HEADER, cookie: COOKIE.merchantId, prefix: '' },
      pages: Object.fromEntries(pages.slice(-PAGES_KEPT)),
    };
    localStorage.setItem(FIRST_CALLS_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // No storage (private mode, quota): the next visit simply sends its calls from the code.
  }
}

function headerValue(headers: AxiosHeaders, name: string): string | null {
  const value = headers.get(name);
  return typeof value === 'string' ? value : null;
}

function takeSentCall(url: string, headers: AxiosHeaders): SentFirstCall | undefined {
  const sent = window.__mpFirstCalls;
  const index =
    sent?.findIndex(
      (call) =>
        call.url === url &&
        call.token === headerValue(headers, 'Authorization') &&
        call.merchant === headerValue(headers, MERCHANT_HEADER),
    ) ?? -1;
  // Each answer serves one call: a second call of the same URL is a refetch.
  return index >= 0 ? sent?.splice(index, 1)[0] : undefined;
}

async function answerOf(
  call: SentFirstCall,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse | undefined> {
  try {
    const response = await call.response;
    if (!response?.ok) return undefined;
    // Raw text, as an adapter's answer: axios parses it (transformResponse) as any other.
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: new AxiosHeaders(Object.fromEntries(response.headers.entries())),
      config,
      request: undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * For the api client's request interceptor, once the headers are set: records a GET of the first
 * load, and answers it from the inline script's call when one matches.
 */
export function answerFromFirstCalls(request: InternalAxiosRequestConfig) {
  if ((request.method ?? 'get').toLowerCase() !== 'get') {
    // A write may change what the answers say: the calls after it go to the network.
    dropUnusedAnswers();
    return;
  }
  if (!recorded && !window.__mpFirstCalls) return;
  const url = axios.getUri(request);
  recorded?.push({ url, merchant: headerValue(request.headers, MERCHANT_HEADER) });
  const call = takeSentCall(url, request.headers);
  if (!call) return;
  const network = request.adapter;
  request.adapter = async (config) =>
    (await answerOf(call, config)) ?? (axios.getAdapter(network, config) as AxiosAdapter)(config);
}
