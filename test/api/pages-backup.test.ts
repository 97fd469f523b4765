import { createHash } from 'node:crypto';
import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type PagesFile = {
  manifesto: { formato: string; versao: number; paginas: Array<{ slug: string; sha256: string }> };
  paginas: Array<{ slug: string; titulo: string; conteudo: string }>;
  sha256: string;
};

const canonical = (v: unknown): string =>
  v === null || typeof v !== 'object'
    ? JSON.stringify(v)
    : Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : `{${Object.keys(v as object).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
const sum = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex');

/** A file as another install's export would be: re-sealed after the pages were chosen. */
function sealed(file: PagesFile, paginas: PagesFile['paginas']): PagesFile {
  const manifesto = { ...file.manifesto, paginas: paginas.map((p) => ({ slug: p.slug, titulo: p.titulo, sha256: sum(p) })) };
  return { manifesto, paginas, sha256: sum(manifesto) };
}

describe('content pages backup', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    await t.jobsIdle();
  });
  afterAll(() => t.close());

  const auth = () => bearer(admin.accessToken);
  const exportPages = async () => (await request(t.http).get('/api/admin/pages-backup/export').set(auth()).expect(200)).body as PagesFile;
  const send = (path: string, file: unknown, fields: Record<string, string> = {}) => {
    let req = request(t.http).post(`/api/admin/pages-backup/${path}`).set(auth()).attach('file', Buffer.from(typeof file === 'string' ? file : JSON.stringify(file)), { filename: 'paginas.json', contentType: 'application/json' });
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req;
  };
  const history = async (slug: string) => (await request(t.http).get(`/api/pages/${slug}`).expect(200)).body as { titulo: string; conteudo: string; revision: number };

  it('exports every page with its content and sums', async () => {
    const file = await exportPages();
    expect(file.manifesto).toMatchObject({ formato: 'sorteios-paginas', versao: 1 });
    expect(file.paginas.map((p) => p.slug)).toEqual(['como-funciona-o-sorteio-verificavel', 'politica-de-privacidade', 'termos-de-uso']);
    expect(file.manifesto.paginas[2].sha256).toBe(sum(file.paginas[2]));
    expect(file.sha256).toBe(sum(file.manifesto));
  });

  it('previews new pages, conflicts with both versions, and unchanged ones, writing nothing', async () => {
    const file = await exportPages();
    const terms = await history('termos-de-uso');
    const edited = file.paginas.map((p) => (p.slug === 'termos-de-uso' ? { ...p, conteudo: `${p.conteudo}\n\nCláusula nova.` } : p));
    const incoming = sealed(file, [...edited, { slug: 'ajuda/faq', titulo: 'Perguntas frequentes', conteudo: '# FAQ' }]);

    const preview = (await send('preview', incoming).expect(200)).body;
    expect(preview.novas).toEqual([{ slug: 'ajuda/faq', titulo: 'Perguntas frequentes' }]);
    expect(preview.iguais).toEqual(['como-funciona-o-sorteio-verificavel', 'politica-de-privacidade']);
    expect(preview.conflitos).toEqual([
      {
        slug: 'termos-de-uso',
        revision: terms.revision,
        atual: { titulo: terms.titulo, conteudo: terms.conteudo },
        arquivo: { titulo: terms.titulo, conteudo: `${terms.conteudo}\n\nCláusula nova.` },
        mudancas: ['conteudo'],
      },
    ]);
    await request(t.http).get('/api/pages/ajuda/faq').expect(404);
    expect(await history('termos-de-uso')).toEqual(expect.objectContaining({ revision: terms.revision }));
  });

  it('applies the file as page events: creates the new pages, replaces only the chosen conflicts', async () => {
    const file = await exportPages();
    const terms = await history('termos-de-uso');
    const privacy = await history('politica-de-privacidade');
    const edited = file.paginas.map((p) =>
      p.slug === 'termos-de-uso' ? { ...p, titulo: 'Termos de uso (2026)' } : p.slug === 'politica-de-privacidade' ? { ...p, conteudo: 'Outra política.' } : p,
    );
    const incoming = sealed(file, [...edited, { slug: 'novidades', titulo: 'Novidades', conteudo: 'Nada ainda.' }]);

    const res = await send('import', incoming, { substituir: JSON.stringify({ 'termos-de-uso': terms.revision }) }).expect(200);
    expect(res.body).toEqual({ criadas: ['novidades'], atualizadas: ['termos-de-uso'], mantidas: ['como-funciona-o-sorteio-verificavel', 'politica-de-privacidade'] });
    expect(await history('novidades')).toMatchObject({ titulo: 'Novidades', revision: 0 });
    // An update appended to the page's stream: the next revision, the old ones still in the log.
    expect(await history('termos-de-uso')).toMatchObject({ titulo: 'Termos de uso (2026)', conteudo: terms.conteudo, revision: terms.revision + 1 });
    expect(await history('politica-de-privacidade')).toEqual(privacy);
  });

  it('refuses the whole import when a chosen page changed since the preview', async () => {
    const file = await exportPages();
    const terms = await history('termos-de-uso');
    const incoming = sealed(file, [...file.paginas.map((p) => (p.slug === 'termos-de-uso' ? { ...p, conteudo: 'Versão do arquivo.' } : p)), { slug: 'tarde', titulo: 'Tarde', conteudo: 'x' }]);
    const res = await send('import', incoming, { substituir: JSON.stringify({ 'termos-de-uso': terms.revision - 1 }) }).expect(412);
    expect(res.body.message).toContain('Nada foi importado');
    await request(t.http).get('/api/pages/tarde').expect(404);
  });

  it('refuses an edited file, another version and a page the editor would refuse, importing nothing', async () => {
    const file = await exportPages();
    const tampered = structuredClone(file);
    tampered.paginas[0].conteudo = 'Alterado à mão.';
    tampered.paginas.push({ slug: 'intrusa', titulo: 'Intrusa', conteudo: '' });
    const res = await send('import', tampered).expect(422);
    expect(res.body).toMatchObject({ code: 'BACKUP_CHECKSUM_MISMATCH', message: expect.stringContaining('Nada foi importado') });
    expect((await send('preview', { ...file, manifesto: { ...file.manifesto, versao: 9 } }).expect(422)).body.code).toBe('BACKUP_VERSION_UNSUPPORTED');
    expect((await send('preview', '{"manifesto": {"formato"').expect(400)).body.code).toBe('BACKUP_INVALID');
    expect((await send('preview', 'não é json').expect(415)).body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', message: 'O arquivo não é um JSON: envie o arquivo baixado do Sorteios.' });
    const badSlug = sealed(file, [{ slug: 'Com Espaço', titulo: 'X', conteudo: 'y' }]);
    expect((await send('import', badSlug).expect(400)).body).toMatchObject({ code: 'BACKUP_INVALID', fields: { slug: expect.any(Array) } });
    await request(t.http).get('/api/pages/intrusa').expect(404);
  });

  it('is for admins only', async () => {
    const someone = await registerUser(t);
    await request(t.http).get('/api/admin/pages-backup/export').set(bearer(someone.accessToken)).expect(403);
  });
});
