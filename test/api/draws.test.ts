import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway } from '../support/giveaways';
import { runTs } from '../support/server-process';
import { createTestApp, TestApp } from '../support/test-app';

describe('draws', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerUser(t);
  });
  afterAll(() => t.close());

  /** Entries written straight to the log, as the entry handler would: registering 10,000 people over HTTP would only test argon2. */
  async function seedEntries(giveawayId: string, count: number): Promise<void> {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const at = new Date().toISOString();
    for (let i = 0; i < count; i += 500) {
      await Promise.all(
        Array.from({ length: Math.min(500, count - i) }, (_, k) => {
          const participanteId = randomUUID();
          const n = i + k;
          const data = {
            entryId: randomUUID(), sorteioId: giveawayId, participanteId, respostas: { nome: `Pessoa ${n}`, email: `p${n}@ex.com` },
            nome: `Pessoa ${n}`, email: `p${n}@ex.com`, username: `p${n}`, consentimentoContato: false,
            aceite: { regulamentoVersao: 1, regulamentoSha256: '0'.repeat(64), consentimentoTexto: '', consentimentoVersao: 1 },
          };
          return store.append(entryStream(giveawayId, participanteId), [{ id: randomUUID(), type: 'EntrySubmitted', data, metadata: { userId: participanteId, correlationId: 'seed', causationId: null, at } }], 'no_stream');
        }),
      );
    }
    await t.app.get(ProjectionsService).waitFor(await store.headPosition());
  }

  const close = (id: string) => request(t.http).post(`/api/giveaways/${id}/close`).set(bearer(creator.accessToken)).expect(200);
  const draw = (id: string, body: Record<string, unknown>, token = creator.accessToken) => request(t.http).post(`/api/giveaways/${id}/draw`).set(bearer(token)).send(body);

  it('draws over 10,000 entrants with a receipt that the CLI verifies', async () => {
    const g = await publishedGiveaway(t, creator.accessToken, { numeroVencedores: 3 });
    await seedEntries(g.id, 10_000);
    await close(g.id);
    const res = await draw(g.id, { quantidade: 3, suplentes: 2 }).expect(200);
    expect(res.body.vencedores).toHaveLength(3);
    expect(res.body.suplentes).toHaveLength(2);
    expect(res.body.receipt).toMatchObject({ entrantCount: 10_000, quantidade: 3, suplentes: 2 });
    const receipt = await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200);
    expect(receipt.body.drawPosition).toBeGreaterThan(receipt.body.closePosition);
    const file = join(t.dataDir, 'recibo.json');
    writeFileSync(file, JSON.stringify(receipt.body));
    const cli = runTs('src/cli/sorteios-verify.ts', [file], {});
    expect(cli.stdout).toContain('Recibo válido');
    expect(cli.status).toBe(0);
    const giveaway = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    expect(giveaway.body.status).toBe('Realizado');
    expect(giveaway.body.vencedores.map((v: { id: string }) => v.id)).toEqual(res.body.vencedores.map((v: { entryId: string }) => v.entryId));
  }, 120_000);

  it('records exactly one draw out of 20 simultaneous requests', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(g.id, 50);
    await close(g.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => draw(g.id, { quantidade: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'GIVEAWAY_ALREADY_DRAWN')).toHaveLength(19);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const drawn = (await store.readStream(`draw-${g.id}`)).filter((e) => e.type === 'WinnersDrawn');
    expect(drawn).toHaveLength(1);
  });

  it('leaves out an entry recorded after the close', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(g.id, 5);
    await close(g.id);
    await seedEntries(g.id, 1); // a submission that raced the close: recorded after it
    const res = await draw(g.id, { quantidade: 1 }).expect(200);
    expect(res.body.receipt.entrantCount).toBe(5);
  });

  it('refuses non-creators, open giveaways, empty draws and too many winners', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const open = await draw(g.id, { quantidade: 1 }).expect(409);
    expect(open.body).toMatchObject({ code: 'GIVEAWAY_NOT_CLOSED', message: 'Encerre as inscrições antes de sortear.' });
    await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(404);
    await close(g.id);
    const other = await registerUser(t);
    const forbidden = await draw(g.id, { quantidade: 1 }, other.accessToken).expect(403);
    expect(forbidden.body.code).toBe('NOT_GIVEAWAY_OWNER');
    const empty = await draw(g.id, { quantidade: 1 }).expect(409);
    expect(empty.body).toMatchObject({ code: 'NO_ENTRIES', message: 'Não há inscritos para sortear.' });

    const g2 = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(g2.id, 2);
    await close(g2.id);
    const tooMany = await draw(g2.id, { quantidade: 3 }).expect(400);
    expect(tooMany.body.fields.quantidade).toEqual(['Informe de 1 a 2 ganhador(es).']);
    await draw(g2.id, { quantidade: 0 }).expect(400);
    await request(t.http).post(`/api/giveaways/${g2.id}/draw`).send({ quantidade: 1 }).expect(401);
  });
});
