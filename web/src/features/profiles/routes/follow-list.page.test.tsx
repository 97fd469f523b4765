import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aProfile } from '../testing/profile.fixtures';

const person = (n: number) => aProfile({ id: `u${n}`, username: `pessoa${n}`, nome: `Pessoa ${n}`, sobrenome: '', verified: false, photoURL: null });

let logged: jest.SpyInstance;
beforeEach(() => {
  endSession('expired');
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('follower and following lists', () => {
  it('lists followers newest first and loads more on request', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/users/ana/followers?limit=20') return json(200, { items: [person(3), person(2)], nextCursor: 'c2' });
      if (url === '/api/users/ana/followers?limit=20&cursor=c2') return json(200, { items: [person(1)], nextCursor: null });
      return undefined;
    });
    renderApp('/ana/seguidores');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seguidores de @ana' })).toBeInTheDocument();
    const names = () => within(screen.getByRole('list', { name: 'Seguidores de @ana' })).getAllByRole('link').map((a) => a.textContent);
    expect(await screen.findByRole('link', { name: 'Pessoa 3' })).toHaveAttribute('href', '/pessoa3');
    expect(names()).toEqual(['Pessoa 3', 'Pessoa 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('link', { name: 'Pessoa 1' })).toBeInTheDocument();
    expect(names()).toEqual(['Pessoa 3', 'Pessoa 2', 'Pessoa 1']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says when a user follows nobody yet', async () => {
    mockFetch(({ url }) => (url === '/api/users/ana/following?limit=20' ? json(200, { items: [], nextCursor: null }) : undefined));
    renderApp('/ana/seguindo');

    expect(await screen.findByText('@ana ainda não segue ninguém.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil de @ana' })).toHaveAttribute('href', '/ana');
  });

  it('logs a failed list, says so in pt-BR and loads again on retry', async () => {
    let failing = true;
    mockFetch(({ url }) => {
      if (url !== '/api/users/ana/followers?limit=20') return undefined;
      return failing ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, { items: [person(1)], nextCursor: null });
    });
    renderApp('/ana/seguidores');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta lista.');
    expect(logged).toHaveBeenCalledWith('[profiles] followers of @ana failed', expect.anything());

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    expect(await screen.findByRole('link', { name: 'Pessoa 1' })).toBeInTheDocument();
  });

  it('keeps what was loaded when the next page fails, and offers to try it again', async () => {
    let failing = true;
    mockFetch(({ url }) => {
      if (url === '/api/users/ana/followers?limit=20') return json(200, { items: [person(2)], nextCursor: 'c2' });
      if (url === '/api/users/ana/followers?limit=20&cursor=c2') {
        return failing ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, { items: [person(1)], nextCursor: null });
      }
      return undefined;
    });
    renderApp('/ana/seguidores');

    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar mais pessoas.');
    expect(screen.getByRole('link', { name: 'Pessoa 2' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    expect(await screen.findByRole('link', { name: 'Pessoa 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pessoa 2' })).toBeInTheDocument();
  });

  it('shows "Page not found" for the followers of a username nobody has', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/users/ninguem/') ? apiError(404, 'USER_NOT_FOUND', 'Usuário não encontrado') : undefined));
    renderApp('/ninguem/seguidores');

    expect(await screen.findByRole('heading', { name: 'Page not found: /ninguem/seguidores' })).toBeInTheDocument();
  });
});
