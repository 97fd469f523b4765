import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { PagesImportPreview } from '@sorteios/api-contract';

const me = (isAdmin = true) => ({ id: 'u-admin', username: 'chefe', nome: 'Chefe', isAdmin });
const pagesFile = () => new File(['{"manifesto":{}}'], 'paginas.json', { type: 'application/json' });

const preview: PagesImportPreview = {
  novas: [{ slug: 'ajuda/faq', titulo: 'Perguntas frequentes' }],
  conflitos: [
    { slug: 'termos-de-uso', revision: 3, atual: { titulo: 'Termos de uso', conteudo: 'Texto atual.' }, arquivo: { titulo: 'Termos de uso', conteudo: 'Texto do arquivo.' }, mudancas: ['conteudo'] },
    { slug: 'politica-de-privacidade', revision: 1, atual: { titulo: 'Política', conteudo: 'a' }, arquivo: { titulo: 'Política de privacidade', conteudo: 'a' }, mudancas: ['titulo'] },
  ],
  iguais: ['como-funciona-o-sorteio-verificavel'],
};

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('/panel/bkppages', () => {
  it('previews what the file changes, showing both versions of each conflict, then imports only the chosen ones', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me());
      if (url === '/api/admin/pages-backup/preview') return json(200, preview);
      if (url === '/api/admin/pages-backup/import') return json(200, { criadas: ['ajuda/faq'], atualizadas: ['termos-de-uso'], mantidas: ['como-funciona-o-sorteio-verificavel', 'politica-de-privacidade'] });
      return undefined;
    });
    renderApp('/panel/bkppages');

    const file = pagesFile();
    await userEvent.upload(await screen.findByLabelText('Arquivo de páginas (.json)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Ver o que muda' }));

    expect(await screen.findByRole('heading', { name: '1 novas, 2 com o mesmo endereço e conteúdo diferente, 1 iguais.' })).toBeInTheDocument();
    expect(screen.getByText('/pages/ajuda/faq — Perguntas frequentes')).toBeInTheDocument();
    const terms = screen.getByRole('listitem', { name: '/pages/termos-de-uso' });
    expect(within(terms).getByRole('region', { name: 'Atual: /pages/termos-de-uso' })).toHaveTextContent('Texto atual.');
    expect(within(terms).getByRole('region', { name: 'No arquivo: /pages/termos-de-uso' })).toHaveTextContent('Texto do arquivo.');
    const privacy = screen.getByRole('listitem', { name: '/pages/politica-de-privacidade' });
    expect(within(privacy).getByRole('region', { name: 'No arquivo: /pages/politica-de-privacidade' })).toHaveTextContent('Título: Política de privacidade');
    // Nothing is written by the preview.
    expect(calls.some((c) => c.url === '/api/admin/pages-backup/import')).toBe(false);

    await userEvent.click(within(terms).getByRole('checkbox', { name: 'Substituir /pages/termos-de-uso' }));
    append.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('1 criadas, 1 substituídas, 2 mantidas.')).toBeInTheDocument();
    expect(append.mock.calls).toEqual([
      ['file', file],
      ['substituir', '{"termos-de-uso":3}'],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument());
  });

  it('shows a refused file with its reason and code, and that nothing was imported', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me());
      if (url === '/api/admin/pages-backup/preview') return apiError(422, 'BACKUP_VERSION_UNSUPPORTED', 'Versão de backup não suportada (sorteios-paginas v9). Gere um novo backup nesta versão do Sorteios.');
      return undefined;
    });
    renderApp('/panel/bkppages');

    await userEvent.upload(await screen.findByLabelText('Arquivo de páginas (.json)'), pagesFile());
    await userEvent.click(screen.getByRole('button', { name: 'Ver o que muda' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nada foi importado.');
    expect(alert).toHaveTextContent('Versão de backup não suportada');
    expect(alert).toHaveTextContent('Código do erro: BACKUP_VERSION_UNSUPPORTED');
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('exports every page as a download', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn(() => 'blob:http://localhost/p') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me());
      if (url === '/api/admin/pages-backup/export') return new Response('{}', { status: 200 });
      return undefined;
    });
    renderApp('/panel/bkppages');

    await userEvent.click(await screen.findByRole('button', { name: 'Exportar páginas' }));
    expect(await screen.findByText('Páginas exportadas.')).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(/^paginas-\d{4}-\d{2}-\d{2}\.json$/)]);
  });

  it('is not there for someone who is not an admin', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/me' ? json(200, me(false)) : undefined));
    renderApp('/panel/bkppages');
    expect(await screen.findByRole('heading', { name: 'Page not found: /panel/bkppages' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/me']);
  });
});
