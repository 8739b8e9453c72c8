import type { TokenPair } from '@mp/contract/ums/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { users } from '../users/users.table';

const CHANGE = '/api/v1/ums/auth/merchant/change-password';
const PROTECTED = '/api/v1/cms/merchant/merchants';

describe('change password while signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '900' });
  });
  afterAll(() => t.close());

  const change = (tokens: TokenPair, payload: object, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: CHANGE, headers: t.auth(tokens), payload, remoteAddress });
  const opens = async (tokens: TokenPair) =>
    (await t.app.inject({ method: 'GET', url: PROTECTED, headers: t.auth(tokens) })).statusCode;
  const refreshes = async (tokens: TokenPair) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/ums/auth/merchant/refresh',
        payload: { refreshToken: tokens.refreshToken },
      })
    ).statusCode;
  const hashOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

  it('keeps this device signed in, ends the other sessions, and the new password signs in', async () => {
    const user = await createUser(t.db, { name: 'Nusrat Jahan' });
    const here = await t.login(user.phone, user.password);
    const elsewhere = await t.login(user.phone, user.password);
    const response = await change(here, {
      currentPassword: user.password,
      newPassword: 'Fresh@Pass99',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/changed/);
    expect(await opens(here)).toBe(200);
    expect(await refreshes(here)).toBe(200);
    expect(await opens(elsewhere)).toBe(401);
    expect(await refreshes(elsewhere)).toBe(401);
    await expect(t.login(user.phone, user.password)).rejects.toThrow();
    expect(await opens(await t.login(user.phone, 'Fresh@Pass99'))).toBe(200);
  });

  it('refuses a wrong current password with a 400 and changes nothing; a 401 would sign the panel out', async () => {
    const user = await createUser(t.db, { name: 'Tanvir Ahmed' });
    const here = await t.login(user.phone, user.password);
    const elsewhere = await t.login(user.phone, user.password);
    const before = await hashOf(user.id);
    const response = await change(here, {
      currentPassword: 'Not@ThePassword1',
      newPassword: 'Fresh@Pass99',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect(await hashOf(user.id)).toBe(before);
    expect(await opens(elsewhere)).toBe(200);
    const same = await change(here, { currentPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    const short = await change(here, { currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(await hashOf(user.id)).toBe(before);
  });

  it('is throttled like sign-in: past the failure limit even the right password waits, and sign-in does not', async () => {
    const user = await createUser(t.db, { name: 'Sumaiya Akter' });
    const here = await t.login(user.phone, user.password);
    const wrong = { currentPassword: 'Not@ThePassword1', newPassword: 'Fresh@Pass99' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await change(here, wrong, '10.1.0.9')).statusCode).toBe(400);
    }
    const right = { currentPassword: user.password, newPassword: 'Fresh@Pass99' };
    const throttled = await change(here, right, '10.1.0.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await opens(await t.login(user.phone, user.password))).toBe(200);
  });
});
