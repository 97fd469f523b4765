import { JwtService } from '@nestjs/jwt';
import { createSecretKey, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src/platform/event-store/sqlite-event-store';
import { startServer } from '../support/server-process';
import { verify, WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(120_000);

const SECRET = 'webhooks-restart-'.padEnd(48, 'x');

/** A Pro creator written straight to the log before the server starts (as bench:entries does). */
async function seedProCreator(dataDir: string): Promise<string> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const userId = randomUUID();
  const at = new Date().toISOString();
  const meta = { userId, correlationId: 'teste', causationId: null, at };
  const user = { userId, email: 'ana@exemplo.com.br', username: 'ana', nome: 'Ana', sobrenome: '', passwordHash: 'x', verificacaoId: randomUUID() };
  const pro = { userId, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: null, motivo: 'teste' };
  await store.append(`user-${userId}`, [{ id: randomUUID(), type: 'UserRegistered', data: user, metadata: meta }, { id: randomUUID(), type: 'ProActivated', data: pro, metadata: meta }], 'no_stream');
  await store.close();
  return userId;
}

describe('webhooks across a crash', () => {
  it('delivers after a kill -9 mid-delivery, with the same webhook-id', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-webhooks-restart-'));
    const receiver = await new WebhookReceiver().start();
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '1s' };
    try {
      const userId = await seedProCreator(dataDir);
      const token = new JwtService({ secret: createSecretKey(Buffer.from(SECRET)) as unknown as string }).sign({ sub: userId, typ: 'access' }, { algorithm: 'HS256', expiresIn: 3600 });
      const server = await startServer(env);
      const call = (base: string, path: string, body: unknown) =>
        fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      let endpoint: { id: string; secret: string };
      try {
        let res = await call(server.url, '/api/webhooks', { url: receiver.url(), eventos: ['giveaway.published'] });
        for (let i = 0; res.status !== 201 && i < 50; i++) {
          await new Promise((r) => setTimeout(r, 100));
          res = await call(server.url, '/api/webhooks', { url: receiver.url(), eventos: ['giveaway.published'] });
        }
        expect(res.status).toBe(201);
        endpoint = (await res.json()) as typeof endpoint;
        receiver.answer = () => 'hold';
        const giveaway = (await (await call(server.url, '/api/giveaways', { titulo: 'Sorteio', descricao: '', premios: ['Prêmio'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false })).json()) as { id: string };
        expect((await call(server.url, `/api/giveaways/${giveaway.id}/publish`, {})).status).toBe(200);
        await receiver.waitFor(1);
      } finally {
        await server.stop('SIGKILL');
      }
      const [held] = receiver.received;
      receiver.answer = () => 200;
      const restarted = await startServer(env);
      try {
        const all = await receiver.waitFor(2, 30_000);
        expect(all[1].id).toBe(held.id);
        expect(all[1].body.type).toBe('giveaway.published');
        expect(() => verify(endpoint.secret, all[1])).not.toThrow();
      } finally {
        await restarted.stop();
      }
    } finally {
      await receiver.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
