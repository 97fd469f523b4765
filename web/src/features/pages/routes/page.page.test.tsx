import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

const page = (overrides: Record<string, unknown> = {}) => ({
  slug: 'ajuda/como-participar',
  titulo: 'Como participar',
  conteudo: '…',
  html: '<h2>Passo a passo</h2><p>Entre e <strong>inscreva-se</strong>.</p>',
  criadoEm: '2026-03-01T12:00:00.000Z',
  atualizadoEm: '2026-03-09T15:00:00.000Z',
  revision: 2,
  ...overrides,
});

describe('content page', () => {
  it('shows a page at a multi-segment address, with its date in São Paulo time', async () => {
    const calls = mockFetch((call) => (call.url === '/api/pages/ajuda/como-participar' ? json(200, page()) : undefined));
    renderApp('/pages/ajuda/como-participar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Como participar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Passo a passo' })).toBeInTheDocument();
    expect(screen.getByText('inscreva-se').tagName).toBe('STRONG');
    expect(screen.getByText('Atualizada em 9 de março de 2026')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sanitises the HTML again in the browser: scripts, handlers and javascript: links never reach the DOM', async () => {
    const html = [
      '<p>Texto</p>',
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true" alt="foto">',
      '<a href="javascript:window.hacked = true">clique</a>',
      '<iframe src="https://mal.example"></iframe>',
      '<p onclick="window.hacked = true">parágrafo</p>',
    ].join('');
    mockFetch((call) => (call.url === '/api/pages/xss' ? json(200, page({ slug: 'xss', titulo: 'XSS', html })) : undefined));
    const { container } = renderApp('/pages/xss');

    const article = await screen.findByRole('article');
    expect(within(article).getByText('Texto')).toBeInTheDocument();
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(within(article).getByRole('img', { name: 'foto' })).not.toHaveAttribute('onerror');
    expect(within(article).getByText('clique')).not.toHaveAttribute('href');
    expect(within(article).getByText('parágrafo')).not.toHaveAttribute('onclick');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the app\'s 404 for an address with no page', async () => {
    mockFetch(() => apiError(404, 'PAGE_NOT_FOUND', 'Página não encontrada.'));
    renderApp('/pages/ajuda/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /pages/ajuda/nao-existe' })).toBeInTheDocument();
  });

  it('does not even ask for an address that cannot be a page', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/pages/Com%20Espaco');
    expect(await screen.findByRole('heading', { name: /^Page not found:/ })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('follows a link to another page of the site without reloading, and links the terms and privacy in the footer', async () => {
    mockFetch((call) => {
      if (call.url === '/api/pages/ajuda') return json(200, page({ slug: 'ajuda', titulo: 'Ajuda', html: '<p>Leia os <a href="/pages/termos-de-uso">termos</a>.</p>' }));
      if (call.url === '/api/pages/termos-de-uso') return json(200, page({ slug: 'termos-de-uso', titulo: 'Termos de uso', html: '<p>Regras</p>' }));
      return undefined;
    });
    const { router } = renderApp('/pages/ajuda');

    const footer = await screen.findByRole('navigation', { name: 'Links do rodapé' });
    expect(within(footer).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/pages/termos-de-uso');
    expect(within(footer).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/pages/politica-de-privacidade');
    expect(within(footer).getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/feedback');

    await userEvent.click(await screen.findByRole('link', { name: 'termos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/termos-de-uso');
  });
});
