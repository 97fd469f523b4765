import { simpleParser } from 'mailparser';
import type { Mailer } from '../../src/platform/mail/mailer.port';

/** A message as the other side saw it: the raw RFC 822 text, parsed by mailparser. */
export interface DeliveredMail {
  /** Envelope recipients for SMTP, the To header for files. */
  recipients: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  raw: string;
}

export interface MailerHarness {
  mailer: Mailer;
  /** Everything delivered so far, oldest first. */
  delivered(): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

export const FROM = 'Sorteios <nao-responda@sorteios.local>';

export async function parseDelivered(raw: Buffer | string, recipients?: string[]): Promise<DeliveredMail> {
  const mail = await simpleParser(raw);
  const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? ''));
  return {
    recipients: recipients ?? to,
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    messageId: mail.messageId ?? '',
    raw: raw.toString(),
  };
}

/** The Mailer contract; each adapter's test file supplies a harness per test. */
export function mailerContract(open: () => Promise<MailerHarness>): void {
  let harness: MailerHarness;
  beforeEach(async () => {
    harness = await open();
  });
  afterEach(async () => {
    await harness.mailer.close();
    await harness.close();
  });

  test('delivers a message with its recipient, pt-BR subject and HTML body', async () => {
    const html =
      '<p>Olá, Ana! Para criar uma nova senha, <a href="https://sorteios.local/nova-senha?token=abc123">clique aqui</a>.</p>';
    const { messageId } = await harness.mailer.send({ to: 'ana@example.com', subject: 'Redefinição de senha', html });

    const [mail, ...others] = await harness.delivered();
    expect(others).toEqual([]);
    expect(mail.recipients).toEqual(['ana@example.com']);
    expect(mail.subject).toBe('Redefinição de senha');
    expect(mail.html.trim()).toBe(html);
    expect(mail.from).toBe('"Sorteios" <nao-responda@sorteios.local>');
    expect(mail.messageId).toBe(messageId);
    // Headers travel as 7-bit text: accents go as an encoded word, never as raw bytes.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(mail.raw).not.toContain('Redefinição');
  });

  test('includes the plain-text alternative when one is given', async () => {
    await harness.mailer.send({
      to: 'bruno@example.com',
      subject: 'Confirme seu e-mail',
      html: '<p>Confirme seu e-mail</p>',
      text: 'Confirme seu e-mail: https://sorteios.local/verificar?token=xyz',
    });
    const [mail] = await harness.delivered();
    expect(mail.text.trim()).toBe('Confirme seu e-mail: https://sorteios.local/verificar?token=xyz');
  });

  test('delivers each message separately, in the order they were sent', async () => {
    for (const n of [1, 2, 3]) {
      await harness.mailer.send({ to: `p${n}@example.com`, subject: `Você ganhou o sorteio nº ${n}`, html: `<p>${n}</p>` });
    }
    const mails = await harness.delivered();
    expect(mails.map((m) => [m.recipients, m.subject])).toEqual([
      [['p1@example.com'], 'Você ganhou o sorteio nº 1'],
      [['p2@example.com'], 'Você ganhou o sorteio nº 2'],
      [['p3@example.com'], 'Você ganhou o sorteio nº 3'],
    ]);
  });

  test('reports itself healthy', async () => {
    await expect(harness.mailer.health()).resolves.toMatchObject({ ok: true });
  });
}
