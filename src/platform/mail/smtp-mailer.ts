import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

/** Production Mailer: SMTP via nodemailer, e.g. SMTP_URL=smtp://user:pass@host:587. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport;

  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport(smtpUrl, { from });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail(message);
    return { messageId: info.messageId };
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      // verify() connects and authenticates: it proves the server would accept our mail.
      await this.transport.verify();
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
