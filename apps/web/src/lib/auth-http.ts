import axios from 'axios';

/**
 * Token endpoints go through their own bare instance: they must never trigger the api
 * client's refresh-on-401 (a loop) nor its failure toasts.
 */
export const authHttp = axios.create({
  baseURL: '/api/v1',
  timeout: 100000,
  headers: { 'Content-Type': 'application/json' },
  // Bearer tokens, no XSRF cookie: no cookieStore read before each request (see api-client).
  withXSRFToken: false,
});
