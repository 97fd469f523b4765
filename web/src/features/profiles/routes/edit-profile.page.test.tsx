import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { bia } from '../testing/profile.fixtures';

const me = { ...bia, bio: 'Adoro sorteios.', photoURL: null, emailVerified: true };

beforeEach(() => {
  signIn('tok');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('edit my profile', () => {
  it('checks a new username once typing pauses and says it is available', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/users/bia_nova/availability') return json(200, { disponivel: true });
      return undefined;
    });
    renderApp('/dashboard/perfil');

    const username = await screen.findByLabelText('Nome de usuário');
    expect(username).toHaveValue('bia');
    await userEvent.clear(username);
    await userEvent.type(username, 'bia_nova');

    expect(screen.getByText('Verificando disponibilidade…')).toBeInTheDocument();
    expect(await screen.findByText('Disponível.')).toBeInTheDocument();
    // Only the name as it stood when typing paused was asked about.
    expect(calls.filter((c) => c.url.includes('/availability')).map((c) => c.url)).toEqual(['/api/users/bia_nova/availability']);
  });

  it('shows why a taken username cannot be used and does not save it', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/users/ana/availability') return json(200, { disponivel: false, motivo: 'Este nome de usuário já está em uso.' });
      return undefined;
    });
    renderApp('/dashboard/perfil');

    const username = await screen.findByLabelText('Nome de usuário');
    await userEvent.clear(username);
    await userEvent.type(username, 'ana');

    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('asks nothing about the current name or a malformed one', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/me' ? json(200, me) : undefined));
    renderApp('/dashboard/perfil');

    const username = await screen.findByLabelText('Nome de usuário');
    await userEvent.clear(username);
    await userEvent.type(username, 'BIA');
    await userEvent.clear(username);
    await userEvent.type(username, 'b!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

    expect(await screen.findByText('O nome de usuário deve ter de 3 a 30 caracteres: letras, números, ponto ou sublinhado.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(calls.filter((c) => c.url.includes('/availability'))).toHaveLength(0);
  });

  it('saves nome, sobrenome, bio and username with PATCH /api/me', async () => {
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/api/me' && method === 'GET') return json(200, me);
      if (url === '/api/users/bia.lima/availability') return json(200, { disponivel: true });
      if (url === '/api/me' && method === 'PATCH') return json(200, { ...me, ...(body as object), revision: 5 });
      return undefined;
    });
    renderApp('/dashboard/perfil');

    const nome = await screen.findByLabelText('Nome');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Beatriz');
    await userEvent.clear(screen.getByLabelText('Bio'));
    await userEvent.type(screen.getByLabelText('Bio'), 'Crio sorteios de livros.');
    await userEvent.clear(screen.getByLabelText('Nome de usuário'));
    await userEvent.type(screen.getByLabelText('Nome de usuário'), 'bia.lima');
    await screen.findByText('Disponível.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meu perfil' })).toHaveAttribute('href', '/bia.lima');
    const patch = calls.find((c) => c.method === 'PATCH');
    // The photo did not change, so it is not sent (a photo saved before the https-only rule stays).
    expect(patch?.body).toEqual({ nome: 'Beatriz', sobrenome: 'Lima', bio: 'Crio sorteios de livros.', username: 'bia.lima' });
    expect(patch?.headers.Authorization).toBe('Bearer tok');
  });

  it('puts a username taken meanwhile next to the field', async () => {
    mockFetch(({ url, method }) => {
      if (url === '/api/me' && method === 'GET') return json(200, me);
      if (url === '/api/users/bia2/availability') return json(200, { disponivel: true });
      if (url === '/api/me' && method === 'PATCH') return apiError(409, 'USERNAME_TAKEN', 'Este nome de usuário já está em uso.');
      return undefined;
    });
    renderApp('/dashboard/perfil');

    const username = await screen.findByLabelText('Nome de usuário');
    await userEvent.clear(username);
    await userEvent.type(username, 'bia2');
    await screen.findByText('Disponível.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
    expect(screen.queryByText('Perfil salvo.')).not.toBeInTheDocument();
  });

  it('is reached from the account dashboard', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
      return undefined;
    });
    renderApp('/dashboard');

    const edit = await screen.findByRole('link', { name: 'Editar perfil' });
    expect(screen.getByRole('link', { name: 'Ver meu perfil público' })).toHaveAttribute('href', '/bia');
    await userEvent.click(edit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nome de usuário')).toHaveValue('bia');
  });
});
