import crypto from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs256';
const tokens = new AccessTokens(SECRET, 900);
const claims = { userId: 42, sessionId: 'session-42', name: 'Rahim' };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, secret = SECRET) =>
  crypto.createHmac('sha256', secret).update(input).digest('base64url');
/** A token with any header and payload, correctly signed with our secret. */
const signedRaw = (header: unknown, payload: unknown) => {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${hmac(input)}`;
};
const now = () => Math.floor(Date.now() / 1000);
const validPayload = () => ({ sid: 'session-42', sub: '42', iat: now(), exp: now() + 600 });

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('a token it signed verifies back to its user, session and expiry', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({
      userId: 42,
      sessionId: 'session-42',
      expiresAt: decodeJwt(token).exp! * 1000,
    });
  });

  it('signs what jose signs: the same header and claims, verifiable by jose', async () => {
    const token = await tokens.sign(claims);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sid: 'session-42', name: 'Rahim', sub: '42' });
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(decodeJwt(token).exp).toBeGreaterThan(now());
  });

  it('accepts a token jose signed with our secret, with or without typ', async () => {
    const key = new TextEncoder().encode(SECRET);
    for (const header of [{ alg: 'HS256', typ: 'JWT' }, { alg: 'HS256' }]) {
      const token = await new SignJWT({ sid: 'session-7' })
        .setProtectedHeader(header)
        .setSubject('7')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
      expect(await tokens.verify(token)).toMatchObject({ userId: 7, sessionId: 'session-7' });
    }
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const tampered = encode({ ...validPayload(), sub: '1' });
    expect(await tokens.verify(`${header}.${tampered}.${signature}`)).toBeUndefined();
  });

  it('refuses a token signed with another secret, or with its signature cut or re-encoded', async () => {
    const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(validPayload())}`;
    expect(await tokens.verify(`${input}.${hmac(input, `${SECRET}-other`)}`)).toBeUndefined();
    const signature = hmac(input);
    expect(await tokens.verify(`${input}.${signature.slice(0, -2)}`)).toBeUndefined();
    expect(await tokens.verify(`${input}.${signature}=`)).toBeUndefined();
    expect(
      await tokens.verify(`${input}.${Buffer.from(signature, 'base64url').toString('base64')}x`),
    ).toBeUndefined();
  });

  it('refuses every header but HS256, even when the HMAC is right', async () => {
    for (const header of [
      { alg: 'none' },
      { alg: 'none', typ: 'JWT' },
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'RS256', typ: 'JWT' },
      { alg: 'hs256' },
      { typ: 'JWT' },
      { alg: 'HS256', typ: 'JWS' },
      { alg: 'HS256', crit: ['b64'], b64: false },
      { alg: 'HS256', kid: 'other-key' },
      ['HS256'],
    ]) {
      expect(
        await tokens.verify(signedRaw(header, validPayload())),
        JSON.stringify(header),
      ).toBeUndefined();
    }
  });

  it('refuses an unsigned token (alg none, empty signature)', async () => {
    const input = `${encode({ alg: 'none' })}.${encode(validPayload())}`;
    expect(await tokens.verify(`${input}.`)).toBeUndefined();
  });

  it('refuses a token with missing or extra parts', async () => {
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.');
    for (const malformed of [
      '',
      'abc',
      `${header}.${payload}`,
      `${header}..${signature}`,
      `.${payload}.${signature}`,
      `${token}.${signature}`,
      `${header}.${payload}.${signature}.`,
    ]) {
      expect(await tokens.verify(malformed), malformed).toBeUndefined();
    }
  });

  it('refuses a header or payload that is not a JSON object, even when signed', async () => {
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    for (const payload of ['bm90IGpzb24', encode([1, 2]), encode('text'), encode(null), '!!!']) {
      const input = `${header}.${payload}`;
      expect(await tokens.verify(`${input}.${hmac(input)}`), payload).toBeUndefined();
    }
    const input = `bm90IGpzb24.${encode(validPayload())}`;
    expect(await tokens.verify(`${input}.${hmac(input)}`)).toBeUndefined();
  });

  it('refuses an expired token, from the second exp is reached', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const token = await tokens.sign(claims);
    vi.setSystemTime(new Date('2026-11-22T10:14:59Z'));
    expect(await tokens.verify(token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-22T10:15:00Z'));
    expect(await tokens.verify(token)).toBeUndefined();
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(
      await tokens.verify(signedRaw(header, { ...validPayload(), exp: now() - 1 })),
    ).toBeUndefined();
  });

  it('refuses a token without a numeric exp, with nbf in the future, or a non-numeric iat', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const { exp: _, ...withoutExp } = validPayload();
    for (const payload of [
      withoutExp,
      { ...validPayload(), exp: String(now() + 600) },
      { ...validPayload(), nbf: now() + 60 },
      { ...validPayload(), nbf: 'now' },
      { ...validPayload(), iat: 'today' },
    ]) {
      expect(
        await tokens.verify(signedRaw(header, payload)),
        JSON.stringify(payload),
      ).toBeUndefined();
    }
    expect(await tokens.verify(signedRaw(header, { ...validPayload(), nbf: now() }))).toBeDefined();
  });

  it('refuses a subject that is not a positive whole number, or a session id that is not text', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    for (const sub of ['0', '-1', '1.5', '1e3', '01', 'abc', '', 42, undefined]) {
      const payload = { ...validPayload(), sub };
      expect(await tokens.verify(signedRaw(header, payload)), String(sub)).toBeUndefined();
    }
    for (const sid of [42, null, undefined, ['session-42']]) {
      const payload = { ...validPayload(), sid };
      expect(await tokens.verify(signedRaw(header, payload)), String(sid)).toBeUndefined();
    }
  });
});
