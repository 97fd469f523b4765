import request from 'supertest';
import { registerUser } from '../support/accounts';
import { bearer, createGiveaway, giveawayBody } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';
import { jpegImage, pdfDocument, pngImage, removeAs, uploadAs } from '../support/upload-fixtures';

type Variants = { capa: string; miniatura: string } | null;
type WithPrizeImages = { id: string; premios: string[]; premiosImagens: (string | null)[]; premiosImagensVariantes: Variants[] };

/** The copies the uploads module makes next to an original (docs/api-giveaways.md, uploads). */
const copiesOf = (url: string) => {
  const base = url.replace(/\.[a-z]+$/, '');
  return { capa: `${base}-1200.webp`, miniatura: `${base}-400.webp` };
};

describe('prize images', () => {
  let t: TestApp;
  let ana: string;
  let bia: string;
  beforeAll(async () => {
    t = await createTestApp();
    ana = (await registerUser(t)).accessToken;
    bia = (await registerUser(t)).accessToken;
  });
  afterAll(() => t.close());

  const upload = async (token: string, file: Buffer, filename: string) => (await uploadAs(t, token, file, filename, { subfolder: 'premios' }).expect(201)).body.url as string;
  const read = async (id: string) => (await request(t.http).get(`/api/giveaways/${id}`).set(bearer(ana)).expect(200)).body as WithPrizeImages;
  const patch = (id: string, body: Record<string, unknown>) => request(t.http).patch(`/api/giveaways/${id}`).set(bearer(ana)).send(body);

  it('creates a giveaway with an image per prize and answers each one with its resized copies', async () => {
    const cafe = await upload(ana, await pngImage(1600, 900), 'cafe.png');
    await t.jobsIdle();
    // This one's copies are made after the giveaway exists: they reach it all the same.
    const caneca = await upload(ana, await jpegImage(800, 800), 'caneca.jpg');
    const created = (await createGiveaway(t, ana, { premios: ['Kit de café', 'Caneca', 'Adesivos'], premiosImagens: [cafe, caneca] })) as unknown as WithPrizeImages;
    expect(created.premios).toEqual(['Kit de café', 'Caneca', 'Adesivos']);
    expect(created.premiosImagens).toEqual([cafe, caneca]);
    await t.jobsIdle();

    const read1 = await read(created.id);
    expect(read1.premios).toEqual(['Kit de café', 'Caneca', 'Adesivos']);
    expect(read1.premiosImagens).toEqual([cafe, caneca]);
    expect(read1.premiosImagensVariantes).toEqual([copiesOf(cafe), copiesOf(caneca)]);
    await request(t.http).get(copiesOf(caneca).miniatura).expect(200).expect('Content-Type', 'image/webp');
  });

  it('removes, replaces and adds prize images with PATCH', async () => {
    const cafe = await upload(ana, await pngImage(), 'cafe2.png');
    const caneca = await upload(ana, await jpegImage(), 'caneca2.jpg');
    await t.jobsIdle();
    const { id } = await createGiveaway(t, ana, { premios: ['Kit de café', 'Caneca'], premiosImagens: [cafe, caneca] });

    const removed = (await patch(id, { premiosImagens: [null, caneca] }).expect(200)).body as WithPrizeImages;
    expect(removed.premiosImagens).toEqual([null, caneca]);
    expect(removed.premiosImagensVariantes).toEqual([null, copiesOf(caneca)]);

    const swapped = (await patch(id, { premiosImagens: [caneca] }).expect(200)).body as WithPrizeImages;
    expect(swapped.premiosImagens).toEqual([caneca]);
    expect(swapped.premiosImagensVariantes).toEqual([copiesOf(caneca)]);
    // The prizes, which the draw commits to, never moved.
    expect(swapped.premios).toEqual(['Kit de café', 'Caneca']);
  });

  it("refuses someone else's upload, a file that is not an image and more images than prizes, in pt-BR, changing nothing", async () => {
    const deBia = await upload(bia, await pngImage(), 'de-bia.png');
    const pdf = await upload(ana, pdfDocument(), 'doc.pdf');
    const mine = await upload(ana, await pngImage(), 'minha.png');

    const other = await request(t.http).post('/api/giveaways').set(bearer(ana)).send(giveawayBody({ premiosImagens: [deBia] })).expect(400);
    expect(other.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'premiosImagens.0': ['A imagem do prêmio 1 foi enviada por outra conta: envie uma imagem sua.'] } });

    const notImage = await request(t.http).post('/api/giveaways').set(bearer(ana)).send(giveawayBody({ premiosImagens: [pdf] })).expect(400);
    expect(notImage.body.fields).toEqual({ premiosImagens: ['Imagem de prêmio inválida: envie a imagem pelo upload.'] });

    const { id } = await createGiveaway(t, ana, { premios: ['Kit de café'] });
    const tooMany = await patch(id, { premiosImagens: [mine, mine] }).expect(400);
    expect(tooMany.body.fields).toEqual({ premiosImagens: ['Há mais imagens do que prêmios: no máximo uma imagem por prêmio.'] });
    const notYours = await patch(id, { premiosImagens: [deBia] }).expect(400);
    expect(notYours.body.message).toBe('Verifique as imagens dos prêmios.');

    await removeAs(t, ana, mine).expect(204);
    const deleted = await patch(id, { premiosImagens: [mine] }).expect(400);
    expect(deleted.body.fields).toEqual({ 'premiosImagens.0': ['Imagem do prêmio 1 não encontrada: envie a imagem pelo upload.'] });
    expect((await read(id)).premiosImagens).toEqual([]);
  });

  it('answers no prize images for a giveaway that has none', async () => {
    const { id } = await createGiveaway(t, ana);
    const g = await read(id);
    expect(g.premiosImagens).toEqual([]);
    expect(g.premiosImagensVariantes).toEqual([]);
  });

  it("restores a backup's prize images that are still the creator's, leaving a deleted one's prize without", async () => {
    const kept = await upload(ana, await pngImage(), 'guardada.png');
    const gone = await upload(ana, await pngImage(), 'apagada.png');
    await t.jobsIdle();
    await createGiveaway(t, ana, { titulo: 'Com imagens nos prêmios', premios: ['Um', 'Dois'], premiosImagens: [gone, kept] });
    const backup = (await request(t.http).get('/api/me/giveaways/backup').set(bearer(ana)).expect(200)).body;
    await removeAs(t, ana, gone).expect(204);

    const restored = await request(t.http)
      .post('/api/me/giveaways/restore')
      .set(bearer(ana))
      .attach('file', Buffer.from(JSON.stringify(backup)), { filename: 'backup.json', contentType: 'application/json' })
      .expect(201);
    const copy = restored.body.sorteios.find((s: { titulo: string }) => s.titulo === 'Com imagens nos prêmios');
    const g = await read(copy.giveawayId);
    expect(g.premiosImagens).toEqual([null, kept]);
    expect(g.premiosImagensVariantes).toEqual([null, copiesOf(kept)]);
  });
});
