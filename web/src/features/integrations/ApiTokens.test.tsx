import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ApiToken, CreatedApiToken } from '@sorteios/api-contract';
import { AppProviders } from '../../app/app-providers';
import { createQueryClient } from '../../app/query-client';
import { endSession, signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch as mockApi } from '../../test/fetch-mock';
import { aFreePlan } from '../../test/plan-fixtures';
import { proPlan } from './integrations-test-fixtures';
import { ApiTokens } from './ApiTokens';

const zapier: ApiToken = {
  id: 't-1',
  nome: 'Planilha do Zapier',
  escopos: ['giveaways:read', 'entries:read'],
  criadoEm: '2026-03-09T15:00:00.000Z',
  ultimoUsoEm: '2026-03-10T12:30:00.000Z',
};
const SECRET = `sor_${'a'.repeat(43)}`;

/** The tests' API, on Pro unless another plan is given: tokens are a Pro feature. */
const mockFetch = (route: Parameters<typeof mockApi>[0], plan = proPlan) =>
  mockApi((call) => (call.url === '/api/me/plan' ? json(200, plan) : route(call)));

function renderTokens() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ApiTokens />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => signIn('token-ana'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('ApiTokens', () => {
  it('lists my tokens with their scopes, creation and last use in São Paulo time', async () => {
    mockFetch(({ url }) => (url === '/api/tokens' ? json(200, { items: [zapier, { ...zapier, id: 't-2', nome: 'CRM', escopos: ['draws:read'], ultimoUsoEm: null }], maximo: 20 }) : undefined));
    renderTokens();

    const row = await screen.findByRole('article', { name: 'Planilha do Zapier' });
    expect(within(row).getByText('Criado em 09/03/2026, 12:00 · Último uso: 10/03/2026, 09:30')).toBeInTheDocument();
    expect(within(within(row).getByRole('list', { name: 'Escopos' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ler sorteios', 'Ler inscrições']);
    const crm = screen.getByRole('article', { name: 'CRM' });
    expect(within(crm).getByText(/Nunca usado/)).toBeInTheDocument();
    expect(screen.getByText('2 de 20 tokens')).toBeInTheDocument();
  });

  it('on Grátis keeps my tokens listed to revoke, and offers Pro instead of the form', async () => {
    mockFetch(({ url }) => (url === '/api/tokens' ? json(200, { items: [zapier], maximo: 20 }) : undefined), aFreePlan());
    renderTokens();

    expect(await screen.findByRole('heading', { name: 'Tokens de API fazem parte do Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o plano Pro' })).toHaveAttribute('href', '/precos');
    expect(screen.getByRole('article', { name: 'Planilha do Zapier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Criar token/ })).not.toBeInTheDocument();
  });

  it('says there is no token yet, and shows a failed load with a retry', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url !== '/api/tokens') return undefined;
      if (fail) return apiError(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente mais tarde.');
      return json(200, { items: [], maximo: 20 });
    });
    renderTokens();

    expect(screen.getByRole('status')).toHaveTextContent('Carregando tokens…');
    expect(await screen.findByText(/Não foi possível carregar os tokens\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhum token ainda. Crie um abaixo para conectar uma integração.')).toBeInTheDocument();
  });

  it('creates a token with a name and scopes, shows it once with a warning, copies it, and hides it for good', async () => {
    let items: ApiToken[] = [];
    const created: CreatedApiToken = { id: 't-9', nome: 'Automação', escopos: ['entries:read', 'draws:read'], criadoEm: '2026-03-11T10:00:00.000Z', token: SECRET };
    const calls = mockFetch(({ url, method }) => {
      if (url === '/api/tokens' && method === 'GET') return json(200, { items, maximo: 20 });
      if (url === '/api/tokens' && method === 'POST') {
        const { token: _t, ...row } = created;
        items = [{ ...row, ultimoUsoEm: null }];
        return json(201, created);
      }
      return undefined;
    });
    // userEvent.setup() gives jsdom a clipboard to spy on.
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderTokens();
    await screen.findByText(/Nenhum token ainda/);

    await user.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(screen.getByText('Dê um nome ao token.')).toBeInTheDocument();
    expect(screen.getByText('Escolha ao menos um escopo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nome do token'), 'Automação');
    await user.click(screen.getByRole('checkbox', { name: 'Ler inscrições' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ler resultados dos sorteios' }));
    await user.click(screen.getByRole('button', { name: 'Criar token' }));

    const reveal = await screen.findByRole('region', { name: 'Token “Automação” criado' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ nome: 'Automação', escopos: ['entries:read', 'draws:read'] });
    expect(within(reveal).getByRole('heading', { name: 'Token “Automação” criado' })).toHaveFocus();
    expect(within(reveal).getByText(/não será mostrado de novo/)).toBeInTheDocument();
    expect(within(reveal).getByLabelText('Seu novo token')).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'Copiar token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(reveal).findByText('Token copiado.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Automação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do token')).toHaveValue('');

    await user.click(within(reveal).getByRole('button', { name: 'Já copiei' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a 21st token', async () => {
    mockFetch(({ url, method }) => {
      if (url === '/api/tokens' && method === 'GET') return json(200, { items: [zapier], maximo: 20 });
      if (url === '/api/tokens' && method === 'POST') return apiError(409, 'API_TOKEN_LIMIT_REACHED', 'Você já tem 20 tokens de API, o máximo. Revogue um que não usa mais para criar outro.');
      return undefined;
    });
    renderTokens();
    await screen.findByRole('article', { name: 'Planilha do Zapier' });
    await userEvent.type(screen.getByLabelText('Nome do token'), 'Mais um');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ler sorteios' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já tem 20 tokens de API, o máximo.');
  });

  it('revokes a token only after confirming, from the keyboard; Escape backs out', async () => {
    let items = [zapier];
    const calls = mockFetch(({ url, method }) => {
      if (url === '/api/tokens' && method === 'GET') return json(200, { items, maximo: 20 });
      if (url === '/api/tokens/t-1' && method === 'DELETE') {
        items = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderTokens();
    const revokeButton = await screen.findByRole('button', { name: 'Revogar o token Planilha do Zapier' });

    revokeButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Revogar o token “Planilha do Zapier”?' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(revokeButton).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revogar token' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/tokens/t-1')).toBe(true));
    expect(await screen.findByText('Token “Planilha do Zapier” revogado.')).toBeInTheDocument();
    expect(await screen.findByText(/Nenhum token ainda/)).toBeInTheDocument();
  });
});
