import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { OutboxMailer } from '../../src/platform/mail/outbox-mailer';
import { SmtpMailer } from '../../src/platform/mail/smtp-mailer';
import { FROM, mailerContract, parseDelivered, type DeliveredMail } from './mailer.contract';

const emlFiles = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
};

describe('Mailer contract: outbox (.eml files)', () => {
  mailerContract(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-outbox-'));
    return {
      mailer: new OutboxMailer({ dataDir, from: FROM, logger: { log: () => undefined } }),
      delivered: () =>
        Promise.all(emlFiles(dataDir).map((file) => parseDelivered(readFileSync(join(dataDir, 'outbox', file))))),
      close: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  });
});

describe('outbox mailer files', () => {
  test('writes one time-stamped .eml per message, names sorted by sending time, and logs a line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-outbox-'));
    const lines: string[] = [];
    const mailer = new OutboxMailer({ dataDir, from: FROM, logger: { log: (line) => lines.push(line) } });
    const first = await mailer.send({ to: 'ana@example.com', subject: 'Primeiro', html: '<p>1</p>' });
    const second = await mailer.send({ to: 'bia@example.com', subject: 'Segundo', html: '<p>2</p>' });
    await mailer.close();

    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    const stamp = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z`;
    files.forEach((file) => expect(file).toMatch(new RegExp(`^${stamp}-[\\w.@-]+\\.eml$`)));
    const sorted = [...files].sort();
    expect(sorted[0]).toContain(first.messageId.replace(/[<>]/g, ''));
    expect(sorted[1]).toContain(second.messageId.replace(/[<>]/g, ''));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('ana@example.com');
    expect(lines[0]).toContain(join(dataDir, 'outbox', sorted[0]));
    rmSync(dataDir, { recursive: true, force: true });
  });
});

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: DeliveredMail[] = [];
  const logins: Array<{ username: string; password: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        parseDelivered(Buffer.concat(chunks), recipients).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, received, logins, stop };
}

describe('Mailer contract: SMTP (smtp-server on loopback)', () => {
  mailerContract(async () => {
    const smtp = await startSmtpServer();
    return {
      mailer: new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, FROM),
      // The server has the message once send() resolves: SMTP acknowledges after DATA.
      delivered: async () => [...smtp.received],
      close: smtp.stop,
    };
  });
});

describe('SMTP mailer connection', () => {
  test('logs in with the user and password from SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const mailer = new SmtpMailer(`smtp://sorteios:s3gr%40do@127.0.0.1:${smtp.port}`, FROM);
    await mailer.send({ to: 'ana@example.com', subject: 'Olá', html: '<p>Olá</p>' });
    await mailer.close();
    await smtp.stop();
    expect(smtp.logins).toEqual([{ username: 'sorteios', password: 's3gr@do' }]);
    expect(smtp.received.map((m) => m.recipients)).toEqual([['ana@example.com']]);
  });

  test('reports unhealthy when no SMTP server answers', async () => {
    const smtp = await startSmtpServer();
    await smtp.stop();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, FROM);
    const health = await mailer.health();
    await mailer.close();
    expect(health.ok).toBe(false);
    expect(health.detail).toBeTruthy();
  });
});
