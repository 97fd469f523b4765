import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { browserLocation } from '../../../lib/browser-location';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

afterEach(() => jest.restoreAllMocks());

const google = { provedor: 'google', sujeito: 'g-123', email: 'ana@gmail.example', vinculadaEm: '2026-03-01T12:00:00.000Z' };
const me = { id: 'u1', email: 'ana@example.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: true, temSenha: true, identidades: [google] };

/** The panel's "Formas de entrar" section, once the account has loaded. */
async function section() {
  return (await screen.findByRole('heading', { name: 'Formas de entrar' })).closest('section')!;
}

describe('the account page: ways to sign in', () => {
  it('lists the linked identities and unlinks one with "Desvincular"', async () => {
    signIn('tok');
    let current = me;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/api/me') return json(200, current);
      if (url === '/api/auth/providers') return json(200, ['google']);
      if (url === '/api/me/identities/google/g-123' && method === 'DELETE') {
        current = { ...me, identidades: [] };
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderApp('/dashboard');

    const methods = await section();
    const item = (await within(methods).findByText('Google')).closest('li')!;
    expect(item).toHaveTextContent('ana@gmail.example');
    await userEvent.click(within(item).getByRole('button', { name: 'Desvincular' }));

    expect(await within(methods).findByText('Nenhuma conta externa vinculada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // Unlinked, Google can be linked again.
    expect(within(methods).getByRole('button', { name: 'Vincular conta Google' })).toBeInTheDocument();
  });

  it('explains why the only way in cannot be unlinked, and offers to set a password by e-mail', async () => {
    signIn('tok');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, { ...me, temSenha: false });
      if (url === '/api/auth/providers') return json(200, ['google']);
      if (url === '/api/me/identities/google/g-123') return apiError(409, 'LAST_SIGN_IN_METHOD', 'Não é possível desvincular.');
      if (url === '/api/auth/forgot-password') return json(202, { status: 'accepted' });
      return undefined;
    });
    renderApp('/dashboard');

    const methods = await section();
    expect(await within(methods).findByText(/ainda não tem senha/)).toBeInTheDocument();
    await userEvent.click(within(methods).getByRole('button', { name: 'Desvincular' }));
    expect(await within(methods).findByRole('alert')).toHaveTextContent('Não é possível desvincular: esta é a única forma de entrar na sua conta. Defina uma senha antes.');

    await userEvent.click(within(methods).getByRole('button', { name: 'Enviar link para definir senha' }));
    expect(await within(methods).findByText('Enviamos para ana@example.com um link para definir sua senha. Ele vale por 60 minutos.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/forgot-password')?.body).toEqual({ email: 'ana@example.com' });
  });

  it('links Google to the signed-in account: asks the API where to go, then goes to the provider', async () => {
    signIn('tok');
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, { ...me, identidades: [] });
      if (url === '/api/auth/providers') return json(200, ['google']);
      if (url === '/api/auth/oidc/google/link') return json(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' });
      return undefined;
    });
    renderApp('/dashboard');

    const methods = await section();
    expect(within(methods).getByText('Nenhuma conta externa vinculada.')).toBeInTheDocument();
    await userEvent.click(await within(methods).findByRole('button', { name: 'Vincular conta Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'));
    const link = calls.find((c) => c.url === '/api/auth/oidc/google/link')!;
    expect(link.method).toBe('POST');
    expect(link.body).toEqual({ next: '/dashboard?vinculada=google' });
    expect(link.headers.Authorization).toBe('Bearer tok');
  });

  it('says so when the provider sent the person back linked, or refused', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/providers') return json(200, ['google']);
      return undefined;
    });
    const { unmount } = renderApp('/dashboard?vinculada=google');
    expect(await within(await section()).findByText('Conta Google vinculada. Agora você também pode entrar com ela.')).toBeInTheDocument();
    unmount();

    renderApp('/dashboard?erro=IDENTITY_ALREADY_LINKED');
    expect(await within(await section()).findByRole('alert')).toHaveTextContent('Esta conta externa já está vinculada a outra conta do Sorteios.');
  });

  it('offers to link no provider when none is configured', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, { ...me, identidades: [] });
      if (url === '/api/auth/providers') return json(200, []);
      return undefined;
    });
    const { queryClient } = renderApp('/dashboard');

    const methods = await section();
    await waitFor(() => expect(queryClient.getQueryState(['auth-providers'])?.status).toBe('success'));
    expect(within(methods).getByText('Você pode entrar com seu e-mail e sua senha.')).toBeInTheDocument();
    expect(within(methods).queryByRole('button', { name: /Vincular/ })).not.toBeInTheDocument();
  });
});
