import type { TokenPair } from '@mp/contract/ums/auth';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type InventoryRoute } from '../../src/app';
import { createAccounts } from '../accounts';
import { createTestApp, type TestApp } from '../harness';
import { fillParams, PUBLIC_API_ROUTES, publicReason, routeKey } from './route-policy';
import { errorBodyProblem } from './security.testing';

let t: TestApp;
let merchantId: number;
let live: { sub: string; sid: string; name: string };
let revokedToken: string;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token exactly like the server's (same claims, HS256) but for one broken detail. */
async function forged(options: { secret?: string; expiresAt?: number }) {
  const secret = new TextEncoder().encode(options.secret ?? t.config.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: live.sid, name: live.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(live.sub)
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(secret);
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await createAccounts(t);
  const tokens: TokenPair = accounts.owner;
  merchantId = accounts.merchantId;
  const claims = decodeJwt(tokens.idToken);
  live = { sub: String(claims.sub), sid: String(claims.sid), name: String(claims.name) };
  // A second session of the same user, ended by logout: its idToken must stop working.
  const ended = await t.login(accounts.ownerUser.phone, accounts.ownerUser.password);
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ums/auth/logout',
    headers: t.auth(ended),
  });
  expect(logout.statusCode).toBe(204);
  revokedToken = ended.idToken;
});

afterAll(async () => {
  await t?.close();
});

const protectedRoutes = () => t.app.routeInventory.filter((route) => !publicReason(route));

/** Calls every protected route with the given Authorization header; lists the wrong answers. */
async function wrongAnswers(authorization: string | undefined) {
  const wrong: string[] = [];
  for (const route of protectedRoutes()) {
    const response = await t.app.inject({
      method: route.method as InventoryRoute['method'] as 'GET',
      url: fillParams(route.url),
      headers: {
        'x-merchant-id': String(merchantId),
        ...(authorization ? { authorization } : {}),
      },
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    });
    const problem =
      response.statusCode === 401
        ? errorBodyProblem(response.body, 'UNAUTHENTICATED')
        : `answered ${response.statusCode}`;
    if (problem) wrong.push(`${routeKey(route)}: ${problem}`);
  }
  return wrong;
}

describe('authentication on every protected route', () => {
  it('demands a token on every route except the listed public ones, which are exactly the routes declared public', () => {
    const apiRoutes = t.app.routeInventory.filter((r) => r.url.startsWith(`${API_PREFIX}/`));
    const markedPublic = apiRoutes.filter((r) => r.config.permission === 'public').map(routeKey);
    expect(markedPublic.sort()).toEqual(Object.keys(PUBLIC_API_ROUTES).sort());
    const unexplained = t.app.routeInventory
      .filter((r) => !r.url.startsWith(`${API_PREFIX}/`) && !publicReason(r))
      .map(routeKey);
    expect(unexplained, 'routes outside the API with no reason to be public').toEqual([]);
    expect(protectedRoutes().length).toBeGreaterThan(50);
  });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    expect(await wrongAnswers(undefined)).toEqual([]);
  });

  it('answers 401 to an expired token', async () => {
    const token = await forged({ expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect(await wrongAnswers(`Bearer ${token}`)).toEqual([]);
  });

  it('answers 401 to a token signed with another key', async () => {
    const token = await forged({ secret: 'another-secret-that-is-long-enough-for-hs256' });
    expect(await wrongAnswers(`Bearer ${token}`)).toEqual([]);
  });

  it('answers 401 to an unsigned token (alg: none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: live.sub, sid: live.sid, name: live.name, iat: now, exp: now + 600 };
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    expect(await wrongAnswers(`Bearer ${token}`)).toEqual([]);
  });

  it('answers 401 to the idToken of a session that was logged out', async () => {
    expect(await wrongAnswers(`Bearer ${revokedToken}`)).toEqual([]);
  });

  it('answers 401 to a token that is not a JWT or comes in another scheme', async () => {
    expect(await wrongAnswers('Bearer not.a.jwt')).toEqual([]);
    expect(
      await wrongAnswers(`Basic ${Buffer.from('01700000001:Demo@1234').toString('base64')}`),
    ).toEqual([]);
  });

  it('still accepts the live token the forged ones were copied from (the checks above are not vacuous)', async () => {
    const token = await forged({});
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/merchant-orders',
      headers: { authorization: `Bearer ${token}`, 'x-merchant-id': String(merchantId) },
    });
    expect(response.statusCode).toBe(200);
  });
});
