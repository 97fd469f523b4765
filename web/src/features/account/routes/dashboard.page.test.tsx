import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u1', email: 'ana@example.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: false };

afterEach(() => jest.restoreAllMocks());

describe('dashboard e-mail confirmation', () => {
  it('sends a new confirmation link and says where it went', async () => {
    signIn('tok');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/resend-verification') return new Response(null, { status: 204 });
      return undefined;
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));

    expect(await screen.findByText(/Enviamos um novo link para ana@example.com/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/resend-verification' && c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeDisabled();
  });

  it('shows the pt-BR error when the link cannot be sent', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/resend-verification') return apiError(429, 'TOO_MANY_REQUESTS', 'Muitas tentativas.');
      return undefined;
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/tentativas/i);
  });

  it('offers no resend once the e-mail is verified', async () => {
    signIn('tok');
    mockFetch(({ url }) => (url === '/api/me' ? json(200, { ...me, emailVerified: true }) : undefined));
    renderApp('/dashboard');

    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de confirmação' })).not.toBeInTheDocument();
  });
});
