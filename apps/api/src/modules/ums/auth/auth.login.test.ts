import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { findUserByUsername } from './auth.queries';

const LOGIN = '/api/v1/ums/auth/merchant/login';

describe('merchant login', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db, { name: 'Rahim Uddin' });
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: LOGIN, payload });

  it('logs a merchant in with the phone number', async () => {
    const response = await login({ username: user.phone, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['idToken', 'refreshToken']);
  });

  it('logs a merchant in with the e-mail, in any letter case', async () => {
    const response = await login({
      username: user.email!.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it("puts the user's id in the idToken's sub, which the panel reads", async () => {
    const found = await findUserByUsername(t.db, user.phone);
    const { idToken } = (await login({ username: user.phone, password: user.password })).json();
    const claims = decodeJwt(idToken);
    expect(claims.sub).toBe(String(found?.id));
    expect(claims.name).toBe(user.name);
    expect(typeof claims.sid).toBe('string');
  });

  it('the idToken opens protected routes', async () => {
    const tokens = await t.login(user.email!, user.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(tokens),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, so accounts cannot be probed', async () => {
    const wrongPassword = await login({ username: user.phone, password: 'Wrong@1234' });
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
