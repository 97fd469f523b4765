import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  headers: IncomingHttpHeaders;
  path: string;
  raw: string;
  body: { type: string; timestamp: string; data: Record<string, any> };
  at: number;
}

type Answer = number | 'hold' | { status: number; body?: string };

/**
 * A real HTTP receiver on a free loopback port: it records every POST and answers what
 * `answer` says (200 by default). `stop()` and `start()` keep the port, so a test can take
 * the receiver down and bring it back.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** 'hold': never answer (the sender's timeout or crash ends the request). A promise: answer once it settles. */
  answer: (hook: ReceivedWebhook) => Answer | Promise<Answer> = () => 200;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const hook: ReceivedWebhook = {
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          signature: String(req.headers['webhook-signature']),
          headers: req.headers,
          path: req.url ?? '/',
          raw,
          body: JSON.parse(raw),
          at: performance.now(),
        };
        this.received.push(hook);
        const reply = (answer: Answer) => {
          if (answer === 'hold') return;
          const { status, body } = typeof answer === 'number' ? { status: answer, body: '' } : answer;
          res.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? '');
        };
        const answer = this.answer(hook);
        // Synchronous answers go at once (the webhooks bench times them).
        if (answer instanceof Promise) void answer.then(reply);
        else reply(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  url(path = '/hooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Resolves once `count` deliveries (duplicates included) have arrived. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`Recebidos ${this.received.length} de ${count} webhooks em ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.received;
  }
}

/** Checks a delivery with the standardwebhooks library, as a consumer would; throws when it does not verify. */
export function verify(secret: string, hook: ReceivedWebhook): unknown {
  return new Webhook(secret).verify(hook.raw, { 'webhook-id': hook.id, 'webhook-timestamp': hook.timestamp, 'webhook-signature': hook.signature });
}
