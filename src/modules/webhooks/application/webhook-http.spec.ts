import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeAnswer, postJson } from './webhook-http';
import type { CheckedTarget } from './webhook-url-guard';

/** A real receiver on a loopback port; `handle` decides each answer, `seen` keeps what arrived. */
class Receiver {
  readonly seen: Array<{ path: string; host: string | undefined; body: string }> = [];
  handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(200).end('ok');
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.seen.push({ path: req.url ?? '/', host: req.headers.host, body: Buffer.concat(chunks).toString('utf8') });
        this.handle(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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

  /** What the guard would hand over for this receiver: the URL and the address it checked. */
  target(path = '/hooks', host = '127.0.0.1'): CheckedTarget {
    return { url: new URL(`http://${host}:${this.port}${path}`), address: '127.0.0.1', family: 4 };
  }
}

const BODY = JSON.stringify({ type: 'webhook.test', timestamp: '2026-03-09T15:00:05.000Z', data: { mensagem: 'olá' } });
const HEADERS = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1773068405', 'webhook-signature': 'v1,assinatura' };

describe('one webhook POST (postJson)', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await new Receiver().start();
  });
  afterEach(() => receiver.stop());

  it('posts the body as JSON with our user-agent and the signing headers, and counts a 2xx as a success', async () => {
    let headers: IncomingMessage['headers'] = {};
    receiver.handle = (req, res) => {
      headers = req.headers;
      res.writeHead(204).end();
    };
    const outcome = await postJson(receiver.target(), HEADERS, BODY);
    expect(outcome).toMatchObject({ statusHttp: 204, erro: null, resposta: null });
    expect(receiver.seen).toEqual([{ path: '/hooks', host: `127.0.0.1:${receiver.port}`, body: BODY }]);
    expect(headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'Sorteios-Webhooks/1.0', ...HEADERS });
  });

  it('connects to the address that was checked, not to whatever the name resolves to now, and still names the host', async () => {
    // ganchos.exemplo.invalid resolves nowhere: only the pinned address can reach the receiver.
    const outcome = await postJson(receiver.target('/hooks', 'ganchos.exemplo.invalid'), HEADERS, BODY);
    expect(outcome.erro).toBeNull();
    expect(receiver.seen.map((r) => r.host)).toEqual([`ganchos.exemplo.invalid:${receiver.port}`]);
  });

  describe('an answer larger than 64 KB', () => {
    // Far more than the socket buffers hold, so a reader that kept reading would be seen to.
    const TOTAL = 64 * 1024 * 1024;
    const CHUNK = Buffer.from('<b>"Tom & Jerry\'s"</b>\u0007'.repeat(2048));
    let written = 0;
    let cutShort = false;
    const streamHuge = (status: number) => (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, { 'content-type': 'text/html', 'content-length': String(TOTAL) });
      res.on('close', () => (cutShort = written < TOTAL));
      const pump = () => {
        while (written < TOTAL && !res.destroyed) {
          const piece = CHUNK.subarray(0, Math.min(CHUNK.length, TOTAL - written));
          written += piece.length;
          if (!res.write(piece)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    };
    beforeEach(() => {
      written = 0;
      cutShort = false;
    });

    it('is a success when the status is 2xx, keeps only the first 1000 characters HTML-escaped, and stops reading the rest', async () => {
      receiver.handle = streamHuge(200);
      const outcome = await postJson(receiver.target(), HEADERS, BODY);

      expect(outcome.statusHttp).toBe(200);
      expect(outcome.erro).toBeNull();
      const first1000 = CHUNK.toString('utf8').slice(0, 1000);
      expect(outcome.resposta).toBe(escapeAnswer(first1000));
      expect(outcome.resposta).not.toMatch(/[<>"'\u0007]/);
      expect(outcome.resposta!.startsWith('&#60;b&#62;&#34;Tom &#38; Jerry&#39;s&#34;&#60;/b&#62;&#60;b&#62;')).toBe(true);
      // Unescaped, what is kept is exactly the answer's first 1000 characters, control characters dropped.
      const unescaped = outcome.resposta!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
      expect(unescaped).toBe(first1000.replace(/\u0007/g, ''));
      await waitUntil(() => cutShort);
    });

    it('is a failure when the status is not 2xx, with the same 1000 escaped characters kept', async () => {
      receiver.handle = streamHuge(500);
      const outcome = await postJson(receiver.target(), HEADERS, BODY);

      expect(outcome).toMatchObject({ statusHttp: 500, erro: 'Resposta HTTP 500' });
      expect(outcome.resposta).toBe(escapeAnswer(CHUNK.toString('utf8')));
      await waitUntil(() => cutShort);
    });
  });

  it('does not follow a redirect, and counts it as a failure', async () => {
    receiver.handle = (req, res) => {
      if (req.url === '/hooks') res.writeHead(302, { location: `http://127.0.0.1:${receiver.port}/outro-lugar` }).end('movido');
      else res.writeHead(200).end('ok');
    };
    const outcome = await postJson(receiver.target(), HEADERS, BODY);

    expect(outcome).toMatchObject({ statusHttp: 302, erro: 'Redirecionamento (302) não seguido', resposta: 'movido' });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.seen.map((r) => r.path)).toEqual(['/hooks']);
  });

  it('gives up on a receiver that never answers once the time runs out, and closes the connection', async () => {
    let closed = false;
    receiver.handle = (req) => req.socket.on('close', () => (closed = true));
    const started = performance.now();
    const outcome = await postJson(receiver.target(), HEADERS, BODY, 200);

    expect(outcome).toMatchObject({ statusHttp: null, resposta: null });
    expect(outcome.erro).toMatch(/^Tempo esgotado/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(2000);
    await waitUntil(() => closed);
  });

  it('counts the time to the end of the answer: a receiver that sends its status and then stalls runs out of time too', async () => {
    receiver.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('começou…');
    };
    const outcome = await postJson(receiver.target(), HEADERS, BODY, 200);

    expect(outcome.erro).toMatch(/^Tempo esgotado/);
  });

  it('says the receiver closed the connection when it resets it', async () => {
    receiver.handle = (req) => req.socket.resetAndDestroy();
    const outcome = await postJson(receiver.target(), HEADERS, BODY);

    expect(outcome).toMatchObject({ statusHttp: null, erro: 'Conexão encerrada pelo receptor', resposta: null });
  });

  it('says the connection was refused when nothing listens at the address', async () => {
    const target = receiver.target();
    await receiver.stop();
    const outcome = await postJson(target, HEADERS, BODY);

    expect(outcome).toMatchObject({ statusHttp: null, erro: 'Conexão recusada', resposta: null });
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condição não atingida em ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
