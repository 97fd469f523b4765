import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { verifyHistoryChain, verifyReceipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, logKeyOptions, seedEntries } from '../support/draws';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { registerProUser } from '../support/plans';
import { runTs } from '../support/server-process';
import { createTestApp, TestApp } from '../support/test-app';
import { jpegImage, uploadAs } from '../support/upload-fixtures';

/** Every file the product keeps under DATA_DIR, but the embedded mailer's outbox (API.md: outside the promise). */
function dataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'outbox') return [];
    return statSync(path).isDirectory() ? dataFiles(path) : [path];
  });
}
const filesHolding = (dir: string, text: string) => dataFiles(dir).filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')));

describe('Meus dados (LGPD): export and erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const enter = (giveawayId: string, token: string, email: string, nome: string, consentimentoContato = true) =>
    request(t.http)
      .post(`/api/giveaways/${giveawayId}/entries`)
      .set(bearer(token))
      .send({ respostas: validAnswers(email, nome), aceiteRegulamento: true, consentimentoContato })
      .expect(201);

  it('exports everything about me, erases me on the right password only, and leaves every receipt and history verifying', async () => {
    const creator = await registerProUser(t);
    const email = `quixabeira.${Date.now()}@exemplo.com.br`;
    const nome = 'Anastácia Quixabeira';
    const ana = await registerUser(t, { email, nome, sobrenome: 'Tavares', password: 'segredo123' });

    // A drawn giveaway where Ana wins (everyone does), and one still open.
    const drawn = await publishedGiveaway(t, creator.accessToken, { numeroVencedores: 5 });
    await enter(drawn.id, ana.accessToken, email, nome);
    await seedEntries(t, drawn.id, 4);
    await closeGiveaway(t, drawn.id, creator.accessToken);
    const draw = await drawGiveaway(t, drawn.id, { quantidade: 5 }, creator.accessToken).expect(200);
    expect(draw.body.vencedores.map((v: { nome: string }) => v.nome)).toContain(nome);
    const open = await publishedGiveaway(t, creator.accessToken);
    await enter(open.id, ana.accessToken, email, nome, false);
    // A profile photo: a face is personal data too.
    const photo = (await uploadAs(t, ana.accessToken, await jpegImage(), 'eu.jpg', { subfolder: 'perfil' }).expect(201)).body.url as string;
    await request(t.http).patch('/api/me').set(bearer(ana.accessToken)).send({ photoURL: photo }).expect(200);
    await t.jobsIdle();
    await request(t.http).get(photo).expect(200);

    // The export: an attachment with the account, the entries with their answers, the consent given, at one log position.
    const exported = await request(t.http).get('/api/me/export').set(bearer(ana.accessToken)).expect(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-sorteios-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(exported.body.conta).toMatchObject({ userId: ana.user.id, email, nome, sobrenome: 'Tavares', temSenha: true });
    expect(exported.body.inscricoes).toHaveLength(2);
    expect(exported.body.inscricoes[0]).toMatchObject({ sorteioId: drawn.id, respostas: expect.objectContaining({ email, nome }) });
    expect(exported.body.consentimentos).toEqual([expect.objectContaining({ sorteioId: drawn.id, dado: true, retiradoEm: null })]);
    expect(exported.body.posicaoDoLog).toBeGreaterThan(0);
    expect(exported.body.eventos.every((e: { position: number }) => e.position <= exported.body.posicaoDoLog)).toBe(true);
    // Secrets stay out, and so do the other winners' names in the draw Ana is named in.
    expect(JSON.stringify(exported.body)).not.toContain('$argon2');
    const others = (draw.body.vencedores as Array<{ nome: string }>).filter((v) => v.nome !== nome);
    for (const other of others) expect(JSON.stringify(exported.body)).not.toContain(other.nome);

    // A wrong password: 400 and nothing erased.
    const refused = await request(t.http).delete('/api/me').set(bearer(ana.accessToken)).send({ password: 'errada123' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Senha incorreta. Nada foi excluído.' });
    const still = await request(t.http).get('/api/me/export').set(bearer(ana.accessToken)).expect(200);
    expect(still.body.conta.email).toBe(email);
    expect(still.body.inscricoes.map((e: { retiradaEm: string | null }) => e.retiradaEm)).toEqual([null, null]);
    await request(t.http).post('/api/auth/login').send({ email, password: 'segredo123' }).expect(200);

    // The right password erases.
    await request(t.http).delete('/api/me').set(bearer(ana.accessToken)).send({ password: 'segredo123' }).expect(202);
    await t.jobsIdle();

    // Nowhere under DATA_DIR: the event file, the key file, the read store's snapshot and journal, the job table.
    expect(filesHolding(t.dataDir, email)).toEqual([]);
    expect(filesHolding(t.dataDir, nome)).toEqual([]);
    expect(dataFiles(t.dataDir).map((f) => f.slice(t.dataDir.length + 1))).toEqual(expect.arrayContaining(['events.sqlite', 'personal-keys.sqlite', 'jobs.sqlite']));

    // The draw shows "Conta removida" where Ana was; the open giveaway no longer counts her entry.
    const giveaway = await request(t.http).get(`/api/giveaways/${drawn.id}/draw`).expect(200);
    const receipt = giveaway.body;
    const verified = await verifyReceipt(receipt, nodeDrawCrypto, await logKeyOptions(t));
    expect(verified.checks.filter((c) => !c.ok)).toEqual([]);
    const file = join(t.dataDir, 'outbox-recibo.json');
    writeFileSync(file, JSON.stringify(receipt));
    const history = (await request(t.http).get(`/api/giveaways/${drawn.id}/history`).expect(200)).body;
    const historyFile = join(t.dataDir, 'outbox-historico.json');
    writeFileSync(historyFile, JSON.stringify(history));
    const keyFile = join(t.dataDir, 'outbox-chave.json');
    writeFileSync(keyFile, JSON.stringify((await request(t.http).get('/api/log-key').expect(200)).body));
    const cli = await runTs('packages/verify/src/sorteios-verify.ts', [file, '--commitment', historyFile, '--chave', keyFile], {});
    expect(cli.stdout).toContain('Recibo válido');
    expect(cli.status).toBe(0);
    expect((await verifyHistoryChain(history, nodeDrawCrypto)).ok).toBe(true);
    const winners = await request(t.http).get(`/api/giveaways/${drawn.id}`).expect(200);
    expect(JSON.stringify(winners.body)).not.toContain(nome);
    const openNow = await request(t.http).get(`/api/giveaways/${open.id}`).expect(200);
    expect(openNow.body.inscritosCount).toBe(0);

    // The photo and its resized copies are gone from DATA_DIR/uploads.
    await request(t.http).get(photo).expect(404);
    expect(dataFiles(join(t.dataDir, 'uploads')).filter((f) => !f.includes('.tmp'))).toEqual([]);

    // The account is gone: no sign-in, no session.
    await request(t.http).post('/api/auth/login').send({ email, password: 'segredo123' }).expect(401);
    expect((await request(t.http).get('/api/me').set(bearer(ana.accessToken))).status).toBeGreaterThanOrEqual(401);
  }, 60_000);

  it('an export made while my events are being written is the log as of one position: nothing after it, nothing before it missing', async () => {
    const ana = await registerUser(t);
    const others = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
    const follow = (username: string) => request(t.http).put(`/api/users/${username}/follow`).set(bearer(ana.accessToken)).expect(200);
    // Follows go one after another (they share Ana's stream) while the export reads the log.
    const following = (async () => {
      for (const o of others) await follow(o.body.username);
    })();
    const during = await request(t.http).get('/api/me/export').set(bearer(ana.accessToken)).expect(200);
    await following;
    const after = await request(t.http).get('/api/me/export').set(bearer(ana.accessToken)).expect(200);
    const at = during.body.posicaoDoLog as number;
    type Exported = { position: number; type: string };
    expect((during.body.eventos as Exported[]).every((e) => e.position <= at)).toBe(true);
    expect(during.body.eventos).toEqual((after.body.eventos as Exported[]).filter((e) => e.position <= at));
    expect(during.body.seguindo).toHaveLength((during.body.eventos as Exported[]).filter((e) => e.type === 'UserFollowed').length);
    expect(after.body.seguindo).toHaveLength(6);
  });

  it('documents the wrong password as 400 INVALID_CREDENTIALS in the OpenAPI document', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const erase = doc.paths['/api/me'].delete.responses;
    expect(Object.keys(erase)).toEqual(expect.arrayContaining(['202', '400', '401']));
    expect(erase['400'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual(
      expect.arrayContaining(['INVALID_CREDENTIALS', 'PASSWORD_REQUIRED', 'VALIDATION_FAILED']),
    );
    expect(erase['401'].content['application/json'].schema.allOf[1].properties.code.enum).not.toContain('INVALID_CREDENTIALS');
    expect(doc.paths['/api/me/export'].get.responses).toHaveProperty('401');
  });

  it('asks for a session, and for the password in the body', async () => {
    await request(t.http).get('/api/me/export').expect(401);
    await request(t.http).delete('/api/me').send({ password: 'x' }).expect(401);
    const bia = await registerUser(t);
    const res = await request(t.http).delete('/api/me').set(bearer(bia.accessToken)).send({}).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
