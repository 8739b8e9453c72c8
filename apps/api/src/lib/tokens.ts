import crypto from 'node:crypto';
import type { Config } from '../config';
import { secretFromEnvOrDataDir } from './secrets';

export type AccessClaims = { userId: number; sessionId: string };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A positive whole number, written as we write it (no sign, no leading zero, no exponent). */
const USER_ID = /^[1-9]\d{0,9}$/;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Tokens kept after a successful check; a panel keeps one token for its whole lifetime. */
const MAX_REMEMBERED_TOKENS = 10_000;

/** The decoded JSON object, or undefined for anything else (bad base64url, bad JSON, array). */
function jsonSegment(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Only the header we sign: HS256, `typ: JWT` optional, nothing else (no `crit`, `kid`, `b64`). */
function isOurHeader(header: Record<string, unknown>) {
  return (
    header.alg === 'HS256' &&
    (header.typ === undefined || header.typ === 'JWT') &&
    Object.keys(header).every((name) => name === 'alg' || name === 'typ')
  );
}

const isNumericDate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Signs and checks the short-lived idToken: HS256 only (`alg: none` and others are refused).
 * Verification is a synchronous HMAC with node:crypto, checked on every request: WebCrypto's
 * asynchronous verify (a thread-pool job each time) cost ~10% of the API's CPU under load.
 * The claims are checked as jose checked them, without clock tolerance: `exp` (required here,
 * every token we sign carries one), `nbf` and `iat` numeric when present.
 *
 * A token that passed is remembered with its claims and expiry: the same text always checks
 * the same way, so its next requests skip the HMAC and both JSON decodes (~4% of an order
 * detail's API CPU, profiled). Expiry is still checked on every use; whether the session is
 * still alive is the session lookup's question on every request, as before (decision 012). At
 * most `maxRemembered` tokens are kept, the oldest dropped first; only tokens we signed get in.
 */
export class AccessTokens {
  private readonly key: Buffer;
  private readonly remembered = new Map<string, { claims: AccessClaims; exp: number }>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly maxRemembered = MAX_REMEMBERED_TOKENS,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  sign(claims: AccessClaims & { name: string }) {
    const issuedAt = nowInSeconds();
    const payload = {
      sid: claims.sessionId,
      name: claims.name,
      sub: String(claims.userId),
      iat: issuedAt,
      exp: issuedAt + this.ttlSeconds,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${this.signature(signingInput)}`;
  }

  /** The claims, or undefined for any token that is not ours and current. */
  verify(token: string): AccessClaims | undefined {
    const known = this.remembered.get(token);
    if (known) {
      if (known.exp > nowInSeconds()) return known.claims;
      this.remembered.delete(token);
      return undefined;
    }
    const checked = this.check(token);
    if (checked) {
      if (this.remembered.size >= this.maxRemembered) {
        this.remembered.delete(this.remembered.keys().next().value!);
      }
      this.remembered.set(token, checked);
    }
    return checked?.claims;
  }

  private check(token: string) {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
    const header = jsonSegment(encodedHeader);
    if (!header || !isOurHeader(header)) return undefined;
    // Compared as text: only the one canonical encoding of the right HMAC is accepted.
    const signature = Buffer.from(encodedSignature);
    const expected = Buffer.from(this.signature(`${encodedHeader}.${encodedPayload}`));
    if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) {
      return undefined;
    }
    const payload = jsonSegment(encodedPayload);
    if (!payload) return undefined;
    const { exp, nbf, iat, sub, sid } = payload;
    const now = nowInSeconds();
    if (!isNumericDate(exp) || exp <= now) return undefined;
    if (nbf !== undefined && (!isNumericDate(nbf) || nbf > now)) return undefined;
    if (iat !== undefined && !isNumericDate(iat)) return undefined;
    if (typeof sub !== 'string' || !USER_ID.test(sub) || typeof sid !== 'string') return undefined;
    return { claims: Object.freeze({ userId: Number(sub), sessionId: sid }), exp };
  }

  private signature(signingInput: string) {
    return crypto.createHmac('sha256', this.key).update(signingInput).digest('base64url');
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
