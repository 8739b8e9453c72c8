import type { TokenPair } from '@mp/contract/ums/auth';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { EmailSender, SmsSender } from '../src/modules/ums/auth/sms-sender';
import { createTestDatabase } from './databases';

/** Records the texts instead of sending them, so a test can read the OTP. */
export class MemorySmsSender implements SmsSender {
  readonly sent: { to: string; text: string }[] = [];
  async send(to: string, text: string) {
    this.sent.push({ to, text });
  }
  lastCodeFor(to: string) {
    const message = this.sent.findLast((m) => m.to === to);
    return message?.text.match(/\b(\d{6})\b/)?.[1];
  }
}

/** Records the e-mails instead of sending them, so a test can follow a link. */
export class MemoryEmailSender implements EmailSender {
  readonly sent: { to: string; subject: string; text: string }[] = [];
  async send(to: string, subject: string, text: string) {
    this.sent.push({ to, subject, text });
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a private copy of the migrated database (PGlite or PostgreSQL, per project). */
export async function createTestApp(env: Record<string, string> = {}) {
  const testDb = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const sms = new MemorySmsSender();
  const email = new MemoryEmailSender();
  const app: App = await buildApp({
    config,
    database: testDb.database,
    sms,
    email,
    logger: false,
  });
  await app.ready();

  async function login(username: string, password: string): Promise<TokenPair> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/ums/auth/merchant/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  }

  return {
    app,
    config,
    sms,
    email,
    db: testDb.database.db,
    database: testDb.database,
    login,
    /** Authorization (and optionally X-Merchant-Id) headers for app.inject. */
    auth(tokens: TokenPair, merchantId?: number) {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens.idToken}` };
      if (merchantId !== undefined) headers['x-merchant-id'] = String(merchantId);
      return headers;
    },
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
