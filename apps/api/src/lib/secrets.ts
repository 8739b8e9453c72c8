import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or, for the single-machine demo without one, a random secret
 * kept in the data folder (never in the repo), so that what was signed before a restart still
 * verifies after it. Several API processes must be given the same value through the environment.
 */
export function secretFromEnvOrDataDir(fromEnv: string | undefined, dataDir: string, name: string) {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Whether a presented secret, signature or token equals the expected one, in constant time: both
 * are hashed first, so the comparison takes as long whichever byte differs and whatever the
 * lengths. The one comparison of secrets in the API.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || expected.length === 0) return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
