import { screen } from '@testing-library/react';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

afterEach(() => jest.restoreAllMocks());

describe('e-mail verification (/verificar-email)', () => {
  it('verifies the token once on arrival and says so', async () => {
    signIn('tok');
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    renderApp('/verificar-email?token=abc');

    expect(await screen.findByText('E-mail verificado com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
    expect(calls.filter((c) => c.url === '/api/auth/verify-email')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'abc' } }),
    ]);
  });

  it('says an expired link is invalid and offers a way on', async () => {
    endSession('expired');
    mockFetch(() => apiError(400, 'INVALID_OR_EXPIRED_TOKEN', 'Token inválido'));
    renderApp('/verificar-email?token=velho');

    expect(await screen.findByRole('alert')).toHaveTextContent('Este link é inválido ou expirou.');
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  });
});
