import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

export interface MailLogger {
  log(message: string): void;
}

/**
 * Embedded Mailer: nothing leaves the machine. Each message becomes an RFC 822 `.eml` file in
 * `${dataDir}/outbox` (open it in any mail client, or read it in end-to-end tests), plus
 * one log line so a developer sees that a mail "went out".
 */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';
  readonly dir: string;
  // nodemailer builds the MIME (encoded headers, transfer encodings) exactly as SMTP would send it.
  private lastStampMs = 0;
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(private readonly options: { dataDir: string; from: string; logger?: MailLogger }) {
    this.dir = join(options.dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    const messageId = info.messageId;
    // Names sort in sending order: two mails in the same millisecond get consecutive stamps.
    this.lastStampMs = Math.max(Date.now(), this.lastStampMs + 1);
    // ':' is not allowed in Windows file names; with '-' the name still sorts by time.
    const stamp = new Date(this.lastStampMs).toISOString().replace(/:/g, '-');
    const file = join(this.dir, `${stamp}-${messageId.replace(/[^\w.@-]/g, '')}.eml`);
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so whoever watches the outbox never reads half a message.
    const partial = join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    (this.options.logger ?? console).log(`E-mail para ${message.to} gravado em ${file}: "${message.subject}"`);
    return { messageId };
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await mkdir(this.dir, { recursive: true });
      await access(this.dir, constants.W_OK);
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
