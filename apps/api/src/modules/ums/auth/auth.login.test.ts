import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { DEMO_USER } from '../../../db/seed/demo-accounts';
import { findUserByUsername } from './auth.queries';

const LOGIN = '/api/v1/ums/auth/merchant/login';

describe('merchant login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: LOGIN, payload });

  it('logs a merchant in with the phone number', async () => {
    const response = await login({ username: DEMO_USER.phone, password: DEMO_USER.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['idToken', 'refreshToken']);
  });

  it('logs a merchant in with the e-mail, in any letter case', async () => {
    const response = await login({
      username: DEMO_USER.email.toUpperCase(),
      password: DEMO_USER.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it("puts the user's id in the idToken's sub, which the panel reads", async () => {
    const user = await findUserByUsername(t.db, DEMO_USER.phone);
    const { idToken } = (
      await login({ username: DEMO_USER.phone, password: DEMO_USER.password })
    ).json();
    const claims = decodeJwt(idToken);
    expect(claims.sub).toBe(String(user?.id));
    expect(claims.name).toBe(DEMO_USER.name);
    expect(typeof claims.sid).toBe('string');
  });

  it('the idToken opens protected routes', async () => {
    const tokens = await t.login(DEMO_USER.email, DEMO_USER.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(tokens),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, so accounts cannot be probed', async () => {
    const wrongPassword = await login({ username: DEMO_USER.phone, password: 'Wrong@1234' });
    const unknownUser = await login({ username: '01799999999', password: 'Wrong@1234' });
    const unknownEmail = await login({ username: 'nobody@merchant.test', password: 'Wrong@1234' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      errorCode: 'UNAUTHENTICATED',
      message: 'Wrong phone/e-mail or password',
    });
    for (const other of [unknownUser, unknownEmail]) {
      expect(other.statusCode).toBe(wrongPassword.statusCode);
      expect(other.body).toBe(wrongPassword.body);
    }
  });
});
