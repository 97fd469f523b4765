import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const me = (isAdmin: boolean) => ({ id: 'u-1', username: 'admin', nome: 'Admin', isAdmin });
const page = {
  slug: 'ajuda/como-participar',
  titulo: 'Como participar',
  conteudo: '# Passo a passo',
  html: '<h1>Passo a passo</h1>',
  criadoEm: '2026-03-01T12:00:00.000Z',
  atualizadoEm: '2026-03-01T12:00:00.000Z',
  revision: 3,
};

/** The API as an admin sees it; `extra` answers the calls a test is about. */
function api(extra: (call: FetchCall) => Response | undefined = () => undefined, isAdmin = true) {
  return mockFetch((call) => {
    if (call.url === '/api/me') return json(200, me(isAdmin));
    return extra(call);
  });
}

const preview = () => screen.getByRole('region', { name: 'Pré-visualização' });

describe('page editor', () => {
  it('previews the Markdown live, inert, while the admin types', async () => {
    api();
    renderApp('/boss/pages/new');

    await userEvent.type(await screen.findByLabelText('Título'), 'Como participar');
    await userEvent.type(screen.getByLabelText('Conteúdo (Markdown)'), '## Passo a passo{enter}{enter}Leia **com atenção**. <img src=x onerror=alert(1)> [x](javascript:alert(1))');

    await waitFor(() => expect(within(preview()).getByRole('heading', { level: 2, name: 'Passo a passo' })).toBeInTheDocument());
    expect(within(preview()).getByRole('heading', { level: 1, name: 'Como participar' })).toBeInTheDocument();
    expect(within(preview()).getByText('com atenção').tagName).toBe('STRONG');
    // Raw HTML shows as text; a javascript: link stays text.
    expect(preview().querySelector('img, script')).toBeNull();
    expect(within(preview()).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(within(preview()).queryByRole('link')).toBeNull();
  });

  it('creates the page and goes back to the list', async () => {
    const calls = api((call) => {
      if (call.url === '/api/admin/pages' && call.method === 'POST') return json(201, page);
      if (call.url.startsWith('/api/admin/pages?')) return json(200, { items: [page], nextCursor: null });
      return undefined;
    });
    const { router } = renderApp('/boss/pages/new');

    await userEvent.type(await screen.findByLabelText('Endereço'), 'ajuda/como-participar');
    await userEvent.type(screen.getByLabelText('Título'), 'Como participar');
    await userEvent.type(screen.getByLabelText('Conteúdo (Markdown)'), '# Passo a passo');
    await userEvent.click(screen.getByRole('button', { name: 'Criar página' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/boss/pages'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ slug: 'ajuda/como-participar', titulo: 'Como participar', conteudo: '# Passo a passo' });
    expect(await screen.findByRole('link', { name: '/pages/ajuda/como-participar' })).toBeInTheDocument();
  });

  it('checks the address before sending, and shows SLUG_TAKEN next to it', async () => {
    const calls = api((call) => (call.method === 'POST' ? apiError(409, 'SLUG_TAKEN', 'Já existe uma página com este endereço.') : undefined));
    renderApp('/boss/pages/new');

    await userEvent.type(await screen.findByLabelText('Endereço'), 'Ajuda/Com Espaço');
    await userEvent.type(screen.getByLabelText('Título'), 'Ajuda');
    await userEvent.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(await screen.findByText('Use de 1 a 5 partes com letras minúsculas, números e hífens, separadas por /.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Endereço'));
    await userEvent.type(screen.getByLabelText('Endereço'), 'ajuda');
    await userEvent.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(await screen.findByText('Já existe uma página com este endereço.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a multi-segment page under /panel, sending the revision it loaded', async () => {
    const calls = api((call) => {
      if (call.url === '/api/pages/ajuda/como-participar') return json(200, page);
      if (call.url === '/api/admin/pages/ajuda/como-participar' && call.method === 'PUT') return json(200, { ...page, titulo: 'Como se inscrever', revision: 4 });
      if (call.url.startsWith('/api/admin/pages?')) return json(200, { items: [page], nextCursor: null });
      return undefined;
    });
    const { router } = renderApp('/panel/pages/ajuda/como-participar/edit');

    const titulo = await screen.findByLabelText('Título');
    expect(titulo).toHaveValue('Como participar');
    expect(screen.getByText('Endereço: /pages/ajuda/como-participar (não pode ser alterado)')).toBeInTheDocument();
    await userEvent.clear(titulo);
    await userEvent.type(titulo, 'Como se inscrever');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/pages'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ titulo: 'Como se inscrever', conteudo: '# Passo a passo' });
    expect(put.headers['If-Match']).toBe('3');
  });

  it('deletes a page only after confirming', async () => {
    let deleted = false;
    const calls = api((call) => {
      if (call.url === '/api/admin/pages/ajuda/como-participar' && call.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      if (call.url.startsWith('/api/admin/pages?')) return json(200, { items: deleted ? [] : [page], nextCursor: null });
      return undefined;
    });
    renderApp('/boss/pages');

    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Como participar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir a página “Como participar”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Como participar' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, excluir' }));
    expect(await screen.findByText('Página “Como participar” excluída.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Nenhuma página ainda.')).toBeInTheDocument();
  });

  it('shows the 404 page, in the plain frame, to a signed-in user who is not an admin', async () => {
    const calls = api(() => undefined, false);
    renderApp('/boss/pages');
    expect(await screen.findByRole('heading', { name: 'Page not found: /boss/pages' })).toBeInTheDocument();
    // Nothing of the admin area shows: no section name, no admin links.
    expect(screen.queryByText('Administração')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mensagens' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/me']);
  });
});
