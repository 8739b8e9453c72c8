import { API_PREFIX, type InventoryRoute } from '../../src/app';

/** `METHOD /api/v1/path/:param`, the key every security table uses. */
export const routeKey = (route: Pick<InventoryRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/**
 * Routes anyone may call without a bearer token, each with the reason. Every API route marked
 * `config: { permission: 'public' }` must be here, and nothing else under the API prefix may be.
 */
export const PUBLIC_API_ROUTES: Record<string, string> = {
  'POST /api/v1/ums/auth/merchant/login': 'log in: the credentials are the body',
  'POST /api/v1/ums/auth/merchant/refresh': 'the refresh token in the body is the credential',
  'POST /api/v1/ums/auth/refresh': 'the refresh token in the body is the credential',
  'POST /api/v1/ums/auth/merchant/send-otp': 'password reset: same answer for any username',
  'POST /api/v1/ums/auth/merchant/verify-otp':
    'password reset: the one-time code is the credential',
  'POST /api/v1/ums/auth/merchant/set-password':
    'password reset: the reset token is the credential',
  'POST /api/v1/ums/auth/merchant/login/second-step':
    "a sign-in's second step: the login's single-use ticket and the app's code are the credential",
  'POST /api/v1/bms/transactions/callback/sandbox':
    "payment provider's server-to-server callback: its signature is checked",
  'POST /api/v1/sandbox-pay/api/sessions':
    'embedded sandbox gateway, called by the API itself with the store key',
  'GET /api/v1/sandbox-pay/api/transactions/:tranId':
    'embedded sandbox gateway status API: needs the store key',
  'GET /api/v1/sandbox-pay/checkout/:sessionKey':
    "sandbox checkout page: the unguessable session key is the payer's ticket",
  'POST /api/v1/sandbox-pay/checkout/:sessionKey/:action':
    "sandbox checkout buttons: the unguessable session key is the payer's ticket",
  'POST /api/v1/internal/ops/commands':
    'marketplace operations (not a merchant route): needs the X-Ops-Token header',
  'GET /api/v1/fms/files/signed': 'signed file URL: the signature names the key and the expiry',
  'GET /api/v1/ums/invitation-links/:token':
    "an invitation's preview: the link's unguessable secret is the credential",
  'POST /api/v1/ums/invitation-links/:token/accept':
    "a new login from an invitation: the link's unguessable secret is the credential",
};

/**
 * Routes outside the API prefix: documentation, probes and static files, no merchant data.
 * Matched by prefix since their exact routes come from plugins (swagger-ui, static).
 */
const INFRASTRUCTURE_ROUTES: [RegExp, string][] = [
  [/^\/api\/docs(\/|$)/, 'OpenAPI description and its viewer: documentation only'],
  [/^\/(healthz|readyz)$/, 'liveness and readiness probes: no data'],
  [/^\/media\//, 'demo product images'],
  [/^\/\*?$/, 'the built panel (HTML and assets), present when WEB_DIST_DIR is built'],
];

/** Why a route needs no token, or undefined when it must demand one. */
export function publicReason(route: Pick<InventoryRoute, 'method' | 'url'>) {
  if (route.url.startsWith(`${API_PREFIX}/`)) return PUBLIC_API_ROUTES[routeKey(route)];
  return INFRASTRUCTURE_ROUTES.find(([pattern]) => pattern.test(route.url))?.[1];
}

/**
 * Protected routes that touch no merchant's data, so the isolation matrix has nothing to aim at:
 * they act for the signed-in user only. Checked anyway where a leak could show (merchant list).
 */
export const USER_LEVEL_ROUTES: Record<string, string> = {
  'POST /api/v1/ums/auth/logout': "ends the caller's own session; names no merchant or resource",
  'DELETE /api/v1/ums/auth/logout': "ends the caller's own session; names no merchant or resource",
  'GET /api/v1/ums/auth/devices': "the caller's own sessions; names no merchant",
  'DELETE /api/v1/ums/auth/devices/:id':
    "signs out one of the caller's own sessions; another person's answers 404 (devices.test.ts)",
  'POST /api/v1/ums/auth/devices/sign-out-others':
    "ends the caller's other sessions; names no merchant or resource",
  'GET /api/v1/ums/auth/two-step': "the caller's own 2-step sign-in; names no merchant",
  'POST /api/v1/ums/auth/two-step/setup': "a new key for the caller's own authenticator app",
  'POST /api/v1/ums/auth/two-step/enable': "turns the caller's own 2-step on; names no merchant",
  'POST /api/v1/ums/auth/two-step/turn-off':
    "turns the caller's own 2-step off with its second step; names no merchant",
  'POST /api/v1/ums/auth/two-step/recovery-codes':
    "new recovery codes for the caller's own 2-step; names no merchant",
  'POST /api/v1/ums/auth/step-up':
    "marks the caller's own session as just proved; names no merchant",
  'POST /api/v1/ums/auth/merchant/change-password':
    "changes the caller's own password; names no merchant or resource",
  'GET /api/v1/ums/events':
    "the caller's own merchants' live events (the isolation suite checks another's never arrive)",
  'GET /api/v1/cms/merchant/merchants':
    "the caller's own merchants (a separate test proves the other user's never show)",
  'POST /api/v1/ums/invitation-links/:token/join':
    'joins the team an invitation sent to the caller names; another person is refused',
  'GET /api/v1/cms/public/products/:id/shop-products':
    'public catalogue offers across all shops: no stock, SKU or merchant in the answer',
};

/** The route's path with every `:param` replaced, for calls that never reach the handler. */
export const fillParams = (url: string, value = '1') => url.replace(/:\w+/g, value);
