import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const policy = { minLength: 6, maxLength: null, requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false };

function api(onReset: (call: FetchCall) => Response) {
  return mockFetch((call) => {
    if (call.url === '/api/auth/password-policy') return json(200, policy);
    if (call.url === '/api/auth/reset-password') return onReset(call);
    return undefined;
  });
}

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

describe('new password (/nova-senha)', () => {
  it('saves the new password with the token from the link', async () => {
    const calls = api(() => new Response(null, { status: 204 }));
    renderApp('/nova-senha?token=abc123');

    await userEvent.type(await screen.findByLabelText('Senha'), 'nova-senha-boa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada.');
    expect(calls.find((c) => c.url === '/api/auth/reset-password')!.body).toEqual({ token: 'abc123', password: 'nova-senha-boa' });
  });

  it('says the link expired and offers a new one', async () => {
    api(() => apiError(400, 'INVALID_OR_EXPIRED_TOKEN', 'Token inválido'));
    renderApp('/nova-senha?token=velho');

    await userEvent.type(await screen.findByLabelText('Senha'), 'nova-senha-boa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este link é inválido ou expirou.');
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('blocks a password shorter than the policy allows', async () => {
    const calls = api(() => new Response(null, { status: 204 }));
    renderApp('/nova-senha?token=abc123');

    await userEvent.type(await screen.findByLabelText('Senha'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByText(/A senha ainda não atende a todos os requisitos/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/reset-password')).toHaveLength(0);
  });

  it('explains a link without a token instead of showing a form that cannot work', async () => {
    api(() => new Response(null, { status: 204 }));
    renderApp('/nova-senha');

    expect(await screen.findByRole('alert')).toHaveTextContent('Este link está incompleto.');
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
  });
});
