import { createHash, createHmac, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { type EntryReceipt, type LogPublicKeys, verifyEntryReceipt, verifyParticipantInclusion, verifyReceipt, verifyReceiptConsistency } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { runCli } from '@sorteios/verify';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { EntrantSet } from '../../src/modules/entries/entries.public';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { registerProUser } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';

/** Algorithm version 2 (docs/verifiable-draws.md "Versão 2"): every entry gets a signed receipt from its giveaway's log. */
describe('the entry log and its receipts (algorithm version 2)', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let keys: LogPublicKeys;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
    const key = (await request(t.http).get('/api/log-key').expect(200)).body;
    keys = { [key.keyId]: Buffer.from(key.publicKey, 'base64') };
  });
  afterAll(() => t.close());

  const enter = async (giveawayId: string) => {
    const p = await registerUser(t);
    const res = await request(t.http).post(`/api/giveaways/${giveawayId}/entries`).set(bearer(p.accessToken)).send({ respostas: validAnswers(p.user.email), aceiteRegulamento: true }).expect(201);
    return { participant: p, entry: res.body as { id: string; recibo: EntryReceipt } };
  };
  const verify = (receipt: unknown) => verifyEntryReceipt(receipt, keys, nodeDrawCrypto, nodeEd25519Verify);
  const head = async (id: string) => (await request(t.http).get(`/api/giveaways/${id}/log/head`).expect(200)).body;
  const consistency = (id: string, de: number, para: number) => request(t.http).get(`/api/giveaways/${id}/log/consistency`).query({ de, para });

  it('serves the log key as raw Ed25519 bytes in base64 and as PEM, with its id', async () => {
    const key = (await request(t.http).get('/api/log-key').expect(200)).body;
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/), publicKeyPem: expect.stringContaining('BEGIN PUBLIC KEY') });
    expect(Buffer.from(key.publicKey, 'base64')).toHaveLength(32);
    expect(key.keys).toEqual([expect.objectContaining({ keyId: key.keyId, status: 'ativa' })]);
  });

  it('answers an entry with a receipt signed by the served key, whose proof puts it in the tree', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const { participant, entry } = await enter(g.id);
    expect(entry.recibo).toMatchObject({ version: 2, giveawayId: g.id, entryId: entry.id, index: 0, treeSize: 1, keyId: Object.keys(keys)[0] });
    expect(await verify(entry.recibo)).toMatchObject({ ok: true });
    const mine = (await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(participant.accessToken)).expect(200)).body;
    expect(mine.recibo).toMatchObject({ entryId: entry.id, index: 0, leaf: entry.recibo.leaf });
    expect(await verify(mine.recibo)).toMatchObject({ ok: true });
  });

  it('gives two entries sent at once distinct indexes, and both receipts verify', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const [a, b] = await Promise.all([enter(g.id), enter(g.id)]);
    expect([a.entry.recibo.index, b.entry.recibo.index].sort()).toEqual([0, 1]);
    for (const { entry } of [a, b]) expect(await verify(entry.recibo)).toMatchObject({ ok: true });
  });

  it('proves every earlier receipt consistent with the tree the close commits, and gives none to an entry after the close', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const first = await enter(g.id);
    await seedEntries(t, g.id, 37);
    const second = await enter(g.id);
    await seedEntries(t, g.id, 20);
    const open = await head(g.id);
    expect(open).toMatchObject({ treeSize: 59, final: false, versao: 2, saltCommitment: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const between = (await consistency(g.id, first.entry.recibo.treeSize, second.entry.recibo.treeSize).expect(200)).body;
    expect(between).toMatchObject({ de: 1, para: 39, rootDe: first.entry.recibo.root, rootPara: second.entry.recibo.root });

    await closeGiveaway(t, g.id, creator.accessToken);
    await seedEntries(t, g.id, 1); // a submission that raced the close: recorded after it, so no leaf
    await t.jobsIdle(); // the close's job seals the log: its final signed head is recorded once
    const final = await head(g.id);
    expect(final).toMatchObject({ treeSize: 59, final: true, root: open.root });
    expect(await head(g.id)).toEqual(final);
    expect(await verify({ ...(await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(first.participant.accessToken))).body.recibo })).toMatchObject({ ok: true });
    const sealed = (await t.app.get<EventStore>(EVENT_STORE).readStream(`entry-log-${g.id}`)).map((e) => e.data);
    expect(sealed).toEqual([{ giveawayId: g.id, closePosition: expect.any(Number), treeSize: 59, root: open.root, time: final.time, signature: final.signature, keyId: final.keyId, excluidos: [] }]);
    for (const { entry } of [first, second]) {
      const proof = (await consistency(g.id, entry.recibo.treeSize, final.treeSize).expect(200)).body.proof;
      const result = await verifyReceiptConsistency({ receipt: entry.recibo, head: final, proof }, keys, nodeDrawCrypto, nodeEd25519Verify);
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('fails a forged or altered receipt with a reason in Portuguese', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, g.id, 5);
    const { entry } = await enter(g.id);
    const failed = async (receipt: unknown) => (await verify(receipt)).checks.filter((c) => !c.ok).map((c) => [c.id, c.detail]);
    expect(await failed({ ...entry.recibo, index: 2 })).toEqual([['inclusion', 'a prova não leva da folha na posição 2 à raiz de 6 folhas']]);
    expect(await failed({ ...entry.recibo, treeSize: 7 })).toEqual([
      ['signature', expect.stringContaining('a assinatura não confere')],
      ['inclusion', expect.stringContaining('a prova não leva')],
    ]);
    expect(await failed({ ...entry.recibo, entryId: randomUUID() })).toEqual([
      ['leaf', expect.stringContaining('a folha não é')],
      ['inclusion', expect.stringContaining('a prova não leva')],
    ]);
    expect(await failed({ ...entry.recibo, keyId: '0000000000000000' })).toEqual([['signature', expect.stringContaining('não está entre as chaves')]]);
    // A final tree that dropped the entry: no consistency proof can link the two.
    const other = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, other.id, 6);
    const otherHead = { ...(await head(other.id)), giveawayId: g.id };
    const rewritten = await verifyReceiptConsistency({ receipt: entry.recibo, head: otherHead, proof: [] }, keys, nodeDrawCrypto, nodeEd25519Verify);
    expect(rewritten.ok).toBe(false);
    expect(rewritten.checks.find((c) => c.id === 'head-signature')?.ok).toBe(false);
  });

  it('refuses sizes outside the log, and a giveaway without a log, in Portuguese', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, g.id, 3);
    const tooBig = await consistency(g.id, 1, 4).expect(400);
    expect(tooBig.body).toMatchObject({ code: 'LOG_SIZES_INVALID', message: expect.stringContaining('1 ≤ de ≤ para ≤ 3') });
    await consistency(g.id, 3, 2).expect(400);
    expect((await consistency(g.id, 0, 2).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await consistency(g.id, 3, 3).expect(200)).body.proof).toEqual([]);
    const missing = await request(t.http).get(`/api/giveaways/${randomUUID()}/log/head`).expect(404);
    expect(missing.body).toMatchObject({ code: 'ENTRY_LOG_NOT_FOUND', message: expect.stringContaining('versão 2') });
  });

  it('keeps the leaf of an entry withdrawn while entries are open, and lists its index as excluded', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, g.id, 2);
    const { participant, entry } = await enter(g.id);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const data = { entryId: entry.id, sorteioId: g.id, participanteId: participant.user.id, motivo: 'conta-excluida' };
    await store.append(entryStream(g.id, participant.user.id), [{ id: randomUUID(), type: 'EntryWithdrawn', data, metadata: { userId: participant.user.id, correlationId: 'test', causationId: null, at: new Date().toISOString() } }], 'any');
    await t.app.get(ProjectionsService).waitFor(await store.headPosition());
    expect(await head(g.id)).toMatchObject({ treeSize: 3, excluidos: [2] });
    // The close's commitment takes the same entries: the log's leaves but the excluded ones, in log order.
    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    expect(await head(g.id)).toMatchObject({ treeSize: 3, final: true, excluidos: [2] });
    // Before the draw the salt is secret: the creator's export shows their publication with it hidden.
    const published = (await t.app.get<EventStore>(EVENT_STORE).readStream(`giveaway-${g.id}`)).find((e) => e.type === 'GiveawayPublished')!;
    const salt = (published.data as { registro: { salt: string } }).registro.salt;
    const exported = JSON.stringify((await request(t.http).get('/api/me/export').set(bearer(creator.accessToken)).expect(200)).body);
    expect(exported).not.toContain(salt);
    expect(exported).toContain('"registro":{"versao":2,"salt":"[oculto]"');
    const backup = JSON.stringify((await request(t.http).get('/api/me/giveaways/backup').set(bearer(creator.accessToken)).expect(200)).body);
    expect(backup).toContain(`"registro":{"versao":2,"saltCommitment":"`);
    expect(backup).not.toContain(salt);
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 1 }, creator.accessToken).expect(200)).body;
    expect(drawn.receipt.entrantCount).toBe(2);
    expect(drawn.receipt.winners[0].entryId).not.toBe(entry.id);
    // The draw reveals the salt fixed at publication: its commitment, and the log's participant hashes, check out.
    const final = await head(g.id);
    expect(createHash('sha256').update(Buffer.from(drawn.receipt.salt, 'hex')).digest('hex')).toBe(final.saltCommitment);
    expect(createHmac('sha256', Buffer.from(drawn.receipt.salt, 'hex')).update(participant.user.id).digest('hex')).toBe(entry.recibo.participantHash);
    expect(drawn.receipt.salt).toBe(salt);
    const steps = (await request(t.http).get(`/api/giveaways/${g.id}/history`).expect(200)).body.steps;
    expect(steps.find((s: { type: string }) => s.type === 'GiveawayPublished').data.registro).toEqual({ versao: 2, saltCommitment: final.saltCommitment });
    expect(steps.find((s: { type: string }) => s.type === 'DrawCommitted').data).toMatchObject({
      saltCommitment: final.saltCommitment,
      registro: { versao: 2, treeSize: 3, root: final.root, excluidos: [2] },
    });
  });

  it('draws over the sealed log without reading or hashing the entrants again, and its version-2 receipt verifies with the log key against the history', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const first = await enter(g.id);
    await seedEntries(t, g.id, 3);
    const { participant, entry: withdrawn } = await enter(g.id);
    await seedEntries(t, g.id, 4);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const data = { entryId: withdrawn.id, sorteioId: g.id, participanteId: participant.user.id, motivo: 'conta-excluida' };
    await store.append(entryStream(g.id, participant.user.id), [{ id: randomUUID(), type: 'EntryWithdrawn', data, metadata: { userId: participant.user.id, correlationId: 'test', causationId: null, at: new Date().toISOString() } }], 'any');
    await t.app.get(ProjectionsService).waitFor(await store.headPosition());
    // Version 1 reads (and hashes) every entrant at the close and the draw; version 2 neither reads nor hashes them.
    const readAll = jest.spyOn(EntrantSet.prototype, 'idsBefore');
    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 3, suplentes: 4 }, creator.accessToken).expect(200)).body;
    expect(readAll).not.toHaveBeenCalled();
    readAll.mockRestore();

    const final = await head(g.id);
    const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
    expect(receipt).toMatchObject({
      version: 2,
      entrantCount: 8,
      merkleRoot: final.root,
      registro: { treeSize: 9, root: final.root, time: final.time, signature: final.signature, keyId: final.keyId, excluidos: [4] },
    });
    const ranked = [...receipt.winners, ...receipt.alternates];
    expect(ranked).toHaveLength(7);
    expect(ranked.map((e: { index: number }) => e.index)).not.toContain(4);
    // The names the draw gives are those of the ranked leaves' entries.
    expect(drawn.vencedores.map((v: { entryId: string }) => v.entryId)).toEqual(receipt.winners.map((w: { entryId: string }) => w.entryId));
    const history = (await request(t.http).get(`/api/giveaways/${g.id}/history`).expect(200)).body;
    const verified = await verifyReceipt(receipt, nodeDrawCrypto, { commitment: history, logKeys: keys, ed25519: nodeEd25519Verify });
    expect(verified.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verified.commitmentChecked).toBe(true);
    expect(verified.checks.map((c) => c.id)).toEqual(expect.arrayContaining(['head-signature', 'head', 'ranking', 'commitment-registro', 'history']));
    // A participant's proof is their leaf in the same sealed tree; a withdrawn entry is told it is out.
    const mine = (await request(t.http).get(`/api/giveaways/${g.id}/draw/me`).set(bearer(first.participant.accessToken)).expect(200)).body;
    expect(mine).toMatchObject({ incluida: true, versao: 2, index: 0, leaf: first.entry.recibo.leaf, merkleRoot: final.root, treeSize: 9, entrantCount: 8 });
    expect(await verifyParticipantInclusion(mine, nodeDrawCrypto)).toBe(true);
    const out = (await request(t.http).get(`/api/giveaways/${g.id}/draw/me`).set(bearer(participant.accessToken)).expect(200)).body;
    expect(out).toMatchObject({ incluida: false, motivo: 'Sua inscrição foi retirada antes do encerramento e não participa deste sorteio.' });

    if (!t.http.listening) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const lines: string[] = [];
    expect(await runCli([`${api}/sorteio/${g.id}`], { out: (l) => lines.push(l), err: (l) => lines.push(l) })).toBe(0);
    expect(lines).toContain(`✓ Assinatura da árvore selada no encerramento (chave do registro): assinado pela chave ${final.keyId}`);
    expect(lines.at(-1)).toBe('Recibo válido: o sorteio foi recalculado e confere com o compromisso registrado no encerramento.');
  });

  it('lets sorteios-verify check a kept receipt against the server: the current tree before the close, the final one after', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const { entry } = await enter(g.id);
    await seedEntries(t, g.id, 9);
    if (!t.http.listening) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const file = join(t.dataDir, `recibo-${entry.id}.json`);
    writeFileSync(file, JSON.stringify(entry.recibo));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runCli([file, '--api', api], io)).toBe(0);
    expect(lines.at(-1)).toContain('consistente com a árvore atual (o sorteio ainda não foi encerrado)');
    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    lines.length = 0;
    expect(await runCli([file, '--api', api], io)).toBe(0);
    expect(lines.at(-1)).toBe(`Recibo de inscrição válido e consistente com a árvore final do sorteio: a inscrição está nela, na posição ${entry.recibo.index}.`);
  });

  it('rebuilds every log bit for bit from the events', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const { entry } = await enter(g.id);
    await seedEntries(t, g.id, 70);
    const before = await head(g.id);
    expect(await t.app.get(ProjectionsService).rebuildHere()).toBe(true);
    const after = await head(g.id);
    expect({ treeSize: after.treeSize, root: after.root }).toEqual({ treeSize: before.treeSize, root: before.root });
    const proof = (await consistency(g.id, entry.recibo.treeSize, after.treeSize).expect(200)).body.proof;
    expect(await verifyReceiptConsistency({ receipt: entry.recibo, head: after, proof }, keys, nodeDrawCrypto, nodeEd25519Verify)).toMatchObject({ ok: true });
  });
});
