import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The messages the embedded mailer wrote to DATA_DIR/outbox, oldest first, parsed by mailparser. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return { file, to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
    }),
  );
}

/** The link to `path` (e.g. /nova-senha) in the newest message sent to `to`. */
export async function linkFromOutbox(dataDir: string, to: string, path: string): Promise<string> {
  const messages = (await readOutbox(dataDir)).filter((m) => m.to.includes(to)).reverse();
  for (const m of messages) {
    const match = new RegExp(`https?://\\S*${path}\\?token=[A-Za-z0-9._-]+`).exec(m.text);
    if (match) return match[0];
  }
  throw new Error(`Nenhum link ${path} no outbox para ${to}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
