import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

const LOGIN = '/api/v1/ums/auth/merchant/login';
const PROTECTED = '/api/v1/cms/merchant/merchants';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('what the auth routes and the token check refuse', () => {
  let t: TestApp;
  let claims: { sub: string; sid: string };
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
    user = await createUser(t.db, { name: 'Rahim Uddin' });
    const tokens = await t.login(user.phone, user.password);
    const decoded = decodeJwt(tokens.idToken);
    claims = { sub: String(decoded.sub), sid: String(decoded.sid) };
  });
  afterAll(() => t.close());

  const withBearer = (token: string) =>
    t.app.inject({ method: 'GET', url: PROTECTED, headers: { authorization: `Bearer ${token}` } });

  it('an unknown body field answers 400 VALIDATION_ERROR, it is never silently accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: user.phone, password: user.password, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('a missing field answers 400 VALIDATION_ERROR', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ums/auth/refresh',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('a body over the size limit answers 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: user.phone, password: 'x'.repeat(2048) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a protected route without a token answers 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: PROTECTED });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('a token signed with another secret answers 401', async () => {
    const forged = await new SignJWT({ sid: claims.sid, name: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const response = await withBearer(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('an unsigned token (alg none) answers 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: claims.sub,
      sid: claims.sid,
      iat: now,
      exp: now + 900,
    })}.`;
    const response = await withBearer(unsigned);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('the auth routes are described in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v1/ums/auth/merchant/login',
      '/api/v1/ums/auth/merchant/refresh',
      '/api/v1/ums/auth/refresh',
      '/api/v1/ums/auth/logout',
      '/api/v1/ums/auth/merchant/send-otp',
      '/api/v1/ums/auth/merchant/verify-otp',
      '/api/v1/ums/auth/merchant/set-password',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
