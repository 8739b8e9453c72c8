import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Where one-time codes go. The real SMS gateway is outside our reach, so it sits behind this. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Where invitation links go by e-mail; the mail server is outside our reach too. */
export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** Appends a message to `<DATA_DIR>/outbox/<name>.jsonl`, read by a developer or a test. */
class Outbox {
  readonly file: string;
  constructor(
    dataDir: string,
    name: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = path.join(dataDir, 'outbox', `${name}.jsonl`);
  }

  async append(message: Record<string, string>, logLine: string) {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(
      this.file,
      `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`,
    );
    this.log.info(message, logLine);
  }
}

/**
 * The embedded default: logs the message and appends it to `<DATA_DIR>/outbox/sms.jsonl`, which
 * a developer (or the end-to-end test) reads instead of a phone.
 */
export class OutboxSmsSender implements SmsSender {
  private readonly outbox: Outbox;
  constructor(dataDir: string, log: FastifyBaseLogger) {
    this.outbox = new Outbox(dataDir, 'sms', log);
  }

  send(to: string, text: string) {
    return this.outbox.append({ to, text }, 'sms sent to outbox');
  }
}

/** As the SMS outbox, for e-mail: `<DATA_DIR>/outbox/email.jsonl`. */
export class OutboxEmailSender implements EmailSender {
  private readonly outbox: Outbox;
  constructor(dataDir: string, log: FastifyBaseLogger) {
    this.outbox = new Outbox(dataDir, 'email', log);
  }

  send(to: string, subject: string, text: string) {
    return this.outbox.append({ to, subject, text }, 'e-mail sent to outbox');
  }
}
