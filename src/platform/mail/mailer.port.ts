export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
}

export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export const MAILER = Symbol('MAILER');
