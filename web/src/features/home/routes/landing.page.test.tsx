import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

afterEach(() => jest.restoreAllMocks());

const card = (id: string, titulo: string) => ({
  id,
  titulo,
  status: 'Ativo',
  criador: { username: 'ana', nome: 'Ana', photoURL: null },
  imagemUrl: null,
  imagens: null,
  dataSorteio: '2026-12-24T21:00:00.000Z',
  inscritosCount: 7,
});
const creator = { id: 'c1', username: 'bia', nome: 'Bia Lima', photoURL: null, verified: true, seguidoresCount: 3, inscritosCount: 90, sorteiosCount: 1 };

describe('home page', () => {
  it('says what the product is, shows giveaways ending soon and popular creators, and invites to create', async () => {
    endSession('expired');
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/api/giveaways?')) return json(200, { items: [card('g1', 'Termina amanhã'), card('g2', 'Termina sábado')], nextCursor: 'x' });
      if (url.startsWith('/api/creators/popular')) return json(200, { items: [creator] });
      return undefined;
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorteios justos, que qualquer pessoa pode conferir' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Como funciona' })).getByText(/Qualquer pessoa confere/)).toBeInTheDocument();
    const soon = screen.getByRole('region', { name: 'Terminando em breve' });
    expect(await within(soon).findByRole('link', { name: 'Termina amanhã' })).toHaveAttribute('href', '/sorteio/g1');
    expect(within(soon).getByRole('link', { name: 'Ver todos os sorteios abertos' })).toHaveAttribute('href', '/explorar');
    const params = new URL(calls.find((c) => c.url.startsWith('/api/giveaways?'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({ status: 'Ativo', sort: 'encerramento', limit: '3' });
    expect(await within(screen.getByRole('region', { name: 'Criadores populares' })).findByRole('link', { name: 'Bia Lima' })).toHaveAttribute('href', '/bia');
    expect(within(screen.getByRole('region', { name: 'Faça o seu sorteio' })).getByRole('link', { name: 'Criar conta e começar' })).toHaveAttribute('href', '/register');
  });

  it('takes a signed-in user straight to creating a giveaway', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url.startsWith('/api/giveaways?')) return json(200, { items: [], nextCursor: null });
      if (url.startsWith('/api/creators/popular')) return json(200, { items: [] });
      return undefined;
    });
    renderApp('/');

    expect(within(await screen.findByRole('region', { name: 'Faça o seu sorteio' })).getByRole('link', { name: 'Criar um sorteio' })).toHaveAttribute('href', '/dashboard/sorteio/new');
    expect(await screen.findByText('Nenhum sorteio aberto agora. Que tal criar o primeiro?')).toBeInTheDocument();
    // Signed in, the suggestions leave out whom the user follows: none left is not "none exist".
    expect(await screen.findByText('Nenhuma sugestão nova: você já segue os criadores com sorteios públicos.')).toBeInTheDocument();
  });

  it('offers to try again when the giveaways ending soon could not load', async () => {
    endSession('expired');
    let fail = true;
    mockFetch(({ url }) => {
      if (url.startsWith('/api/giveaways?')) return fail ? apiError(503, 'INTERNAL_ERROR', 'Serviço indisponível.') : json(200, { items: [card('g1', 'De volta')], nextCursor: null });
      if (url.startsWith('/api/creators/popular')) return json(200, { items: [] });
      return undefined;
    });
    renderApp('/');

    const soon = await screen.findByRole('region', { name: 'Terminando em breve' });
    expect(await within(soon).findByText(/Não foi possível carregar os sorteios\. Serviço indisponível\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(soon).getByRole('button', { name: 'Tentar de novo' }));

    expect(await within(soon).findByRole('link', { name: 'De volta' })).toBeInTheDocument();
    expect(screen.getByText('Ainda não há criadores com sorteios públicos.')).toBeInTheDocument();
  });
});
