import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../test/support/server-process';
import { ChildProcess, fork } from 'node:child_process';
import { seedParticipants } from './seed-participants';
import { BENCH_JWT_SECRET, percentile, signedPoster } from './bench-http';

/**
 * Webhook deliveries end to end (issue 14): the real server in its own process (role all,
 * embedded defaults), a Pro creator with 3 endpoints on one local receiver, 64 HTTP clients
 * put ENTRIES entries into one giveaway. Prints deliveries/s (every delivery, from the first
 * entry sent to the last delivery received) and the latency from an entry's 201 to its
 * delivery; checks every delivery arrived once and in the same (log) order at each endpoint.
 * Then each endpoint asks for a replay of everything (POST …/replay): the same deliveries
 * again, with nothing else to do, so the figure is the senders' own rate, not the entries';
 * checks the replay brought every webhook-id back once, in log order.
 * Run: npm run bench:webhooks   (ENTRIES=2000 for a shorter run)
 */
const ENTRIES = Number(process.env.ENTRIES ?? 10_000);
const ENDPOINTS = 3;
const CLIENTS = 64;

interface Arrival {
  id: string;
  path: string;
  entryId: string;
  email: string;
  /** Epoch ms. */
  at: number;
}

/** The receiver in its own process (bench/webhook-receiver.process.ts), asked over IPC. */
class ReceiverProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static start(): Promise<ReceiverProcess> {
    const child = fork(join(__dirname, 'webhook-receiver.process.ts'), [], { execArgv: ['-r', '@swc-node/register'] });
    return new Promise((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve(new ReceiverProcess(child, m.port)));
      child.once('error', reject);
    });
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  private ask<T>(message: object, key: string): Promise<T> {
    return new Promise((resolve) => {
      const listen = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        this.child.off('message', listen);
        resolve(m[key] as T);
      };
      this.child.on('message', listen);
      this.child.send(message);
    });
  }

  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let n = 0; n < count; n = await this.ask<number>({ count: true }, 'count')) {
      if (Date.now() > deadline) throw new Error(`Recebidos ${n} de ${count} webhooks em ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  arrivals(): Promise<Arrival[]> {
    return this.ask<Arrival[]>({ report: true }, 'hooks');
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ stop: true });
    });
  }
}

/** Epoch ms, comparable with the receiver process's times. */
const now = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-webhooks-'));
  const receiver = await ReceiverProcess.start();
  try {
    console.log(`Semeando ${ENTRIES + 1} pessoas…`);
    const participants = await seedParticipants(dataDir, ENTRIES + 1);
    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'error', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' });
    const post = signedPoster(server.url);
    try {
      const creator = participants[0];
      const endpointIds: string[] = [];
      const beforeFirstEntry = new Date().toISOString();
      for (let e = 0; e < ENDPOINTS; e++) {
        let res = await post('/api/webhooks', creator, { url: receiver.url(`/e${e}`), eventos: ['entry.submitted'] });
        for (let i = 0; i < 600 && res.status !== 201; i++) {
          await new Promise((r) => setTimeout(r, 100));
          res = await post('/api/webhooks', creator, { url: receiver.url(`/e${e}`), eventos: ['entry.submitted'] });
        }
        if (res.status !== 201) throw new Error(`O servidor não aceitou o webhook: ${res.status} ${await res.text()}`);
        endpointIds.push(((await res.json()) as { id: string }).id);
      }
      const created = (await (await post('/api/giveaways', creator, { titulo: 'Sorteio de carga', descricao: '', premios: ['Prêmio'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false })).json()) as { id: string };
      await post(`/api/giveaways/${created.id}/publish`, creator, {});

      const answeredAt = new Map<string, number>();
      const sentAt = new Map<string, number>();
      const statuses = new Map<number, number>();
      let next = 1;
      const started = now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = next++; i <= ENTRIES; i = next++) {
            const email = `p${i}@bench.local`;
            sentAt.set(email, now());
            const res = await post(`/api/giveaways/${created.id}/entries`, participants[i], { respostas: { nome: `Pessoa ${i}`, email }, aceiteRegulamento: true });
            await res.arrayBuffer();
            answeredAt.set(email, now());
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          }
        }),
      );
      const entriesSeconds = (now() - started) / 1000;
      const expected = ENTRIES * ENDPOINTS;
      await receiver.waitFor(expected, 300_000);
      const hooks = await receiver.arrivals();
      const seconds = (hooks[hooks.length - 1].at - started) / 1000;
      const latencies = hooks.map((h) => h.at - (answeredAt.get(h.email) ?? h.at)).sort((a, b) => a - b);
      // The 201 leaves the server between the entry's sending and its reading by this busy
      // client: from the sending is an upper bound of 201 → delivery, never below it.
      const bounds = hooks.map((h) => h.at - (sentAt.get(h.email) ?? h.at)).sort((a, b) => a - b);
      console.log(`inscrições: ${ENTRIES} em ${entriesSeconds.toFixed(1)} s = ${Math.round(ENTRIES / entriesSeconds)}/s (${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')})`);
      console.log(`entregas: ${hooks.length} em ${seconds.toFixed(1)} s = ${Math.round(hooks.length / seconds)} entregas/s`);
      // After the last entry the server only delivers: how fast the senders go alone.
      const entriesEnded = started + entriesSeconds * 1000;
      const after = hooks.filter((h) => h.at > entriesEnded);
      if (after.length > 0) {
        const drainSeconds = (hooks[hooks.length - 1].at - entriesEnded) / 1000;
        console.log(`depois da última inscrição: ${after.length} entregas em ${drainSeconds.toFixed(1)} s = ${Math.round(after.length / drainSeconds)} entregas/s (só os envios)`);
      }
      console.log(`da resposta 201 (lida pelo cliente) à entrega: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, máx ${latencies[latencies.length - 1].toFixed(0)} ms (negativo: a entrega chegou antes de o cliente ler a resposta)`);
      console.log(`do envio da inscrição à entrega (limite superior de 201 → entrega): p50 ${percentile(bounds, 50).toFixed(0)} ms, p99 ${percentile(bounds, 99).toFixed(0)} ms, máx ${bounds[bounds.length - 1].toFixed(0)} ms`);
      const ids = new Set(hooks.map((h) => h.id));
      const perEndpoint = new Map<string, string[]>();
      for (const h of hooks) {
        const list = perEndpoint.get(h.path) ?? [];
        list.push(h.entryId);
        perEndpoint.set(h.path, list);
      }
      const orders = [...perEndpoint.values()].map((l) => l.join(','));
      const sameOrder = orders.length === ENDPOINTS && orders.every((o) => o === orders[0]);
      const complete = [...perEndpoint.values()].every((l) => l.length === ENTRIES && new Set(l).size === ENTRIES);
      console.log(`conferência: ${ids.size} webhook-ids distintos de ${expected}; cada endpoint recebeu cada inscrição uma vez: ${complete ? 'sim' : 'NÃO'}; mesma ordem (a do registro) nos ${ENDPOINTS}: ${sameOrder ? 'sim' : 'NÃO'}`);
      if (ids.size !== expected || !complete || !sameOrder) process.exitCode = 1;

      const replayStarted = now();
      for (const id of endpointIds) {
        const res = await post(`/api/webhooks/${id}/replay`, creator, { desde: beforeFirstEntry });
        if (res.status !== 202) throw new Error(`O servidor recusou o replay: ${res.status} ${await res.text()}`);
      }
      await receiver.waitFor(expected * 2, 300_000);
      const replayed = (await receiver.arrivals()).slice(hooks.length);
      const replaySeconds = (replayed[replayed.length - 1].at - replayStarted) / 1000;
      const originalOrder = (path: string) => hooks.filter((h) => h.path === path).map((h) => h.id).join(',');
      const replayOrder = (path: string) => replayed.filter((h) => h.path === path).map((h) => h.id).join(',');
      const sameAsOriginal = [...perEndpoint.keys()].every((path) => replayOrder(path) === originalOrder(path));
      console.log(`replay de tudo nos ${ENDPOINTS} endpoints: ${replayed.length} entregas em ${replaySeconds.toFixed(1)} s = ${Math.round(replayed.length / replaySeconds)} entregas/s (do pedido à última entrega)`);
      console.log(`conferência do replay: os mesmos webhook-ids, uma vez cada, na ordem do registro: ${sameAsOriginal ? 'sim' : 'NÃO'}`);
      if (!sameAsOriginal) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
