import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { merchantActivity } from '../activity/activity.table';
import { authSessions } from './auth.table';
import { userTwoStep } from './two-step.table';

const AUTH = '/api/v1/ums/auth';
const STEP_MS = 30_000;

describe('2-step sign-in with an authenticator app', () => {
  let t: TestApp;
  // The app's codes follow the clock in 30 s steps: the test holds the clock in the middle of a
  // step and moves it a whole step when it needs a new code, so no code is read at a boundary.
  let clock: number;
  const nextStep = () => {
    clock += STEP_MS;
    vi.setSystemTime(clock);
  };
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    vi.setSystemTime(clock);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });
  beforeEach(() => nextStep());

  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const post = (url: string, payload: object, tokens?: TokenPair) =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH}/${url}`,
      payload,
      ...(tokens ? { headers: t.auth(tokens) } : {}),
    });

  /** A person with 2-step on: their key and recovery codes, and a session from before. */
  async function enrolled(fields: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.db, fields);
    const tokens = await t.login(user.phone, user.password);
    const setup = await post('two-step/setup', {}, tokens);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Merchant%20Panel:.+\?secret=/);
    const enable = await post('two-step/enable', { code: await codeOf(secret) }, tokens);
    expect(enable.statusCode, enable.body).toBe(200);
    const recoveryCodes: string[] = enable.json().recoveryCodes;
    nextStep();
    return { user, tokens, secret: secret as string, recoveryCodes };
  }

  const passwordStep = async (user: TestUser) => {
    const response = await post('merchant/login', {
      username: user.phone,
      password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('turns on with the first code, shows 10 recovery codes once and keeps the key sealed', async () => {
    const { user, tokens, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/two-step`,
      headers: t.auth(tokens),
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await t.db.select().from(userTwoStep).where(eq(userTwoStep.userId, user.id));
    expect(row?.sealedSecret).not.toContain(secret);
    // A second setup would replace the key of a person who already uses it.
    expect((await post('two-step/setup', {}, tokens)).statusCode).toBe(409);
  });

  it('asks for the second step after the password, and each code works once', async () => {
    const { user, secret } = await enrolled();
    const first = await passwordStep(user);
    expect(first).toEqual({
      secondStep: { ticket: expect.any(String), methods: ['app', 'recovery'] },
    });
    expect(first.idToken).toBeUndefined();
    const code = await codeOf(secret);
    const wrong = await post('merchant/login/second-step', {
      ticket: first.secondStep.ticket,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const signedIn = await post('merchant/login/second-step', {
      ticket: first.secondStep.ticket,
      code,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens: TokenPair = signedIn.json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(tokens),
    });
    expect(me.statusCode).toBe(200);
    // The same code again, even with a fresh ticket, and the used ticket, are refused.
    const second = await passwordStep(user);
    const replay = await post('merchant/login/second-step', {
      ticket: second.secondStep.ticket,
      code,
    });
    expect(replay.statusCode).toBe(400);
    nextStep();
    const usedTicket = await post('merchant/login/second-step', {
      ticket: first.secondStep.ticket,
      code: await codeOf(secret),
    });
    expect(usedTicket.statusCode).toBe(401);
  });

  it('takes a recovery code once, in any case and spacing, and a ticket only for 5 minutes', async () => {
    const { user, recoveryCodes, tokens } = await enrolled();
    const recoveryCode = recoveryCodes[0]!;
    const { secondStep } = await passwordStep(user);
    const typed = ` ${recoveryCode.toUpperCase().replace('-', ' ')} `;
    const signedIn = await post('merchant/login/second-step', {
      ticket: secondStep.ticket,
      recoveryCode: typed,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const again = await passwordStep(user);
    const reused = await post('merchant/login/second-step', {
      ticket: again.secondStep.ticket,
      recoveryCode,
    });
    expect(reused.statusCode).toBe(400);
    const status = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/two-step`,
      headers: t.auth(tokens),
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
    await t.db.execute(
      sql`update second_step_tickets set expires_at = now() - interval '1 second'`,
    );
    const late = await post('merchant/login/second-step', {
      ticket: again.secondStep.ticket,
      recoveryCode: recoveryCodes[1]!,
    });
    expect(late.statusCode).toBe(401);
  });

  it('turns off only with the second step, and then signs in with the password alone', async () => {
    const { user, tokens, secret } = await enrolled();
    expect((await post('two-step/turn-off', { code: '123456' }, tokens)).statusCode).toBe(400);
    expect((await passwordStep(user)).secondStep).toBeDefined();
    const off = await post('two-step/turn-off', { code: await codeOf(secret) }, tokens);
    expect(off.statusCode, off.body).toBe(204);
    expect((await passwordStep(user)).idToken).toEqual(expect.any(String));
  });

  it('new recovery codes replace the old ones, for the second step', async () => {
    const { tokens, secret, recoveryCodes } = await enrolled();
    const renewed = await post('two-step/recovery-codes', { code: await codeOf(secret) }, tokens);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await post('two-step/turn-off', { recoveryCode: recoveryCodes[0]! }, tokens);
    expect(old.statusCode).toBe(400);
  });

  it('a password reset of an account with 2-step needs the second step too', async () => {
    const { user, secret } = await enrolled();
    const address = '10.9.8.7';
    const sent = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/merchant/send-otp`,
      payload: { username: user.phone },
      remoteAddress: address,
    });
    const browser = Object.fromEntries(sent.cookies.map((c) => [c.name, c.value]));
    const otp = /\d{6}/.exec(t.sms.sent.at(-1)!.text)![0];
    const verified = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/merchant/verify-otp`,
      payload: { username: user.phone, otp },
      remoteAddress: address,
      cookies: browser,
    });
    expect(verified.json()).toEqual({ resetToken: expect.any(String), secondStepRequired: true });
    const { resetToken } = verified.json();
    const textOnly = await post('merchant/set-password', { resetToken, password: 'New@password1' });
    expect(textOnly.statusCode).toBe(403);
    expect(textOnly.json().errorCode).toBe('SECOND_STEP_REQUIRED');
    // Refused, the old password still signs in and the token still works with the second step.
    expect((await passwordStep(user)).secondStep).toBeDefined();
    const withApp = await post('merchant/set-password', {
      resetToken,
      password: 'New@password1',
      secondStep: { code: await codeOf(secret) },
    });
    expect(withApp.statusCode, withApp.body).toBe(200);
  });

  describe('guarded acts', () => {
    const preference = (merchantId: number, tokens: TokenPair) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/cms/merchant/merchants/${merchantId}/update-payment-preference`,
        headers: t.auth(tokens),
        payload: {
          codPaymentPreference: {
            method: 'bkash',
            accountNumber: '01711000009',
            accountName: 'Rahim',
          },
        },
      });
    const exportOrders = (merchantId: number, tokens: TokenPair) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/oms/merchant-orders/export/csv',
        headers: t.auth(tokens, merchantId),
        payload: {},
      });
    const ageSessions = (userId: number) =>
      t.db
        .update(authSessions)
        .set({ steppedUpAt: sql`now() - interval '16 minutes'` })
        .where(eq(authSessions.userId, userId));

    it('the payout account and an export with phones ask for proof 15 minutes after sign-in', async () => {
      const owner = await createUser(t.db);
      const merchant = await createMerchant(t.db, { ownerUserId: owner.id });
      const tokens = await t.login(owner.phone, owner.password);
      expect((await preference(merchant.id, tokens)).statusCode).toBe(200);
      await ageSessions(owner.id);
      const refused = await preference(merchant.id, tokens);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('STEP_UP_REQUIRED');
      expect((await exportOrders(merchant.id, tokens)).json().errorCode).toBe('STEP_UP_REQUIRED');
      expect((await post('step-up', { password: 'wrong-password' }, tokens)).statusCode).toBe(400);
      expect((await post('step-up', { password: owner.password }, tokens)).statusCode).toBe(204);
      expect((await preference(merchant.id, tokens)).statusCode).toBe(200);
      expect((await exportOrders(merchant.id, tokens)).statusCode).toBe(202);
    });

    it('an export without phones needs no proof', async () => {
      const owner = await createUser(t.db);
      const merchant = await createMerchant(t.db, { ownerUserId: owner.id });
      const manager = await createUser(t.db);
      await addMember(t.db, { merchantId: merchant.id, userId: manager.id, role: 'manager' });
      const tokens = await t.login(manager.phone, manager.password);
      await ageSessions(manager.id);
      expect((await exportOrders(merchant.id, tokens)).statusCode).toBe(202);
    });

    it('with 2-step on, only the second step proves it, not the password', async () => {
      const { user, tokens, secret } = await enrolled();
      const merchant = await createMerchant(t.db, { ownerUserId: user.id });
      await ageSessions(user.id);
      expect((await post('step-up', { password: user.password }, tokens)).statusCode).toBe(400);
      expect((await post('step-up', { code: await codeOf(secret) }, tokens)).statusCode).toBe(204);
      expect((await preference(merchant.id, tokens)).statusCode).toBe(200);
    });
  });

  describe('the owner asks 2-step of everyone', () => {
    const rules = (tokens: TokenPair, merchantId: number, twoStepRequired: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/ums/sign-in-rules',
        headers: t.auth(tokens, merchantId),
        payload: { twoStepRequired },
      });

    it('needs their own first, then refuses the team until each turns it on', async () => {
      const plainOwner = await createUser(t.db);
      const plainMerchant = await createMerchant(t.db, { ownerUserId: plainOwner.id });
      const plainTokens = await t.login(plainOwner.phone, plainOwner.password);
      expect((await rules(plainTokens, plainMerchant.id, true)).statusCode).toBe(409);

      const { user: owner, tokens } = await enrolled();
      const merchant = await createMerchant(t.db, { ownerUserId: owner.id });
      const packer = await createUser(t.db);
      await addMember(t.db, { merchantId: merchant.id, userId: packer.id, role: 'packer' });
      expect((await rules(tokens, merchant.id, true)).statusCode).toBe(200);

      const packerTokens = await t.login(packer.phone, packer.password);
      const orders = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/oms/merchant-orders/stats/count',
          headers: t.auth(packerTokens, merchant.id),
        });
      const refused = await orders();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('TWO_STEP_REQUIRED');
      // Their own things still answer, so the panel can lead them to set it up.
      const merchants = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cms/merchant/merchants',
        headers: t.auth(packerTokens),
      });
      expect(merchants.statusCode).toBe(200);
      const setup = await post('two-step/setup', {}, packerTokens);
      await post('two-step/enable', { code: await codeOf(setup.json().secret) }, packerTokens);
      expect((await orders()).statusCode).toBe(200);

      const team = await t.app.inject({
        method: 'GET',
        url: '/api/v1/ums/members',
        headers: t.auth(tokens, merchant.id),
      });
      expect(team.json().members.map((m: { twoStep: boolean }) => m.twoStep)).toEqual([true, true]);
      const logged = await t.db
        .select({ kind: merchantActivity.kind, details: merchantActivity.details })
        .from(merchantActivity)
        .where(eq(merchantActivity.merchantId, merchant.id));
      expect(logged).toEqual([{ kind: 'staff.sign_in_rules', details: { twoStepRequired: true } }]);
    });
  });
});
