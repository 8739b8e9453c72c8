import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { createUser, type TestUser } from '../users/users.testing';

const BASE = '/api/v1/ums/auth/merchant';

describe('rate limits on login and one-time codes', () => {
  let t: TestApp;
  let otherUser: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_WINDOW_SECONDS: '900',
      LOGIN_ACCOUNT_MAX_FAILURES: '5',
      OTP_MAX_SENDS: '2',
      ADDRESS_MAX_ATTEMPTS: '4',
    });
    otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  });
  afterAll(() => t.close());

  // Each case comes from its own addresses, so only the per-address test meets that ceiling.
  const post = (
    path: string,
    payload: object,
    remoteAddress: string,
    cookies: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload, remoteAddress, cookies });
  /** Signs in from a browser of the owner's: its device cookie, as the login set it. */
  const ownersBrowser = async (owner: TestUser, address: string) => {
    const signedIn = await post(
      'login',
      { username: owner.phone, password: owner.password },
      address,
    );
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'mp_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `${BASE}/login` });
    return { mp_device: cookie.value };
  };

  it('after 3 failed logins from one address, it answers 429 on that account, even to the right password; the owner elsewhere signs in', async () => {
    const owner = await createUser(t.db, { name: 'Rahim Mia' });
    const wrong = { username: owner.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      expect((await post('login', wrong, '10.0.1.1')).statusCode).toBe(401);
    }
    // Its e-mail counts for the same account.
    const right = { username: owner.email!, password: owner.password };
    const limited = await post('login', right, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await post('login', right, '10.0.1.2')).statusCode).toBe(200);
  });

  it("the owner's known browser signs in through an address throttled on the account", async () => {
    const owner = await createUser(t.db, { name: 'Selina Akter' });
    const browser = await ownersBrowser(owner, '10.0.8.9');
    const wrong = { username: owner.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      expect((await post('login', wrong, '10.0.8.1')).statusCode).toBe(401);
    }
    // The address's next unknown browser would meet 429 (the case above); within the
    // address's own ceiling of 4 attempts, the owner's browser signs in.
    const right = { username: owner.phone, password: owner.password };
    expect((await post('login', right, '10.0.8.1', browser)).statusCode).toBe(200);
  });

  it('browsers an account has never seen share an account-wide ceiling; a known browser does not', async () => {
    const owner = await createUser(t.db, { name: 'Nasrin Begum' });
    const browser = await ownersBrowser(owner, '10.0.9.99');
    const wrong = { username: owner.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 5; i++) {
      expect((await post('login', wrong, `10.0.9.${i}`)).statusCode).toBe(401);
    }
    const right = { username: owner.phone, password: owner.password };
    expect((await post('login', right, '10.0.9.50')).statusCode).toBe(429);
    expect((await post('login', right, '10.0.9.50', browser)).statusCode).toBe(200);
    // A device cookie of another account, or a forged one, is an unknown browser.
    const forged = { mp_device: `${owner.id}:made-up` };
    expect((await post('login', right, '10.0.9.51', forged)).statusCode).toBe(429);
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
      expect((await post('login', guess, '10.0.3.1')).statusCode).toBe(401);
    }
    expect((await post('login', guess, '10.0.3.1')).statusCode).toBe(429);
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
      Array.from({ length: 8 }, () => post('login', guess, '10.0.7.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(3);
    expect(codes.filter((c) => c === 429).length).toBe(5);
  });
});
