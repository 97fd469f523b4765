import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { verifyParticipantInclusion, verifyReceipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway } from '../support/giveaways';
import { runTs } from '../support/server-process';
import { readOutbox } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';
import { seedEntries as seedEntries_ } from '../support/draws';

describe('draws', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const seedEntries = (giveawayId: string, count: number, participants: string[] = []) => seedEntries_(t, giveawayId, count, participants);

  const close = (id: string) => request(t.http).post(`/api/giveaways/${id}/close`).set(bearer(creator.accessToken)).expect(200);
  const draw = (id: string, body: Record<string, unknown>, token = creator.accessToken) => request(t.http).post(`/api/giveaways/${id}/draw`).set(bearer(token)).send(body);

  // First: the 10,000 entries seeded below queue as many confirmation e-mails, and this test waits for an idle queue.
  it('e-mails each winner and the creator after the draw', async () => {
    const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio da cafeteira' });
    await seedEntries(g.id, 6);
    await close(g.id);
    const drawn = (await draw(g.id, { quantidade: 2, suplentes: 1 }).expect(200)).body;
    await t.jobsIdle();
    const outbox = await readOutbox(t.dataDir);
    for (const v of drawn.vencedores as Array<{ email: string }>) {
      const sent = outbox.filter((m) => m.to.includes(v.email) && m.subject.startsWith('Você foi sorteado(a)!'));
      expect(sent).toHaveLength(1);
      expect(sent[0].subject).toContain('Sorteio da cafeteira');
      expect(sent[0].text).toContain(`/sorteio/${g.id}/verificar`);
    }
    const alternate = drawn.suplentes[0].email as string;
    expect(outbox.some((m) => m.to.includes(alternate) && m.subject.startsWith('Você foi sorteado(a)!'))).toBe(false);
    const summary = outbox.filter((m) => m.to.includes(creator.user.email) && m.subject === 'Resultado do sorteio: Sorteio da cafeteira');
    expect(summary).toHaveLength(1);
    for (const v of drawn.vencedores as Array<{ nome: string }>) expect(summary[0].text).toContain(v.nome);
  });

  it('leaves out an entry recorded after the close and e-mails its participant why', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(g.id, 5);
    await close(g.id);
    const late = randomUUID();
    await seedEntries(g.id, 1, [late]); // a submission that raced the close: recorded after it
    const res = await draw(g.id, { quantidade: 1 }).expect(200);
    expect(res.body.receipt.entrantCount).toBe(5);

    await t.jobsIdle();
    const [lateEntry] = await t.app.get<EventStore>(EVENT_STORE).readStream(entryStream(g.id, late));
    const lateId = (lateEntry.data as { entryId: string }).entryId;
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.text.includes(lateId));
    expect(mails.map((m) => m.subject)).toEqual(['Sua inscrição não entrou no sorteio: Sorteio de um kit de café']);
    expect(mails[0].text).toContain('foi registrada logo depois do encerramento das inscrições e por isso não participa do sorteio');
  });

  it('draws over 10,000 entrants with a receipt that the CLI verifies and that fails on any tampering', async () => {
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
    const commitmentFile = join(t.dataDir, 'compromisso.json');
    writeFileSync(commitmentFile, JSON.stringify((await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200)).body));
    // The draw of a giveaway with an entry log (version 2) is over its sealed head, signed with the log key.
    const keyFile = join(t.dataDir, 'chave.json');
    writeFileSync(keyFile, JSON.stringify((await request(t.http).get('/api/log-key').expect(200)).body));
    const cli = await runTs('packages/verify/src/sorteios-verify.ts', [file, '--commitment', commitmentFile, '--chave', keyFile], {});
    expect(cli.stdout).toContain('Recibo válido');
    expect(cli.status).toBe(0);

    // Every kind of tampering with the published receipt is caught, by the CLI and the shared module.
    const tampered = (change: (r: typeof receipt.body) => void) => {
      const copy = structuredClone(receipt.body);
      change(copy);
      return copy;
    };
    const key = (await request(t.http).get('/api/log-key').expect(200)).body;
    const logKeys = { [key.keyId]: Buffer.from(key.publicKey, 'base64') };
    const failing = async (r: unknown) => (await verifyReceipt(r, nodeDrawCrypto, { logKeys, ed25519: nodeEd25519Verify })).checks.filter((c) => !c.ok).map((c) => c.id);
    expect(await failing(receipt.body)).toEqual([]);
    const other = receipt.body.alternates[0];
    expect(await failing(tampered((r) => (r.winners[0].entryId = other.entryId)))).toContain('leaf:1');
    expect(await failing(tampered((r) => (r.serverSeed = 'ab'.repeat(32))))).toContain('seed-commitment');
    expect(await failing(tampered((r) => (r.merkleRoot = 'cd'.repeat(32))))).toContain('head');
    // The sealed root changed everywhere: the log key's signature, the seed, the proofs and the ranking all fail.
    expect(await failing(tampered((r) => (r.merkleRoot = r.registro.root = 'cd'.repeat(32))))).toEqual(expect.arrayContaining(['head-signature', 'draw-seed', 'proof:1', 'ranking']));
    expect(await failing(tampered((r) => ([r.winners[0], r.winners[1]] = [{ ...r.winners[1], rank: 1 }, { ...r.winners[0], rank: 2 }])))).toContain('ranking');
    writeFileSync(file, JSON.stringify(tampered((r) => (r.winners[0].entryId = other.entryId))));
    const refused = await runTs('packages/verify/src/sorteios-verify.ts', [file, '--commitment', commitmentFile, '--chave', keyFile], {});
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('Recibo INVÁLIDO');
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

  describe('replacing a winner', () => {
    const replace = (id: string, entryId: string, motivo: unknown, token = creator.accessToken) =>
      request(t.http).post(`/api/giveaways/${id}/winners/${entryId}/replace`).set(bearer(token)).send({ motivo });

    it('calls in the alternates in receipt order and keeps the original receipt and the history', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { numeroVencedores: 2 });
      await seedEntries(g.id, 10);
      await close(g.id);
      const drawn = (await draw(g.id, { quantidade: 2, suplentes: 2 }).expect(200)).body;
      const [first, second] = drawn.vencedores;
      const [alt1, alt2] = drawn.suplentes;

      const once = await replace(g.id, first.entryId, 'Não respondeu no prazo.').expect(200);
      expect(once.body.vencedores.map((v: { entryId: string }) => v.entryId)).toEqual([alt1.entryId, second.entryId]);
      expect(once.body.substituicoes).toMatchObject([{ replacedEntryId: first.entryId, byEntryId: alt1.entryId, motivo: 'Não respondeu no prazo.' }]);

      const twice = await replace(g.id, second.entryId, 'Desistiu do prêmio.').expect(200);
      expect(twice.body.vencedores.map((v: { entryId: string }) => v.entryId)).toEqual([alt1.entryId, alt2.entryId]);

      // The creator reads the alternates' contacts; the public, their masked names (issue 11: seeded "Pessoa <n>" shows as "Pessoa").
      const giveaway = await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(200);
      expect(giveaway.body.vencedores).toEqual([
        { id: alt1.entryId, nome: alt1.nome, email: alt1.email },
        { id: alt2.entryId, nome: alt2.nome, email: alt2.email },
      ]);
      const seenByAll = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
      expect(seenByAll.body.vencedores).toEqual([
        { id: alt1.entryId, nome: 'Pessoa' },
        { id: alt2.entryId, nome: 'Pessoa' },
      ]);
      const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
      expect(receipt.winners.map((w: { entryId: string }) => w.entryId)).toEqual([first.entryId, second.entryId]);
      expect(receipt.substituicoes.map((s: { replacedEntryId: string; byEntryId: string }) => [s.replacedEntryId, s.byEntryId])).toEqual([
        [first.entryId, alt1.entryId],
        [second.entryId, alt2.entryId],
      ]);
      expect(receipt.substituicoes[1].position).toBeGreaterThan(receipt.substituicoes[0].position);
      expect(receipt.substituicoes[0].position).toBeGreaterThan(receipt.drawPosition);

      const none = await replace(g.id, alt1.entryId, 'Também não respondeu.').expect(409);
      expect(none.body).toMatchObject({ code: 'NO_ALTERNATE_LEFT', message: 'Não há mais suplentes para substituir.' });
    });

    it('refuses a replacement for someone who is not a winner, by someone other than the creator, or without a reason', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await seedEntries(g.id, 5);
      await close(g.id);
      const drawn = (await draw(g.id, { quantidade: 1, suplentes: 1 }).expect(200)).body;
      const notWinner = await replace(g.id, drawn.suplentes[0].entryId, 'Motivo qualquer.').expect(409);
      expect(notWinner.body).toMatchObject({ code: 'NOT_A_WINNER', message: 'Esta inscrição não está entre os ganhadores.' });
      const other = await registerUser(t);
      const forbidden = await replace(g.id, drawn.vencedores[0].entryId, 'Motivo qualquer.', other.accessToken).expect(403);
      expect(forbidden.body.code).toBe('NOT_GIVEAWAY_OWNER');
      await replace(g.id, drawn.vencedores[0].entryId, 'ok').expect(400);
      await replace(g.id, drawn.vencedores[0].entryId, undefined).expect(400);
      const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
      expect(receipt.substituicoes).toEqual([]);
    });
  });

  describe("a participant's inclusion proof", () => {
    const mine = (id: string, token: string) => request(t.http).get(`/api/giveaways/${id}/draw/me`).set(bearer(token));

    it('proves an entry made before the close is in the committed set, without revealing the salt', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const bia = await registerUser(t);
      await seedEntries(g.id, 7, [randomUUID(), randomUUID(), bia.user.id]);
      const early = await mine(g.id, bia.accessToken).expect(409);
      expect(early.body.code).toBe('DRAW_NOT_COMMITTED');
      await close(g.id);
      const proof = (await mine(g.id, bia.accessToken).expect(200)).body;
      expect(proof).toMatchObject({ incluida: true, index: 2, entrantCount: 7 });
      expect(proof).not.toHaveProperty('salt');
      expect(proof).not.toHaveProperty('serverSeed');
      expect(await verifyParticipantInclusion(proof, nodeDrawCrypto)).toBe(true);
      expect(await verifyParticipantInclusion({ ...proof, index: 3 }, nodeDrawCrypto)).toBe(false);
      // The root the participant checked is the one the receipt publishes after the draw.
      const drawn = (await draw(g.id, { quantidade: 1 }).expect(200)).body;
      expect(drawn.receipt.merkleRoot).toBe(proof.merkleRoot);
    });

    it('tells a participant whose entry was recorded after the close that it is not in the draw', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const late = await registerUser(t);
      await seedEntries(g.id, 3);
      await close(g.id);
      await seedEntries(g.id, 1, [late.user.id]);
      const res = await mine(g.id, late.accessToken).expect(200);
      expect(res.body).toMatchObject({
        incluida: false,
        motivo: 'Sua inscrição foi registrada depois do encerramento e não participa deste sorteio.',
        entrantCount: 3,
      });
      expect(res.body).not.toHaveProperty('proof');
      const stranger = await registerUser(t);
      expect((await mine(g.id, stranger.accessToken).expect(404)).body.code).toBe('ENTRY_NOT_FOUND');
    });
  });

});
