import type { Mailer } from './mailer.port';
import { OutboxMailer, type MailLogger } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is configured, otherwise `.eml` files in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  logger?: MailLogger;
}): Mailer {
  if (options.smtpUrl) return new SmtpMailer(options.smtpUrl, options.from);
  return new OutboxMailer({ dataDir: options.dataDir, from: options.from, logger: options.logger });
}
