import type { SignedInDevice, TokenPair } from '@mp/contract/ums/auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser } from '../../../../test/factories/auth.testing';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

const DEVICES = '/api/v1/ums/auth/devices';
const PROTECTED = '/api/v1/cms/merchant/merchants';
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('where a person is signed in', () => {
  let t: TestApp;
  let user: TestUser;
  let otherUser: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db);
    otherUser = await createUser(t.db);
  });
  afterAll(() => t.close());

  const signIn = async (who: TestUser, userAgent: string): Promise<TokenPair> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ums/auth/merchant/login',
      headers: { 'user-agent': userAgent },
      payload: { username: who.phone, password: who.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const sessionOf = (tokens: TokenPair) => decodeJwt(tokens.idToken).sid as string;
  const devicesOf = async (tokens: TokenPair) => {
    const response = await t.app.inject({ method: 'GET', url: DEVICES, headers: t.auth(tokens) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().devices as SignedInDevice[];
  };
  const call = (tokens: TokenPair, method: 'DELETE' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: t.auth(tokens) });

  it('lists each sign-in with its browser, system and address, this one marked', async () => {
    const phone = await signIn(user, PHONE_CHROME);
    const desktop = await signIn(user, DESKTOP_FIREFOX);
    const devices = await devicesOf(desktop);
    const byId = new Map(devices.map((device) => [device.id, device]));
    expect(byId.get(sessionOf(phone))).toMatchObject({
      browser: 'Chrome 131',
      os: 'Android 14',
      platform: 'mobile',
      ip: '127.0.0.1',
      current: false,
    });
    expect(byId.get(sessionOf(desktop))).toMatchObject({
      browser: 'Firefox 133',
      platform: 'desktop',
      current: true,
    });
    expect((await devicesOf(await signIn(otherUser, PHONE_CHROME))).length).toBe(1);
  });

  it('signs one device out: its next call is refused, and it leaves the list', async () => {
    const phone = await signIn(user, PHONE_CHROME);
    const desktop = await signIn(user, DESKTOP_FIREFOX);
    const out = await call(desktop, 'DELETE', `${DEVICES}/${sessionOf(phone)}`);
    expect(out.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'GET', url: PROTECTED, headers: t.auth(phone) });
    expect(refused.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ums/auth/refresh',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await devicesOf(desktop)).map((device) => device.id)).not.toContain(sessionOf(phone));
    // Once out, it is not found again; another person's device is not the caller's to end.
    expect((await call(desktop, 'DELETE', `${DEVICES}/${sessionOf(phone)}`)).statusCode).toBe(404);
    const stranger = await signIn(otherUser, PHONE_CHROME);
    const foreign = await call(desktop, 'DELETE', `${DEVICES}/${sessionOf(stranger)}`);
    expect(foreign.statusCode).toBe(404);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: PROTECTED,
      headers: t.auth(stranger),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('signs every other device out and keeps this one', async () => {
    const first = await signIn(user, PHONE_CHROME);
    const second = await signIn(user, PHONE_CHROME);
    const kept = await signIn(user, DESKTOP_FIREFOX);
    expect((await call(kept, 'POST', `${DEVICES}/sign-out-others`)).statusCode).toBe(204);
    for (const gone of [first, second]) {
      const refused = await t.app.inject({ method: 'GET', url: PROTECTED, headers: t.auth(gone) });
      expect(refused.statusCode).toBe(401);
    }
    expect(await devicesOf(kept)).toEqual([
      expect.objectContaining({ id: sessionOf(kept), current: true }),
    ]);
  });

  it('a sign-in from a new browser tells the person, and the owners of the teams they are staff in', async () => {
    const owner = await createUser(t.db, { name: 'Rahim Owner' });
    const packer = await createUser(t.db, { name: 'Jamal Packer' });
    const merchantId = (await createMerchant(t.db, { ownerUserId: owner.id })).id;
    await addMember(t.db, { merchantId, userId: packer.id, role: 'packer' });
    const bellOf = async (who: TestUser) => {
      const tokens = await signIn(who, DESKTOP_FIREFOX);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/ums/notifications?limit=100',
        headers: t.auth(tokens, merchantId),
      });
      return response.json().content as { kind: string; details: Record<string, string> }[];
    };
    const mailsBefore = t.email.sent.length;

    const browser = signInBrowser(t, '10.9.0.1');
    const first = await browser.post('login', {
      username: packer.phone,
      password: packer.password,
    });
    expect(first.statusCode).toBe(200);
    const told = t.email.sent.slice(mailsBefore);
    expect(told).toEqual([
      expect.objectContaining({
        to: owner.email,
        text: expect.stringContaining('Jamal Packer of your merchant account'),
      }),
    ]);
    expect(told[0]!.text).toContain('10.9.0.1');
    // The same browser again is no news.
    const again = await browser.post('login', {
      username: packer.phone,
      password: packer.password,
    });
    expect(again.statusCode).toBe(200);
    expect(t.email.sent.length).toBe(mailsBefore + 1);

    const ownersBell = await bellOf(owner);
    expect(ownersBell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'member_new_device',
          details: expect.objectContaining({ name: 'Jamal Packer', ip: '10.9.0.1' }),
        }),
      ]),
    );
    // A packer's own bell tells them of their own sign-ins, never of the team's.
    const packersBell = await bellOf(packer);
    expect(packersBell.some((notice) => notice.kind === 'new_device')).toBe(true);
    expect(packersBell.some((notice) => notice.kind === 'member_new_device')).toBe(false);
  });
});
