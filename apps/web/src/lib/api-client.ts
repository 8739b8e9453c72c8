import { MERCHANT_HEADER } from '@mp/contract/common';
import { onlineManager } from '@tanstack/react-query';
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { failureMessage } from './failure-message';
import { pageLocale } from './i18n/i18n';
import { loaderStore } from './loader-store';
import { getAccessToken, getMerchantId, refreshSession } from './session';
import { toast } from './toast-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show the global loading overlay while this call runs (default true). */
    loader?: boolean;
    /** Toast the failure message (default true). */
    toastError?: boolean;
    /** On a 401, refresh the token once and retry (default true; off for auth endpoints). */
    refreshOn401?: boolean;
  }
}

type TrackedConfig = InternalAxiosRequestConfig & { _loaderActive?: boolean; _retried?: boolean };

export const DEFAULT_TIMEOUT_MS = 100000;
const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

/** What every failed call rejects with. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number | undefined;
  readonly details: unknown;

  constructor(errorCode: string, message: string, status?: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.details = details;
  }
}

const OFFLINE = 'ERR_OFFLINE';

/** Anything but a read: offline, it is refused before it leaves (see the request interceptor). */
const changesSomething = (config: InternalAxiosRequestConfig) =>
  config.method !== undefined && config.method.toLowerCase() !== 'get';

const refuseOffline = (config: InternalAxiosRequestConfig) =>
  Promise.reject(new AxiosError('You are offline', OFFLINE, config));

export const api = axios.create({
  baseURL: '/api/v1',
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  // The API authenticates with a bearer token, never an XSRF cookie. Left on, axios reads that
  // cookie before each same-origin request through the async cookieStore, and the request
  // waits for it: a page's first calls went out only after its first render.
  withXSRFToken: false,
});

function stopLoader(config: TrackedConfig | undefined) {
  if (config?._loaderActive) {
    config._loaderActive = false;
    loaderStore.stop();
  }
}

api.interceptors.request.use(
  (request: TrackedConfig) => {
    const token = getAccessToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    // Spec 5: a header such as `Bearer undefined` (no token at hand) is never sent.
    const authorization = request.headers.get('Authorization');
    if (typeof authorization === 'string' && authorization.includes('undefined')) {
      request.headers.delete('Authorization');
    }
    const merchantId = getMerchantId();
    if (merchantId !== undefined && !request.headers.has(MERCHANT_HEADER)) {
      request.headers.set(MERCHANT_HEADER, String(merchantId));
    }
    // The panel's language: files the API writes (exports) use it.
    if (!request.headers.has('Accept-Language')) {
      request.headers.set('Accept-Language', pageLocale());
    }
    // Offline, a change is refused at once: the merchant is told nothing happened, instead of a
    // call that fails later or waits to run unseen.
    if (changesSomething(request) && !onlineManager.isOnline()) request.adapter = refuseOffline;
    if (request.loader !== false) {
      request._loaderActive = true;
      loaderStore.start();
    }
    return request;
  },
  undefined,
  { synchronous: true },
);

function bodyField(data: unknown, field: string): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Turns any failure into the spec's `{ errorCode, message }`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('CANCELED', 'Request canceled');
  if (error instanceof AxiosError) {
    const { response } = error;
    const data: unknown = response?.data;
    const message =
      bodyField(data, 'message') ??
      bodyField(data, 'error') ??
      error.message ??
      DEFAULT_ERROR_MESSAGE;
    let errorCode = bodyField(data, 'errorCode');
    if (!errorCode) {
      if (response) errorCode = `HTTP_${response.status}`;
      else if (error.code === OFFLINE) errorCode = 'OFFLINE';
      else if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
        errorCode = 'TIMEOUT';
      else errorCode = 'NETWORK_ERROR';
    }
    const details =
      data && typeof data === 'object' ? (data as { details?: unknown }).details : undefined;
    return new ApiError(errorCode, message || DEFAULT_ERROR_MESSAGE, response?.status, details);
  }
  const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;
  return new ApiError('UNKNOWN_ERROR', message);
}

api.interceptors.response.use(
  (response) => {
    stopLoader(response.config as TrackedConfig);
    return response;
  },
  async (error: unknown) => {
    const config = (error instanceof AxiosError ? error.config : undefined) as
      | TrackedConfig
      | undefined;
    stopLoader(config);

    const status = error instanceof AxiosError ? error.response?.status : undefined;
    if (status === 401 && config && config.refreshOn401 !== false && !config._retried) {
      const sentToken = config.headers.get('Authorization');
      const current = getAccessToken();
      // A parallel call may have refreshed already: then only the retry is needed.
      const outcome =
        current !== undefined && sentToken !== `Bearer ${current}`
          ? 'refreshed'
          : await refreshSession();
      if (outcome === 'refreshed') {
        config.headers.delete('Authorization');
        return api.request({ ...config, _retried: true } as AxiosRequestConfig);
      }
      // No toast once refused: refreshSession has cleared the tokens and is leaving for the
      // login page. Unreachable, the call failed for want of a server, and says so.
      if (outcome === 'refused') return Promise.reject(toApiError(error));
      return Promise.reject(reported(config, new ApiError('NETWORK_ERROR', 'Network Error')));
    }
    return Promise.reject(reported(config, toApiError(error)));
  },
);

/**
 * Toasts a failure in the merchant's words, unless the call asked not to. A read the person's
 * role does not allow is the no-access page's to explain, not a toast's.
 */
function reported(config: TrackedConfig | undefined, apiError: ApiError) {
  const refusedRead = apiError.errorCode === 'FORBIDDEN' && config?.method === 'get';
  if (config?.toastError !== false && apiError.errorCode !== 'CANCELED' && !refusedRead) {
    toast.error(failureMessage(apiError));
  }
  return apiError;
}
