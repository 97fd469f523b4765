import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => signIn('token'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const contact = (nome: string, email: string, sorteios = [{ id: 'g-1', titulo: 'Kit de café' }]): Contact => ({
  nome,
  email,
  username: email.split('@')[0],
  criadorId: 'u-1',
  sorteios,
  ultimaInscricaoEm: '2026-03-09T15:00:00.000Z',
});
const all = [contact('João Conceição', 'joao@exemplo.com', [{ id: 'g-2', titulo: 'Kit de livros' }, { id: 'g-1', titulo: 'Kit de café' }]), contact('Pedro', 'pedro@exemplo.com')];

function contactsApi(answer: (q: string) => Contact[]) {
  return mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/me/contacts') return undefined;
    const items = answer(url.searchParams.get('q') ?? '');
    return json(200, { items, nextCursor: null, total: items.length });
  });
}

describe('contacts', () => {
  it('lists one row per person with the giveaways they entered', async () => {
    contactsApi(() => all);
    renderApp('/dashboard/contatos');

    const table = await screen.findByRole('table', { name: 'Seus contatos' });
    const joao = within(table).getByRole('row', { name: /João Conceição/ });
    expect(within(joao).getByRole('link', { name: 'joao@exemplo.com' })).toHaveAttribute('href', 'mailto:joao@exemplo.com');
    expect(within(joao).getByRole('link', { name: 'Kit de livros' })).toHaveAttribute('href', '/dashboard/sorteio/g-2');
    expect(within(joao).getByRole('link', { name: 'Kit de café' })).toBeInTheDocument();
    expect(screen.getByText('2 contatos')).toBeInTheDocument();
  });

  it('searches as the creator pauses typing, keeping the search in the URL', async () => {
    const calls = contactsApi((q) => (q ? all.filter((c) => c.nome.toLowerCase().includes(q)) : all));
    const { router } = renderApp('/dashboard/contatos');
    await screen.findByRole('table', { name: 'Seus contatos' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar contatos' }), 'pedro');
    // The search waits for a pause in the typing (300 ms), then for the answer.
    expect(await screen.findByText('1 contato encontrado', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('João Conceição')).toBeNull();
    expect(router.state.location.search).toBe('?q=pedro');
    // One request for the whole word, not one per key.
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('q'))).toEqual([null, 'pedro']);
  });

  it('explains consent (LGPD) when nobody has agreed to be contacted yet', async () => {
    contactsApi(() => []);
    renderApp('/dashboard/contatos');
    expect(await screen.findByRole('heading', { name: 'Nenhum contato ainda' })).toBeInTheDocument();
    expect(screen.getByText(/aceitam ser contatadas por você.*LGPD exige.*\(art\. 8º\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar CSV' })).toBeNull();
  });

  it('downloads the CSV of the current search', async () => {
    const calls = contactsApi(() => all);
    const csvCalls: string[] = [];
    const fetchMock = globalThis.fetch as jest.Mock;
    const route = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo, init?: RequestInit) => {
      if (String(input).startsWith('/api/me/contacts.csv')) {
        csvCalls.push(String(input));
        return new Response('\uFEFFNome;E-mail\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
      }
      return route(input, init);
    });
    URL.createObjectURL = jest.fn(() => 'blob:contatos');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/dashboard/contatos?q=joao');

    await screen.findByRole('table', { name: 'Seus contatos' });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvCalls).toEqual(['/api/me/contacts.csv?q=joao']);
    expect(calls.length).toBeGreaterThan(0);
  });
});
