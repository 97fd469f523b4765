import request from 'supertest';
import { registerProUser } from '../support/plans';
import { newUser, registerUser } from '../support/accounts';
import { bearer, createGiveaway, publishedGiveaway, validAnswers } from '../support/giveaways';
import { readOutbox } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';

describe('entries', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const enter = (giveawayId: string, token: string, body: Record<string, unknown>) =>
    request(t.http).post(`/api/giveaways/${giveawayId}/entries`).set(bearer(token)).send(body);

  it('records an entry with normalised answers, what was accepted, and mails a confirmation with its id', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const bia = await registerUser(t);
    const res = await enter(g.id, bia.accessToken, { respostas: { ...validAnswers(' Bia@Exemplo.com '), nome: '  Bia  ' }, aceiteRegulamento: true }).expect(201);
    expect(res.body).toMatchObject({
      sorteioId: g.id,
      participanteId: bia.user.id,
      nome: 'Bia',
      email: 'bia@exemplo.com',
      username: bia.user.username,
      consentimentoContato: false,
      respostas: { nome: 'Bia', email: 'bia@exemplo.com', telefone: '(11) 98765-4321', cor_preferida: 'Azul' },
      aceite: { regulamentoVersao: 1, consentimentoVersao: 1 },
    });
    expect(res.body.aceite.regulamentoSha256).toMatch(/^[0-9a-f]{64}$/);
    const mine = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(bia.accessToken)).expect(200);
    expect(mine.body.id).toBe(res.body.id);
    const giveaway = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    expect(giveaway.body).toMatchObject({ inscritosCount: 1, formularioBloqueado: true });
    await t.jobsIdle();
    const mail = (await readOutbox(t.dataDir)).find((m) => m.to.includes('bia@exemplo.com'));
    expect(mail?.subject).toBe('Inscrição confirmada: Sorteio de um kit de café');
    expect(mail?.text).toContain(res.body.id);
  });

  it('numbers each participant\'s entry by its place in the giveaway, as the creator\'s list does', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const first = await registerUser(t);
    const second = await registerUser(t);
    const one = await enter(g.id, first.accessToken, { respostas: validAnswers('um@exemplo.com'), aceiteRegulamento: true }).expect(201);
    const two = await enter(g.id, second.accessToken, { respostas: validAnswers('dois@exemplo.com'), aceiteRegulamento: true }).expect(201);
    expect([one.body.numero, two.body.numero]).toEqual([1, 2]);
    const mine = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(second.accessToken)).expect(200);
    expect(mine.body.numero).toBe(2);
    const list = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(creator.accessToken)).expect(200);
    expect(list.body.items.map((e: { id: string }) => e.id)).toEqual([one.body.id, two.body.id]);
  });

  it('answers 409 Você já está participando deste sorteio to a second entry', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    await enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(201);
    const res = await enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'ALREADY_ENTERED', message: 'Você já está participando deste sorteio' });
  });

  it('accepts exactly one of 50 simultaneous entries by the same person', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.body.message === 'Você já está participando deste sorteio')).toBe(true);
    const list = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(creator.accessToken)).expect(200);
    expect(list.body.total).toBe(1);
  });

  it('refuses entries to a giveaway that is not Ativo with 409 GIVEAWAY_NOT_OPEN', async () => {
    const p = await registerUser(t);
    const draft = await createGiveaway(t, creator.accessToken);
    const res = await enter(draft.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(409);
    expect(res.body).toMatchObject({ code: 'GIVEAWAY_NOT_OPEN', message: 'Este sorteio não está aberto para inscrições.' });
    const closed = await publishedGiveaway(t, creator.accessToken);
    await request(t.http).post(`/api/giveaways/${closed.id}/close`).set(bearer(creator.accessToken)).expect(200);
    await enter(closed.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(409);
    await enter('00000000-0000-4000-8000-000000000000', p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(404);
  });

  it('names every answer that breaks its tipo, in pt-BR, and records nothing', async () => {
    const g = await publishedGiveaway(t, creator.accessToken, {
      camposFormulario: [
        { nome: 'Telefone', tipo: 'telefone', obrigatorio: true },
        { nome: 'Idade', tipo: 'numero', obrigatorio: true },
        { nome: 'Nascimento', tipo: 'data', obrigatorio: true },
        { nome: 'Cor', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul', 'Verde'] },
        { nome: 'Maior de idade', tipo: 'checkbox', obrigatorio: true },
        { nome: 'Apelido', tipo: 'texto', obrigatorio: false },
      ],
    });
    const p = await registerUser(t);
    const res = await enter(g.id, p.accessToken, {
      respostas: { nome: '', email: 'sem-arroba', telefone: '123', idade: 'dez', nascimento: '2024-02-30', cor: 'Roxo', maior_de_idade: false, apelido: 'x'.repeat(501), extra: 'oi' },
      aceiteRegulamento: true,
    }).expect(400);
    expect(res.body.code).toBe('INVALID_ANSWERS');
    expect(res.body.fields).toEqual({
      nome: ['Campo obrigatório.'],
      email: ['Informe um e-mail válido.'],
      telefone: ['Informe um telefone válido, com DDD.'],
      idade: ['Informe um número.'],
      nascimento: ['Informe uma data válida.'],
      cor: ['Escolha uma das opções.'],
      maior_de_idade: ['Campo obrigatório.'],
      apelido: ['Resposta longa demais (máximo 500 caracteres).'],
      extra: ['Campo não existe neste formulário.'],
    });
    // Refused answers leave no entry: "not entered" is an answer (204), not an error.
    const none = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(p.accessToken)).expect(204);
    expect(none.text).toBe('');
    const ok = await enter(g.id, p.accessToken, {
      respostas: { nome: 'Ana', email: 'ana@ex.com', telefone: '+55 11 98765-4321', idade: '30', nascimento: '1994-05-20', cor: 'Verde', maior_de_idade: true },
      aceiteRegulamento: true,
    }).expect(201);
    expect(ok.body.respostas).toMatchObject({ idade: 30, maior_de_idade: true });
  });

  it('requires accepting the rules', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    const res = await enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: false }).expect(400);
    expect(res.body).toMatchObject({ code: 'RULES_NOT_ACCEPTED', message: 'É preciso aceitar o regulamento para participar.' });
  });

  it('requires a signed-in participant', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const res = await request(t.http).post(`/api/giveaways/${g.id}/entries`).send({ respostas: validAnswers(), aceiteRegulamento: true }).expect(401);
    expect(res.body.message).toBe('Usuário não autenticado');
  });

  it('lets the participant withdraw the contact consent', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    await enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true, consentimentoContato: true }).expect(201);
    const res = await request(t.http).delete(`/api/giveaways/${g.id}/entries/me/consent`).set(bearer(p.accessToken)).expect(200);
    expect(res.body.consentimentoContato).toBe(false);
    const list = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(creator.accessToken)).expect(200);
    expect(list.body.items[0].consentimentoContato).toBe(false);
  });

  it('locks the form after the first entry: changing camposFormulario answers 409 FORM_LOCKED', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ camposFormulario: [{ nome: 'Cidade', tipo: 'texto', obrigatorio: false }] }).expect(200);
    await enter(g.id, p.accessToken, { respostas: { nome: 'Ana', email: 'ana@ex.com' }, aceiteRegulamento: true }).expect(201);
    const res = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ camposFormulario: [] }).expect(409);
    expect(res.body).toMatchObject({ code: 'FORM_LOCKED', message: 'O formulário não pode mais mudar: o sorteio já tem inscritos.' });
    await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ descricao: 'Ainda posso mudar isto' }).expect(200);
  });

  it('lists entrants for the creator only, searching without case or accents, with a cursor', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const names = ['João Silva', 'Maria Souza', 'Joana Dias'];
    for (const nome of names) {
      const p = await registerUser(t, newUser({ nome }));
      await enter(g.id, p.accessToken, { respostas: validAnswers(`${nome.split(' ')[0].toLowerCase()}@exemplo.com`, nome), aceiteRegulamento: true }).expect(201);
    }
    const all = await request(t.http).get(`/api/giveaways/${g.id}/entries?limit=2`).set(bearer(creator.accessToken)).expect(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((e: { nome: string }) => e.nome)).toEqual(['João Silva', 'Maria Souza']);
    const next = await request(t.http).get(`/api/giveaways/${g.id}/entries?limit=2&cursor=${all.body.nextCursor}`).set(bearer(creator.accessToken)).expect(200);
    expect(next.body.items.map((e: { nome: string }) => e.nome)).toEqual(['Joana Dias']);
    const search = await request(t.http).get(`/api/giveaways/${g.id}/entries?q=JOAO`).set(bearer(creator.accessToken)).expect(200);
    expect(search.body).toMatchObject({ total: 1, items: [{ nome: 'João Silva' }] });
    const stranger = await registerUser(t);
    const res = await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(stranger.accessToken)).expect(403);
    expect(res.body.code).toBe('NOT_GIVEAWAY_OWNER');
    await request(t.http).get(`/api/giveaways/${g.id}/entries.csv`).set(bearer(stranger.accessToken)).expect(403);
  });

  it('exports a formula-safe CSV with BOM and ; separator', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    const entry = await enter(g.id, p.accessToken, { respostas: { ...validAnswers(), nome: '=HYPERLINK("http://mal")' }, aceiteRegulamento: true }).expect(201);
    const res = await request(t.http).get(`/api/giveaways/${g.id}/entries.csv`).set(bearer(creator.accessToken)).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    const body = res.body as Buffer;
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('inscritos-sorteio-de-um-kit-de-cafe.csv');
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Inscrição;Nome;E-mail;Usuário;Telefone;Cor preferida;Aceito receber novidades;Aceita contato;Inscrito em');
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://mal"")";bia@exemplo.com;`);
    // The entry time as the screens show it: São Paulo's wall clock, three hours behind UTC.
    const saoPaulo = new Date(Date.parse(entry.body.createdAt) - 3 * 3_600_000).toISOString();
    const [date, time] = [saoPaulo.slice(0, 10).split('-').reverse().join('/'), saoPaulo.slice(11, 19)];
    expect(lines[1].endsWith(`;${date} ${time}`)).toBe(true);
  });

  it('removes a deleted giveaway\'s entries from the lists', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const p = await registerUser(t);
    await enter(g.id, p.accessToken, { respostas: validAnswers(), aceiteRegulamento: true }).expect(201);
    const before = await request(t.http).get('/api/me/entries').set(bearer(p.accessToken)).expect(200);
    expect(before.body.items.map((e: { sorteioId: string }) => e.sorteioId)).toContain(g.id);
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(204);
    const after = await request(t.http).get('/api/me/entries').set(bearer(p.accessToken)).expect(200);
    expect(after.body.items.map((e: { sorteioId: string }) => e.sorteioId)).not.toContain(g.id);
    await request(t.http).get(`/api/giveaways/${g.id}/entries`).set(bearer(creator.accessToken)).expect(404);
    await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(p.accessToken)).expect(404);
  });
});
