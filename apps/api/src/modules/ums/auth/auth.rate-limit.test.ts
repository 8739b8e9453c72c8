import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser } from '../../../../test/factories/auth.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { rateLimitEvents } from '../../../lib/rate-limit.table';

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
      OTP_MAX_SENDS_PER_ADDRESS: '3',
      ADDRESS_MAX_ATTEMPTS: '4',
    });
    otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  });
  afterAll(() => t.close());

  const browser = () => signInBrowser(t, '127.0.0.1');
  // Each case comes from its own addresses, so only the per-address test meets that ceiling.
  const post = (path: string, payload: object, remoteAddress: string) =>
    browser().post(path, payload, remoteAddress);
  /** A browser of the owner's that signed in once: it has the account's device cookie. */
  const ownersBrowser = async (owner: TestUser, address: string) => {
    const known = browser();
    const signedIn = await known.post(
      'login',
      { username: owner.phone, password: owner.password },
      address,
    );
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'mp_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `${BASE}/login` });
    return known;
  };
  const textsTo = (user: TestUser) => t.sms.sent.filter((text) => text.to === user.phone);

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
    const known = await ownersBrowser(owner, '10.0.8.9');
    const wrong = { username: owner.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 3; i++) {
      expect((await post('login', wrong, '10.0.8.1')).statusCode).toBe(401);
    }
    // The address's next unknown browser would meet 429 (the case above); within the
    // address's own ceiling of 4 attempts, the owner's browser signs in.
    const right = { username: owner.phone, password: owner.password };
    expect((await known.post('login', right, '10.0.8.1')).statusCode).toBe(200);
  });

  it('past the account-wide ceiling a new browser signs in with the password plus a texted code; the owner is told once; guessing stays capped', async () => {
    const owner = await createUser(t.db, { name: 'Nasrin Begum' });
    const known = await ownersBrowser(owner, '10.0.9.99');
    const wrong = { username: owner.phone, password: 'Wrong@1234' };
    for (let i = 0; i < 5; i++) {
      expect((await post('login', wrong, `10.0.9.${i}`)).statusCode).toBe(401);
    }
    // A stranger from yet more addresses: no password is checked any more, right or wrong.
    const textsBefore = textsTo(owner).length;
    for (let i = 10; i < 14; i++) {
      const guessed = await post('login', wrong, `10.0.9.${i}`);
      expect(guessed.statusCode).toBe(403);
      expect(guessed.json().errorCode).toBe('LOGIN_CODE_REQUIRED');
    }
    const alerts = textsTo(owner).slice(textsBefore);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/Someone is trying to sign in/);
    const counted = await t.db
      .select({ id: rateLimitEvents.id })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, 'login-failure-account'),
          eq(rateLimitEvents.key, `user:${owner.id}`),
        ),
      );
    expect(counted).toHaveLength(5);

    // The owner's known browser is not asked for a code.
    const right = { username: owner.phone, password: owner.password };
    expect((await known.post('login', right, '10.0.9.50')).statusCode).toBe(200);

    // On a new phone, the owner asks for a code and signs in with it.
    const phone = browser();
    expect((await phone.post('login', right, '10.0.9.60')).json().errorCode).toBe(
      'LOGIN_CODE_REQUIRED',
    );
    expect((await phone.post('send-otp', { username: owner.phone }, '10.0.9.60')).statusCode).toBe(
      200,
    );
    const otp = t.sms.lastCodeFor(owner.phone)!;
    // The stranger cannot use the owner's code from another browser.
    expect((await post('login', { ...wrong, otp }, '10.0.9.70')).statusCode).toBe(400);
    expect((await post('login', { ...right, otp }, '10.0.9.71')).statusCode).toBe(400);
    // A wrong password with the right code is still a wrong password, and the code lives on.
    expect((await phone.post('login', { ...wrong, otp }, '10.0.9.60')).statusCode).toBe(401);
    const signedIn = await phone.post('login', { ...right, otp }, '10.0.9.60');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The phone is now a browser the account knows; without that cookie, the code works once.
    expect(phone.cookies.mp_device).toBeDefined();
    delete phone.cookies.mp_device;
    expect((await phone.post('login', { ...right, otp }, '10.0.9.61')).statusCode).toBe(400);
    // A device cookie of another account, or a forged one, is an unknown browser.
    const forged = browser();
    forged.cookies.mp_device = `${owner.id}:made-up`;
    expect((await forged.post('login', right, '10.0.9.51')).statusCode).toBe(403);
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

  it("codes are counted per browser and per address, never per account: a stranger's requests leave the owner's", async () => {
    const owner = await createUser(t.db, { name: 'Ruma Khatun' });
    const body = { username: owner.phone };
    // One browser: at most 2 codes an hour, from any address.
    const stranger = browser();
    expect((await stranger.post('send-otp', body, '10.0.4.1')).statusCode).toBe(200);
    expect((await stranger.post('send-otp', body, '10.0.4.2')).statusCode).toBe(200);
    const sent = t.sms.sent.length;
    const limited = await stranger.post('send-otp', body, '10.0.4.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sms.sent.length).toBe(sent);
    // One address: at most 3 codes an hour, from any browser.
    for (let i = 0; i < 3; i++) {
      expect((await post('send-otp', body, '10.0.4.9')).statusCode).toBe(200);
    }
    expect((await post('send-otp', body, '10.0.4.9')).statusCode).toBe(429);
    // Fresh browsers from fresh addresses go on, and the owner's own request is answered.
    for (let i = 10; i < 14; i++) {
      expect((await post('send-otp', body, `10.0.4.${i}`)).statusCode).toBe(200);
    }
    const owners = browser();
    expect((await owners.post('send-otp', body, '10.0.4.99')).statusCode).toBe(200);
    const otp = t.sms.lastCodeFor(owner.phone)!;
    expect((await owners.post('verify-otp', { ...body, otp }, '10.0.4.99')).statusCode).toBe(200);
  });

  it("wrong codes count per address, and guesses from elsewhere leave the owner's code alive", async () => {
    const owner = await createUser(t.db, { name: 'Jahanara Imam' });
    const owners = browser();
    expect((await owners.post('send-otp', { username: owner.phone }, '10.0.5.99')).statusCode).toBe(
      200,
    );
    const otp = t.sms.lastCodeFor(owner.phone)!;
    const wrong = { username: owner.phone, otp: otp === '000000' ? '000001' : '000000' };
    // Ten strangers, two addresses: each address meets its ceiling of 3 wrong codes.
    for (const address of ['10.0.5.1', '10.0.5.2']) {
      for (let i = 0; i < 3; i++) {
        expect((await post('verify-otp', wrong, address)).statusCode).toBe(400);
      }
      expect((await post('verify-otp', wrong, address)).statusCode).toBe(429);
    }
    // Even the right digits from another browser are refused, and do not spend the code.
    for (let i = 0; i < 6; i++) {
      expect(
        (await post('verify-otp', { username: owner.phone, otp }, `10.0.5.${10 + i}`)).statusCode,
      ).toBe(400);
    }
    const verified = await owners.post('verify-otp', { username: owner.phone, otp }, '10.0.5.99');
    expect(verified.statusCode, verified.body).toBe(200);
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

  it('concurrent wrong passwords never pass the limits', async () => {
    const guess = { username: 'racer@merchant.test', password: 'Wrong@1234' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('login', guess, '10.0.7.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    // A password was checked at most 3 times (the address's ceiling on the account) and the
    // address took at most its 4 attempts; the rest were refused (429) or, past the account's
    // ceiling of 5, asked for a code (403). A burst may be refused early, never let through.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => [401, 403, 429].includes(c))).toBe(true);
    const counted = (bucket: string, key: string) =>
      t.db
        .select({ id: rateLimitEvents.id })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
    expect(
      (await counted('login-failure', 'name:racer@merchant.test@10.0.7.1')).length,
    ).toBeLessThanOrEqual(3);
    expect((await counted('address', '10.0.7.1')).length).toBeLessThanOrEqual(4);
  });
});
