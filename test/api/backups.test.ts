import { createHash } from 'node:crypto';
import request from 'supertest';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { grantPro, revokePro } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';

type Backup = {
  manifesto: { formato: string; versao: number; criadorId: string; posicao: number; sorteios: Array<{ giveawayId: string; titulo: string; status: string; sha256: string; inscricoes: number; recibos: number }> };
  sorteios: Array<{ giveawayId: string; eventos: Array<{ type: string; data: Record<string, unknown>; position: number }>; inscricoes: Array<{ eventos: unknown[] }>; recibos: Array<{ type: string; data: Record<string, unknown> }> }>;
  sha256: string;
};

/** The same sorted-keys JSON the server sums, so a test can re-seal an edited file as a forger would. */
const canonical = (v: unknown): string =>
  v === null || typeof v !== 'object'
    ? JSON.stringify(v)
    : Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : `{${Object.keys(v as object).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
const sum = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex');

describe('giveaway backups', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerUser(t);
    other = await registerUser(t);
  });
  afterAll(() => t.close());

  const download = (token: string) => request(t.http).get('/api/me/giveaways/backup').set(bearer(token));
  const restore = (token: string, content: string | Buffer) =>
    request(t.http).post('/api/me/giveaways/restore').set(bearer(token)).attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), { filename: 'backup.json', contentType: 'application/json' });
  const mine = async (token: string) => (await request(t.http).get('/api/me/giveaways?limit=50').set(bearer(token)).expect(200)).body.items as Array<{ id: string; titulo: string; status: string }>;
  const streamOf = async (id: string) => (await request(t.http).get(`/api/giveaways/${id}`).set(bearer(creator.accessToken)).expect(200)).body;

  let backup: Backup;
  let drawnId: string;
  let draftId: string;

  it('downloads every giveaway of the creator with its events, entries, receipts and sums', async () => {
    const draft = await createGiveaway(t, creator.accessToken, { titulo: 'Rascunho do kit' });
    draftId = draft.id;
    const drawn = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio da cafeteira' });
    drawnId = drawn.id;
    await seedEntries(t, drawn.id, 4);
    await closeGiveaway(t, drawn.id, creator.accessToken);
    await drawGiveaway(t, drawn.id, { quantidade: 1, suplentes: 1 }, creator.accessToken).expect(200);
    await createGiveaway(t, other.accessToken, { titulo: 'De outra pessoa' });

    const res = await download(creator.accessToken).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sorteios-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    backup = res.body;
    expect(backup.manifesto).toMatchObject({ formato: 'sorteios-backup', versao: 1, criadorId: creator.user.id });
    expect(backup.manifesto.sorteios.map((s) => s.titulo)).toEqual(['Rascunho do kit', 'Sorteio da cafeteira']);
    const part = backup.sorteios[1];
    expect(part.eventos.map((e) => e.type)).toEqual(expect.arrayContaining(['GiveawayCreated', 'GiveawayPublished', 'GiveawayClosed']));
    expect(part.inscricoes).toHaveLength(4);
    expect(part.recibos.map((r) => r.type)).toEqual(['WinnersDrawn']);
    expect(part.recibos[0].data.receipt).toBeDefined();
    // The commitment (its seed secret until the draw) is not kept; the receipt shows the seed once drawn.
    expect(JSON.stringify(backup)).not.toContain('DrawCommitted');
    expect(backup.manifesto.sorteios.map((s) => s.status)).toEqual(['Rascunho', 'Realizado']);
    expect(backup.manifesto.sorteios[1]).toMatchObject({ inscricoes: 4, recibos: 1, sha256: sum(part) });
    expect(backup.sha256).toBe(sum(backup.manifesto));
    expect(Math.max(...backup.sorteios.flatMap((s) => s.eventos.map((e) => e.position)))).toBeLessThanOrEqual(backup.manifesto.posicao);
  });

  it('restores a backup as new drafts, leaving the originals as they were', async () => {
    const before = await streamOf(drawnId);
    const res = await restore(creator.accessToken, JSON.stringify(backup)).expect(201);
    expect(res.body.sorteios).toEqual([
      { origemId: draftId, giveawayId: expect.any(String), titulo: 'Rascunho do kit', status: 'Rascunho' },
      { origemId: drawnId, giveawayId: expect.any(String), titulo: 'Sorteio da cafeteira', status: 'Rascunho' },
    ]);
    const copyId = res.body.sorteios[1].giveawayId as string;
    expect([draftId, drawnId]).not.toContain(copyId);
    const copy = await streamOf(copyId);
    expect(copy).toMatchObject({ titulo: 'Sorteio da cafeteira', status: 'Rascunho', inscritosCount: 0, premios: before.premios, camposFormulario: before.camposFormulario });
    expect(await streamOf(drawnId)).toEqual(before);
    const titles = (await mine(creator.accessToken)).map((g) => `${g.titulo} ${g.status}`);
    expect(titles.filter((x) => x === 'Sorteio da cafeteira Rascunho')).toHaveLength(1);
    expect(titles).toContain('Sorteio da cafeteira Realizado');
  });

  it('refuses a file whose contents were changed after the backup, restoring nothing', async () => {
    const count = (await mine(creator.accessToken)).length;
    const edited = structuredClone(backup);
    (edited.sorteios[1].eventos[0].data as { titulo: string }).titulo = 'Outro título';
    const res = await restore(creator.accessToken, JSON.stringify(edited)).expect(422);
    expect(res.body).toMatchObject({ code: 'BACKUP_CHECKSUM_MISMATCH', message: expect.stringContaining('Sorteio da cafeteira') });

    const manifestEdited = structuredClone(backup);
    manifestEdited.manifesto.posicao += 1;
    expect((await restore(creator.accessToken, JSON.stringify(manifestEdited)).expect(422)).body.code).toBe('BACKUP_CHECKSUM_MISMATCH');
    expect((await restore(creator.accessToken, JSON.stringify(backup).slice(0, 200)).expect(400)).body.code).toBe('BACKUP_INVALID');
    expect(await mine(creator.accessToken)).toHaveLength(count);
  });

  it("refuses someone else's backup, also when it was re-sealed under another id", async () => {
    const res = await restore(other.accessToken, JSON.stringify(backup)).expect(403);
    expect(res.body).toMatchObject({ code: 'BACKUP_NOT_OWNER', message: expect.stringMatching(/outra pessoa/) });

    const forged = structuredClone(backup);
    forged.manifesto.criadorId = other.user.id;
    forged.sha256 = sum(forged.manifesto);
    expect((await restore(other.accessToken, JSON.stringify(forged)).expect(403)).body.code).toBe('BACKUP_NOT_OWNER');
    expect(await mine(other.accessToken)).toHaveLength(1);
  });

  it('refuses another format or version with a pt-BR message, restoring nothing', async () => {
    const count = (await mine(creator.accessToken)).length;
    const future = structuredClone(backup);
    future.manifesto.versao = 2;
    const res = await restore(creator.accessToken, JSON.stringify(future)).expect(422);
    expect(res.body).toMatchObject({ code: 'BACKUP_VERSION_UNSUPPORTED', message: expect.stringContaining('Versão de backup não suportada') });
    expect((await restore(creator.accessToken, JSON.stringify({ manifesto: { formato: 'outra-coisa', versao: 1 } })).expect(422)).body.code).toBe('BACKUP_VERSION_UNSUPPORTED');
    expect((await restore(creator.accessToken, '{"a":1}').expect(400)).body.code).toBe('BACKUP_INVALID');
    // Another kind of file altogether (an image sent by mistake).
    expect((await restore(creator.accessToken, Buffer.from('\x89PNG\r\n')).expect(415)).body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await request(t.http).post('/api/me/giveaways/restore').set(bearer(creator.accessToken)).expect(400)).body.code).toBe('NO_FILE');
    expect(await mine(creator.accessToken)).toHaveLength(count);
  });

  it('refuses a re-sealed file whose content a giveaway could never have, restoring nothing', async () => {
    const count = (await mine(creator.accessToken)).length;
    const forged = structuredClone(backup);
    (forged.sorteios[0].eventos[0].data as { titulo: string }).titulo = 'x'.repeat(500);
    forged.manifesto.sorteios[0].sha256 = sum(forged.sorteios[0]);
    forged.sha256 = sum(forged.manifesto);
    const res = await restore(creator.accessToken, JSON.stringify(forged)).expect(400);
    expect(res.body).toMatchObject({ code: 'BACKUP_INVALID', fields: { titulo: expect.any(Array) } });
    expect(await mine(creator.accessToken)).toHaveLength(count);
  });

  it('undoes its drafts when the plan refuses a later copy, so nothing is left restored', async () => {
    const former = await registerUser(t);
    await grantPro(t, former.user.id);
    await createGiveaway(t, former.accessToken, { titulo: 'Pequeno' });
    await createGiveaway(t, former.accessToken, { titulo: 'Grande', numeroVencedores: 50 });
    const file = (await download(former.accessToken).expect(200)).body as Backup;
    await revokePro(t, former.user.id);

    const res = await restore(former.accessToken, JSON.stringify(file)).expect(403);
    expect(res.body.code).toBe('PLAN_LIMIT_REACHED');
    const left = await mine(former.accessToken);
    expect(left.map((g) => g.titulo).sort()).toEqual(['Grande', 'Pequeno']);
  });

  it('asks for a session', async () => {
    await request(t.http).get('/api/me/giveaways/backup').expect(401);
  });
});
