import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { hashToken } from '../../../lib/tokens';
import { authSessions, refreshTokens } from './auth.table';

const REFRESH = '/api/v1/ums/auth/merchant/refresh';
const REFRESH_SHORT = '/api/v1/ums/auth/refresh';
const PROTECTED = '/api/v1/cms/merchant/merchants';

describe('refresh tokens and logout', () => {
  let t: TestApp;
  let user: TestUser;
  let otherUser: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db, { name: 'Rahim Uddin' });
    otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string, url = REFRESH) =>
    t.app.inject({ method: 'POST', url, payload: { refreshToken } });
  const openProtected = (tokens: TokenPair) =>
    t.app.inject({ method: 'GET', url: PROTECTED, headers: t.auth(tokens) });

  it('a refresh answers a new idToken and a new refresh token in the same session', async () => {
    const first = await t.login(user.phone, user.password);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second: TokenPair = response.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.idToken).sid).toBe(decodeJwt(first.idToken).sid);
    expect((await openProtected(second)).statusCode).toBe(200);
  });

  it('both refresh paths rotate tokens', async () => {
    const first = await t.login(user.phone, user.password);
    const viaShort = await refresh(first.refreshToken, REFRESH_SHORT);
    expect(viaShort.statusCode).toBe(200);
    const viaMerchant = await refresh(viaShort.json().refreshToken, REFRESH);
    expect(viaMerchant.statusCode).toBe(200);
  });

  it('reusing a rotated refresh token is refused and ends the whole session', async () => {
    const first = await t.login(user.phone, user.password);
    const second: TokenPair = (await refresh(first.refreshToken)).json();

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('UNAUTHENTICATED');

    // The newer token of the same family dies too, and so does the session's idToken.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await openProtected(second)).statusCode).toBe(401);
    const [session] = await t.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.id, String(decodeJwt(first.idToken).sid)));
    expect(session?.reason).toBe('refresh token reuse');
  });

  it("a reuse in one session leaves the user's other sessions alone", async () => {
    const phone = await t.login(otherUser.phone, otherUser.password);
    const laptop = await t.login(otherUser.email!, otherUser.password);
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('two refreshes racing with one token never both succeed', async () => {
    const first = await t.login(user.phone, user.password);
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toContain(401);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
  });

  it('an unknown or expired refresh token is refused', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const tokens = await t.login(user.phone, user.password);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  for (const method of ['POST', 'DELETE'] as const) {
    it(`logout by ${method} ends the session: the idToken and the refresh token stop working`, async () => {
      const tokens = await t.login(user.phone, user.password);
      expect((await openProtected(tokens)).statusCode).toBe(200);
      const response = await t.app.inject({
        method,
        url: '/api/v1/ums/auth/logout',
        headers: t.auth(tokens),
        ...(method === 'POST' ? { payload: { refreshToken: tokens.refreshToken } } : {}),
      });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      const after = await openProtected(tokens);
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('UNAUTHENTICATED');
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    });
  }

  it('logout needs a valid idToken', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/ums/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});
