import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const strictPolicy = {
  minLength: 8,
  maxLength: 64,
  requireLowercase: false,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: false,
};

function api(onRegister: (call: FetchCall) => Response = () => json(201, { accessToken: 'tok', user: { id: 'u1' } })) {
  return mockFetch((call) => {
    if (call.url === '/api/auth/password-policy') return json(200, strictPolicy);
    if (call.url === '/api/auth/register') return onRegister(call);
    if (call.url === '/api/me') return json(200, { id: 'u1', nome: 'Ana', username: 'ana', email: 'ana@example.com', emailVerified: false });
    return undefined;
  });
}

async function fill(password: string) {
  await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
  await userEvent.type(screen.getByLabelText('Nome de usuário'), 'ana');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Senha'), password);
}

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

describe('register', () => {
  it("lists the server's password policy and ticks each rule as it is met", async () => {
    api();
    renderApp('/register');

    const checklist = within(await screen.findByText('A senha precisa ter:').then((title) => title.parentElement!));
    expect(await checklist.findByText(/pelo menos 8 caracteres/)).toBeInTheDocument();
    expect(checklist.getByText(/no máximo 64 caracteres/)).toBeInTheDocument();
    expect(checklist.getByText(/uma letra maiúscula/)).toHaveTextContent('pendente');
    expect(checklist.getByText(/um número/)).toHaveTextContent('pendente');

    await userEvent.type(screen.getByLabelText('Senha'), 'A1');

    expect(checklist.getByText(/uma letra maiúscula/)).toHaveTextContent('atendido');
    expect(checklist.getByText(/um número/)).toHaveTextContent('atendido');
    expect(checklist.getByText(/pelo menos 8 caracteres/)).toHaveTextContent('pendente');
  });

  it('blocks a password that is too short without calling the server', async () => {
    const calls = api();
    renderApp('/register');
    await screen.findByText(/pelo menos 8 caracteres/);

    await fill('Ab1');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText(/A senha ainda não atende a todos os requisitos/)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/auth/register')).toHaveLength(0);
  });

  it('creates the account and opens the dashboard', async () => {
    const calls = api();
    const { router } = renderApp('/register');
    await screen.findByText(/pelo menos 8 caracteres/);

    await fill('Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.url === '/api/auth/register')!.body).toEqual({
      nome: 'Ana',
      username: 'ana',
      email: 'ana@example.com',
      password: 'Segredo123',
    });
  });

  it('shows "e-mail already in use" next to the e-mail field', async () => {
    api(() => apiError(409, 'EMAIL_ALREADY_IN_USE', 'Este e-mail já está em uso.'));
    renderApp('/register');
    await screen.findByText(/pelo menos 8 caracteres/);

    await fill('Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Este e-mail já está em uso.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Este e-mail já está em uso.');
  });

  it('puts the messages of a validation error on their fields', async () => {
    api(() => apiError(400, 'VALIDATION_FAILED', 'Dados inválidos', { username: ['Use apenas letras, números e _.'] }));
    renderApp('/register');
    await screen.findByText(/pelo menos 8 caracteres/);

    await fill('Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Use apenas letras, números e _.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome de usuário')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the username is taken', async () => {
    api(() => apiError(409, 'USERNAME_TAKEN', 'Username taken'));
    renderApp('/register');
    await screen.findByText(/pelo menos 8 caracteres/);

    await fill('Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
  });
});
