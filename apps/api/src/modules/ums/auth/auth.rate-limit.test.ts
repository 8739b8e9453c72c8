import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { createUser, type TestUser } from '../users/users.testing';

const BASE = '/api/v1/ums/auth/merchant';

describe('rate limits on login and one-time codes', () => {
  let t: TestApp;
  let user: TestUser;
  let otherUser: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_WINDOW_SECONDS: '900',
      OTP_MAX_SENDS: '2',
      ADDRESS_MAX_ATTEMPTS: '4',
    });
    user = await createUser(t.db, { name: 'Rahim Uddin' });
    otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  });
  afterAll(() => t.close());

  // Each case comes from its own address, so only the per-address test meets that ceiling.
  const post = (path: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload, remoteAddress });

  it('after 3 failed logins the account answers 429 with Retry-After, even to the right password', async () => {
    const wrong = { username: user.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      expect((await post('login', wrong, `10.0.1.${i}`)).statusCode).toBe(401);
    }
    // Its e-mail counts for the same account.
    const right = { username: user.email!, password: user.password };
    const limited = await post('login', right, '10.0.1.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('a successful login does not count as a failure', async () => {
    const right = { username: otherUser.phone, password: otherUser.password };
    for (let i = 0; i < 4; i++) {
      expect((await post('login', right, `10.0.2.${i}`)).statusCode).toBe(200);
    }
  });

  it('an unknown username is limited the same way', async () => {
    const guess = { username: 'ghost@merchant.test', password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      expect((await post('login', guess, `10.0.3.${i}`)).statusCode).toBe(401);
    }
    expect((await post('login', guess, '10.0.3.9')).statusCode).toBe(429);
  });

  it('more than 2 codes per hour for one user answers 429', async () => {
    const body = { username: otherUser.phone };
    expect((await post('send-otp', body, '10.0.4.1')).statusCode).toBe(200);
    expect((await post('send-otp', body, '10.0.4.2')).statusCode).toBe(200);
    const sent = t.sms.sent.length;
    const limited = await post('send-otp', body, '10.0.4.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sms.sent.length).toBe(sent);
  });

  it('wrong codes count toward a per-user ceiling', async () => {
    const body = { username: '01799999999', otp: '000000' };
    for (let i = 0; i < 3; i++) {
      expect((await post('verify-otp', body, `10.0.5.${i}`)).statusCode).toBe(400);
    }
    expect((await post('verify-otp', body, '10.0.5.9')).statusCode).toBe(429);
  });

  it('one address meets a ceiling across login, send-otp and verify-otp', async () => {
    const address = '10.0.6.1';
    expect((await post('send-otp', { username: '01711111111' }, address)).statusCode).toBe(200);
    expect(
      (await post('verify-otp', { username: '01711111111', otp: '123456' }, address)).statusCode,
    ).toBe(400);
    expect(
      (await post('login', { username: '01711111112', password: 'x' }, address)).statusCode,
    ).toBe(401);
    expect((await post('send-otp', { username: '01711111113' }, address)).statusCode).toBe(200);
    const limited = await post(
      'login',
      { username: otherUser.phone, password: otherUser.password },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post('send-otp', { username: '01711111113' }, '10.0.6.2')).statusCode).toBe(200);
  });

  it('concurrent wrong passwords cannot get past the limit', async () => {
    const guess = { username: 'racer@merchant.test', password: 'Wrong@1234' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post('login', guess, `10.0.7.${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(3);
    expect(codes.filter((c) => c === 429).length).toBe(5);
  });
});
