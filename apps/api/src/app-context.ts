import type { Config } from './config';
import type { Database } from './db/client';
import type { AccessTokens } from './lib/tokens';
import type { EmailSender, SmsSender } from './modules/ums/auth/sms-sender';

/** Shared services every module may use; passed explicitly, no container. */
export type AppContext = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  sms: SmsSender;
  email: EmailSender;
};
