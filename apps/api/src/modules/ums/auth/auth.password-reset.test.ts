import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser } from '../../../../test/factories/auth.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { passwordResetOtps } from './auth.table';

const WRONG_CODE = { errorCode: 'VALIDATION_ERROR', message: 'The code is wrong or has expired' };

let clients = 0;

/** One browser at an address of its own. */
function client(t: TestApp) {
  const { post } = signInBrowser(t, `10.1.0.${++clients}`);
  return {
    post,
    sendOtp: (username: string) => post('send-otp', { username }),
    verifyOtp: (username: string, otp: string) => post('verify-otp', { username, otp }),
    setPassword: (resetToken: string, password: string) =>
      post('set-password', { resetToken, password }),
    login: (username: string, password: string) => post('login', { username, password }),
  };
}

/** A six-digit code that is not the one just sent. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// One app for all cases: the demo user gets 4 codes and the other user 4, under 5 an hour.
describe('password reset by one-time code', () => {
  let t: TestApp;
  let user: TestUser;
  let otherUser: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db, { name: 'Rahim Uddin' });
    otherUser = await createUser(t.db, { name: 'Karim Hossain' });
  });
  afterAll(() => t.close());

  it('a merchant resets the password by SMS code and logs in with the new one', async () => {
    const api = client(t);
    const before = await t.login(user.phone, user.password);

    const sent = await api.sendOtp(user.email!);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toHaveProperty('message');
    const code = t.sms.lastCodeFor(user.phone);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await api.verifyOtp(user.email!, code!);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();

    const changed = await api.setPassword(resetToken, 'Brand@New99');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveProperty('message');

    expect((await api.login(user.phone, 'Brand@New99')).statusCode).toBe(200);
    expect((await api.login(user.phone, user.password)).statusCode).toBe(401);

    // Sessions opened before the reset end with it.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(before),
    });
    expect(old.statusCode).toBe(401);

    // The reset token works once.
    const again = await api.setPassword(resetToken, 'Another@99');
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('send-otp for an unknown user answers 200 like any other and sends nothing', async () => {
    const api = client(t);
    const known = await api.sendOtp(otherUser.phone);
    const before = t.sms.sent.length;
    const unknown = await api.sendOtp('01799999999');
    const unknownEmail = await api.sendOtp('nobody@merchant.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknownEmail.body).toBe(known.body);
    expect(t.sms.sent.length).toBe(before);
  });

  it('the text carries the code and its lifetime', async () => {
    await client(t).sendOtp(otherUser.phone);
    const last = t.sms.sent.at(-1)!;
    expect(last.to).toBe(otherUser.phone);
    expect(last.text).toMatch(/\b\d{6}\b.*10 minutes/);
  });

  it('verify-otp for an unknown user reads like a wrong code', async () => {
    const response = await client(t).verifyOtp('01799999999', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(WRONG_CODE);
  });

  it('an expired code is refused', async () => {
    const api = client(t);
    await api.sendOtp(otherUser.phone);
    const code = t.sms.lastCodeFor(otherUser.phone)!;
    await t.db
      .update(passwordResetOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetOtps.userId, otherUser.id));
    const response = await api.verifyOtp(otherUser.phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(WRONG_CODE);
  });

  it('a code works only once', async () => {
    const api = client(t);
    await api.sendOtp(otherUser.phone);
    const code = t.sms.lastCodeFor(otherUser.phone)!;
    expect((await api.verifyOtp(otherUser.phone, code)).statusCode).toBe(200);
    const reused = await api.verifyOtp(otherUser.phone, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject(WRONG_CODE);
  });

  it('a new code replaces the earlier one', async () => {
    const api = client(t);
    expect((await api.sendOtp(user.email!)).statusCode).toBe(200);
    const first = t.sms.lastCodeFor(user.phone)!;
    const sentBefore = t.sms.sent.length;
    expect((await api.sendOtp(user.email!)).statusCode).toBe(200);
    expect(t.sms.sent.length).toBe(sentBefore + 1);
    const second = t.sms.lastCodeFor(user.phone)!;
    expect((await api.verifyOtp(user.email!, first)).statusCode).toBe(first === second ? 200 : 400);
    if (first !== second) {
      expect((await api.verifyOtp(user.email!, second)).statusCode).toBe(200);
    }
  });

  it('three wrong tries kill the code, even in parallel: the right code then fails', async () => {
    const api = client(t);
    await api.sendOtp(user.phone);
    const code = t.sms.lastCodeFor(user.phone)!;
    const wrong = await Promise.all(
      Array.from({ length: 6 }, () => api.verifyOtp(user.phone, otherCode(code))),
    );
    expect(wrong.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    const [latest] = await t.db
      .select({ failedAttempts: passwordResetOtps.failedAttempts })
      .from(passwordResetOtps)
      .where(eq(passwordResetOtps.userId, user.id))
      .orderBy(sql`${passwordResetOtps.id} desc`)
      .limit(1);
    expect(latest?.failedAttempts).toBe(3);
    const right = await api.verifyOtp(user.phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject(WRONG_CODE);
  });

  it("a code works only in the browser it was sent for: another browser's guesses neither use nor spend it", async () => {
    const api = client(t);
    await api.sendOtp(otherUser.phone);
    const code = t.sms.lastCodeFor(otherUser.phone)!;
    for (let i = 0; i < 6; i++) {
      const stranger = client(t);
      expect((await stranger.verifyOtp(otherUser.phone, otherCode(code))).statusCode).toBe(400);
      expect((await stranger.verifyOtp(otherUser.phone, code)).statusCode).toBe(400);
    }
    expect((await api.verifyOtp(otherUser.phone, code)).statusCode).toBe(200);
  });

  it('a made-up reset token is refused', async () => {
    const response = await client(t).setPassword('made-up-token', 'Brand@New99');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('a new password shorter than 8 characters is refused', async () => {
    const response = await client(t).setPassword('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
