import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

describe('forgot password', () => {
  it('sends the e-mail and confirms without saying whether the account exists', async () => {
    const calls = mockFetch(() => new Response(null, { status: 202 }));
    renderApp('/forgot-password');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Se existir uma conta com esse e-mail');
    expect(calls[0]).toMatchObject({ url: '/api/auth/forgot-password', method: 'POST', body: { email: 'ana@example.com' } });
  });

  it('asks to wait after too many requests', async () => {
    mockFetch(() => apiError(429, 'TOO_MANY_REQUESTS', 'Too many'));
    renderApp('/forgot-password');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });
});
