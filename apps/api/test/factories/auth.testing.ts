import type { TestApp } from '../harness';

const SIGN_IN_ROUTES = '/api/v1/ums/auth/merchant';

/**
 * A browser on the sign-in routes: it keeps the cookies they give it (its own id, the device
 * cookie of an account it signed in to) and sends them back, from `address` unless a call
 * names another.
 */
export function signInBrowser(t: TestApp, address: string) {
  const cookies: Record<string, string> = {};
  return {
    cookies,
    post: async (path: string, payload: object, remoteAddress = address) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${SIGN_IN_ROUTES}/${path}`,
        payload,
        remoteAddress,
        cookies,
      });
      for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
      return response;
    },
  };
}
