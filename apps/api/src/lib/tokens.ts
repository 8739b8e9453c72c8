import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import { secretFromEnvOrDataDir } from './secrets';

export type AccessClaims = { userId: number; sessionId: string };

/** A positive whole number, written as we write it (no sign, no leading zero, no exponent). */
const USER_ID = /^[1-9]\d{0,9}$/;
/** Three unpadded base64url parts: jose's decoder would also take padding and base64's + and /. */
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Signs and checks the short-lived idToken with jose: HS256 only (`alg: none` and every other
 * algorithm is refused), `exp` required, `nbf` and `iat` checked when present, no clock tolerance.
 * Beyond what jose checks, a token has one spelling (so no two texts carry the same signature),
 * the header may carry only what we sign (`alg`, optional `typ: JWT`) and the claims must name a
 * user and a session as we write them.
 */
export class AccessTokens {
  /** A KeyObject, made once: jose's Node build signs with it through node:crypto's HMAC. */
  private readonly key: crypto.KeyObject;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: AccessClaims & { name: string }) {
    return new SignJWT({ sid: claims.sessionId, name: claims.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims and expiry (ms), or undefined for any token that is not ours and current. */
  async verify(token: string): Promise<(AccessClaims & { expiresAt: number }) | undefined> {
    if (!COMPACT_JWS.test(token)) return undefined;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const headerIsOurs =
        (protectedHeader.typ === undefined || protectedHeader.typ === 'JWT') &&
        Object.keys(protectedHeader).every((name) => name === 'alg' || name === 'typ');
      const { sub, sid, exp } = payload;
      if (
        !headerIsOurs ||
        typeof sub !== 'string' ||
        !USER_ID.test(sub) ||
        typeof sid !== 'string' ||
        typeof exp !== 'number'
      ) {
        return undefined;
      }
      return { userId: Number(sub), sessionId: sid, expiresAt: exp * 1000 };
    } catch {
      return undefined;
    }
  }
}

/** Opaque random tokens (refresh, reset) and the hash under which they are stored. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('base64url');

/**
 * The signing secret comes from JWT_SECRET. A single-machine demo without one gets a random
 * secret kept in the data folder (never in the repo), so sessions survive a restart.
 */
export const resolveJwtSecret = (config: Config) =>
  secretFromEnvOrDataDir(config.jwtSecret, config.dataDir, 'jwt-secret');
