import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Where one-time codes go. The real SMS gateway is outside our reach, so it sits behind this. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The embedded default: logs the message and appends it to `<DATA_DIR>/outbox/sms.jsonl`, which
 * a developer (or the end-to-end test) reads instead of a phone.
 */
export class OutboxSmsSender implements SmsSender {
  readonly file: string;
  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, 'outbox', 'sms.jsonl');
  }

  async send(to: string, text: string) {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(
      this.file,
      `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`,
    );
    this.log.info({ to, text }, 'sms sent to outbox');
  }
}
