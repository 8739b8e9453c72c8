import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import { secretFromEnvOrDataDir } from './secrets';

export type AccessClaims = { userId: number; sessionId: string };

/** Signs and checks the short-lived idToken (HS256 only: `alg: none` and others are refused). */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims & { name: string }) {
    return new SignJWT({ sid: claims.sessionId, name: claims.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Resolves to the claims, or undefined for any token that is not ours and current. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string')
        return undefined;
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
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
