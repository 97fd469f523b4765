import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createTcpServer, Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookUrlGuard } from '../webhook-url-guard';
import { LaneRunner } from './lane-runner';
import type { FromSendThread, SendItem } from './send-protocol';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

/**
 * A real receiver on a loopback port. Each POST waits until the test releases it (or is
 * answered at once when `autoAnswer`), so the test sees what is in flight at any moment.
 */
class Receiver {
  /** The `webhook-id` of each POST, in arrival order. */
  readonly arrived: string[] = [];
  /** Whether each POST's signature verified with SECRET, as a consumer checks it. */
  readonly verified: boolean[] = [];
  readonly held = new Map<string, ServerResponse>();
  autoAnswer: ((id: string) => number) | null = () => 200;
  maxInFlight = 0;
  private inFlight = 0;
  private server: Server | null = null;
  port = 0;

  async start(): Promise<this> {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        this.arrived.push(id);
        this.verified.push(signedWith(SECRET, Buffer.concat(chunks).toString('utf8'), req.headers));
        this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
        res.on('finish', () => this.inFlight--);
        // A short wait before answering, so two requests of one lane would overlap if they were sent together.
        if (this.autoAnswer) setTimeout(() => res.writeHead(this.autoAnswer!(id)).end(), 15);
        else this.held.set(id, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  release(id: string, status = 200): void {
    this.held.get(id)!.writeHead(status).end();
    this.held.delete(id);
  }

  async waitForArrival(id: string): Promise<void> {
    await waitUntil(() => this.arrived.includes(id), `a chegada de ${id}`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }
}

function signedWith(secret: string, raw: string, headers: IncomingMessage['headers']): boolean {
  try {
    new Webhook(secret).verify(raw, { 'webhook-id': String(headers['webhook-id']), 'webhook-timestamp': String(headers['webhook-timestamp']), 'webhook-signature': String(headers['webhook-signature']) });
    return true;
  } catch {
    return false;
  }
}

/** A LaneRunner as the send thread makes it, with its replies kept in order. */
function runner(guard: WebhookUrlGuard) {
  const replies: FromSendThread[] = [];
  const lanes = new LaneRunner(guard, (message) => replies.push(message));
  const replyTo = (deliveryId: string) => replies.find((r) => r.deliveryId === deliveryId);
  return {
    lanes,
    replies,
    replyTo,
    async waitForReplies(...ids: string[]) {
      await waitUntil(() => ids.every((id) => replyTo(id)), `as respostas de ${ids.join(', ')}`);
      return ids.map((id) => replyTo(id)!);
    },
  };
}

const item = (url: string, deliveryId: string, overrides: Partial<SendItem> = {}): SendItem => ({
  lane: 'endpoint-1:sorteio-1',
  epoch: 1,
  deliveryId,
  url,
  secrets: [{ secret: SECRET, validoAte: null }],
  body: JSON.stringify({ type: 'entry.submitted', timestamp: '2026-03-09T15:00:05.000Z', data: { deliveryId } }),
  ...overrides,
});

const kinds = (replies: FromSendThread[]) => replies.map((r) => (r.type === 'sent' ? `${r.deliveryId}:${r.outcome.erro === null ? 'ok' : r.outcome.erro}` : `${r.deliveryId}:unsent`));

describe('the send thread\'s lanes (LaneRunner)', () => {
  describe('DNS rebinding', () => {
    let listener: TcpServer;
    let connections = 0;
    let port = 0;
    beforeEach(async () => {
      connections = 0;
      // Where a rebinding name now points (127.0.0.1): it counts every connection that reaches it.
      listener = createTcpServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      port = (listener.address() as AddressInfo).port;
    });
    afterEach(() => new Promise<void>((resolve) => listener.close(() => resolve())));

    it('refuses at the try a name that was public when the endpoint was created and now resolves to loopback, without connecting, and says why in Portuguese', async () => {
      // The attacker's DNS: a public address for the check at creation, 127.0.0.1 for every later one.
      const asked: string[] = [];
      const rebinding = async (host: string) => {
        asked.push(host);
        return [{ address: asked.length === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
      };
      const guard = new WebhookUrlGuard(false, rebinding);
      const url = `https://ganchos.exemplo.com.br:${port}/hooks`;
      // What creating the endpoint checks: accepted.
      await expect(guard.check(url)).resolves.toMatchObject({ address: '93.184.215.14' });

      const r = runner(guard);
      r.lanes.add(item(url, 'msg_rebind'));
      const [reply] = await r.waitForReplies('msg_rebind');

      expect(reply).toMatchObject({ type: 'sent', lane: 'endpoint-1:sorteio-1', epoch: 1, deliveryId: 'msg_rebind' });
      const outcome = reply.type === 'sent' ? reply.outcome : null;
      expect(outcome).toMatchObject({ statusHttp: null, resposta: null });
      expect(outcome!.erro).toBe('Endereço de webhook não permitido: o endereço 127.0.0.1 pertence a uma rede privada, local ou reservada (loopback).');
      expect(asked).toEqual(['ganchos.exemplo.com.br', 'ganchos.exemplo.com.br']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connections).toBe(0);
    });

    it('refuses at the try a name that answers a public and a private address together', async () => {
      const guard = new WebhookUrlGuard(false, async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
      const r = runner(guard);
      r.lanes.add(item(`https://ganchos.exemplo.com.br:${port}/hooks`, 'msg_mixed'));
      const [reply] = await r.waitForReplies('msg_mixed');

      expect(reply.type === 'sent' && reply.outcome.erro).toBe('Endereço de webhook não permitido: o endereço 10.0.0.7 pertence a uma rede privada, local ou reservada (private).');
      expect(connections).toBe(0);
    });

    it('fails the try, in Portuguese, when the name no longer resolves', async () => {
      const guard = new WebhookUrlGuard(false, async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      });
      const r = runner(guard);
      r.lanes.add(item(`https://ganchos.exemplo.com.br:${port}/hooks`, 'msg_gone'));
      const [reply] = await r.waitForReplies('msg_gone');

      expect(reply.type === 'sent' && reply.outcome.erro).toBe('Endereço de webhook não permitido: o nome ganchos.exemplo.com.br não foi encontrado.');
    });
  });

  describe('order and stops', () => {
    let receiver: Receiver;
    // Local receivers are on loopback: allowed here as with WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true.
    const guard = new WebhookUrlGuard(true);
    beforeEach(async () => {
      receiver = await new Receiver().start();
    });
    afterEach(() => receiver.stop());

    it('sends a lane\'s items one at a time, in the order given, each signed', async () => {
      const r = runner(guard);
      const ids = ['msg_1', 'msg_2', 'msg_3', 'msg_4', 'msg_5'];
      for (const id of ids) r.lanes.add(item(receiver.url(), id));
      await r.waitForReplies(...ids);

      expect(receiver.arrived).toEqual(ids);
      expect(receiver.maxInFlight).toBe(1);
      expect(receiver.verified).toEqual(ids.map(() => true));
      expect(kinds(r.replies)).toEqual(ids.map((id) => `${id}:ok`));
    });

    it('sends different lanes side by side: one lane waiting for an answer does not hold another', async () => {
      receiver.autoAnswer = null;
      const r = runner(guard);
      r.lanes.add(item(receiver.url(), 'msg_a1', { lane: 'endpoint-1:sorteio-a' }));
      r.lanes.add(item(receiver.url(), 'msg_a2', { lane: 'endpoint-1:sorteio-a' }));
      r.lanes.add(item(receiver.url(), 'msg_b1', { lane: 'endpoint-1:sorteio-b' }));
      await receiver.waitForArrival('msg_a1');
      await receiver.waitForArrival('msg_b1');
      expect(receiver.arrived).not.toContain('msg_a2');

      receiver.release('msg_b1');
      await r.waitForReplies('msg_b1');
      receiver.release('msg_a1');
      await receiver.waitForArrival('msg_a2');
      receiver.release('msg_a2');
      expect(kinds(await r.waitForReplies('msg_b1', 'msg_a1', 'msg_a2'))).toEqual(['msg_b1:ok', 'msg_a1:ok', 'msg_a2:ok']);
    });

    it('stops a lane at its first failure and answers the items behind it unsent, never sending them', async () => {
      receiver.autoAnswer = (id) => (id === 'msg_2' ? 500 : 200);
      const r = runner(guard);
      const ids = ['msg_1', 'msg_2', 'msg_3', 'msg_4'];
      for (const id of ids) r.lanes.add(item(receiver.url(), id));
      // Each item's one reply (the unsent ones may come before the failure's outcome).
      expect(kinds(await r.waitForReplies(...ids))).toEqual(['msg_1:ok', 'msg_2:Resposta HTTP 500', 'msg_3:unsent', 'msg_4:unsent']);
      expect(r.replies).toHaveLength(4);
      // An item of the same generation that comes after the failure is not sent either: the dispatcher decides what follows.
      r.lanes.add(item(receiver.url(), 'msg_5'));
      expect(kinds(await r.waitForReplies('msg_5'))).toEqual(['msg_5:unsent']);
      // A newer generation (the failure recorded, its retry due) starts the lane again.
      r.lanes.add(item(receiver.url(), 'msg_2', { epoch: 2 }));
      await waitUntil(() => r.replies.length === 6, 'a nova tentativa');
      expect(kinds(r.replies.slice(5))).toEqual(['msg_2:Resposta HTTP 500']);
      expect(receiver.arrived).toEqual(['msg_1', 'msg_2', 'msg_2']);
    });

    it('forgets a halted lane a minute after it halted, and not before', async () => {
      receiver.autoAnswer = () => 500;
      const r = runner(guard);
      r.lanes.add(item(receiver.url(), 'msg_1'));
      await r.waitForReplies('msg_1');
      // Still remembered at 59 s: a late item of the failed generation is refused.
      r.lanes.forgetHalted(Date.now() + 59_000);
      r.lanes.add(item(receiver.url(), 'msg_2'));
      expect(kinds(await r.waitForReplies('msg_2'))).toEqual(['msg_2:unsent']);
      // Gone after a minute: the lane starts afresh with whatever comes.
      r.lanes.forgetHalted(Date.now() + 61_000);
      r.lanes.add(item(receiver.url(), 'msg_3'));
      expect(kinds(await r.waitForReplies('msg_3'))).toEqual(['msg_3:Resposta HTTP 500']);
    });

    it('answers unsent the items of an older generation, and drops what it held of one when a newer comes', async () => {
      receiver.autoAnswer = null;
      const r = runner(guard);
      r.lanes.add(item(receiver.url(), 'msg_a', { epoch: 1 }));
      r.lanes.add(item(receiver.url(), 'msg_b', { epoch: 1 }));
      await receiver.waitForArrival('msg_a');

      r.lanes.add(item(receiver.url(), 'msg_c', { epoch: 2 }));
      expect(kinds(r.replies)).toEqual(['msg_b:unsent']);
      r.lanes.add(item(receiver.url(), 'msg_d', { epoch: 1 }));
      expect(r.replies.map((reply) => [reply.deliveryId, reply.type, reply.epoch])).toEqual([
        ['msg_b', 'unsent', 1],
        ['msg_d', 'unsent', 1],
      ]);

      // The try already in flight still gets its outcome; then the newer generation goes on.
      receiver.release('msg_a');
      await receiver.waitForArrival('msg_c');
      receiver.release('msg_c');
      await r.waitForReplies('msg_a', 'msg_c');
      expect(kinds(r.replies)).toEqual(['msg_b:unsent', 'msg_d:unsent', 'msg_a:ok', 'msg_c:ok']);
      expect(receiver.arrived).toEqual(['msg_a', 'msg_c']);
    });

    it('halts the lanes whose key starts with a prefix: their queued items are answered unsent, other lanes go on', async () => {
      receiver.autoAnswer = null;
      const r = runner(guard);
      r.lanes.add(item(receiver.url(), 'msg_x1', { lane: 'endpoint-1:sorteio-1' }));
      r.lanes.add(item(receiver.url(), 'msg_x2', { lane: 'endpoint-1:sorteio-1' }));
      r.lanes.add(item(receiver.url(), 'msg_z1', { lane: 'endpoint-1:sorteio-2' }));
      r.lanes.add(item(receiver.url(), 'msg_z2', { lane: 'endpoint-1:sorteio-2' }));
      r.lanes.add(item(receiver.url(), 'msg_y1', { lane: 'endpoint-2:sorteio-1' }));
      r.lanes.add(item(receiver.url(), 'msg_y2', { lane: 'endpoint-2:sorteio-1' }));
      await receiver.waitForArrival('msg_x1');
      await receiver.waitForArrival('msg_z1');
      await receiver.waitForArrival('msg_y1');

      r.lanes.halt('endpoint-1:');
      expect(kinds(r.replies)).toEqual(['msg_x2:unsent', 'msg_z2:unsent']);
      // Halted until a newer generation comes.
      r.lanes.add(item(receiver.url(), 'msg_x3', { lane: 'endpoint-1:sorteio-1' }));
      expect(kinds(r.replies.slice(2))).toEqual(['msg_x3:unsent']);

      for (const id of ['msg_x1', 'msg_z1', 'msg_y1']) receiver.release(id);
      await receiver.waitForArrival('msg_y2');
      receiver.release('msg_y2');
      await r.waitForReplies('msg_x1', 'msg_z1', 'msg_y1', 'msg_y2');
      // Every item got exactly one reply, the tries in flight their outcome.
      expect(r.replies.map((reply) => reply.deliveryId).sort()).toEqual(['msg_x1', 'msg_x2', 'msg_x3', 'msg_y1', 'msg_y2', 'msg_z1', 'msg_z2']);
      expect(receiver.arrived.sort()).toEqual(['msg_x1', 'msg_y1', 'msg_y2', 'msg_z1']);
    });
  });
});

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Esperou demais por ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
