import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, getSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u-1', username: 'ana', nome: 'Ana', isAdmin: false };
const entry = (id: string, titulo: string, consentimentoContato: boolean) => ({
  id,
  sorteioId: `g-${id}`,
  createdAt: '2026-03-10T15:00:00.000Z',
  consentimentoContato,
  sorteio: { id: `g-${id}`, titulo, status: 'Ativo', dataSorteio: '2026-12-24T21:00:00.000Z' },
});

beforeEach(() => signIn('tok-1'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('/dashboard/meus-dados', () => {
  it('downloads everything about me as a JSON file, with the session', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn(() => 'blob:http://localhost/meus-dados') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/entries')) return json(200, { items: [], nextCursor: null });
      if (url === '/api/me/export') return new Response('{"conta":{}}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      return undefined;
    });
    renderApp('/dashboard/meus-dados');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus dados' })).toHaveAttribute('href', '/dashboard/meus-dados');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Arquivo baixado.')).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(/^meus-dados-sorteios-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(calls.find((c) => c.url === '/api/me/export')?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('lists the contact consents that stand and withdraws one', async () => {
    let consenting = true;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/entries'))
        return json(200, { items: [entry('1', 'Kit de café', consenting), entry('2', 'Fone de ouvido', false)], nextCursor: null });
      if (url === '/api/giveaways/g-1/entries/me/consent' && method === 'DELETE') {
        consenting = false;
        return json(200, {});
      }
      return undefined;
    });
    renderApp('/dashboard/meus-dados');

    const consents = await screen.findByRole('region', { name: 'Consentimentos de contato' });
    expect(await within(consents).findByRole('link', { name: 'Kit de café' })).toBeInTheDocument();
    expect(within(consents).queryByText('Fone de ouvido')).not.toBeInTheDocument();
    await userEvent.click(within(consents).getByRole('button', { name: 'Retirar consentimento: Kit de café' }));
    expect(await within(consents).findByText('Consentimento retirado.')).toBeInTheDocument();
    expect(await within(consents).findByText('Nenhum consentimento de contato ativo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/giveaways/g-1/entries/me/consent']);
  });

  it('says so when the consents cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/entries')) return fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'Serviço indisponível.') : json(200, { items: [], nextCursor: null });
      return undefined;
    });
    renderApp('/dashboard/meus-dados');
    const consents = await screen.findByRole('region', { name: 'Consentimentos de contato' });
    expect(await within(consents).findByText(/Não foi possível carregar seus consentimentos/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(consents).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(consents).findByText('Nenhum consentimento de contato ativo.')).toBeInTheDocument();
  });

  it('erases the account only with the password and the confirmation, keeps everything on a wrong password, then signs out to a confirmation', async () => {
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/api/me' && method === 'GET') return json(200, me);
      if (url.startsWith('/api/me/entries')) return json(200, { items: [], nextCursor: null });
      if (url === '/api/me' && method === 'DELETE') {
        return (body as { password: string }).password === 'segredo123'
          ? json(202, { erasedAt: '2026-03-10T15:00:00.000Z' })
          : apiError(400, 'INVALID_CREDENTIALS', 'Senha incorreta. Nada foi excluído.');
      }
      if (url === '/api/auth/logout' && method === 'POST') return json(204);
      return undefined;
    });
    const { router } = renderApp('/dashboard/meus-dados');

    const erase = await screen.findByRole('region', { name: 'Excluir minha conta' });
    await userEvent.click(within(erase).getByRole('button', { name: 'Excluir minha conta…' }));
    expect(within(erase).getByRole('alert')).toHaveTextContent('os recibos continuam verificáveis');
    const submit = within(erase).getByRole('button', { name: 'Excluir minha conta definitivamente' });

    await userEvent.click(submit);
    expect(await within(erase).findByText('Informe sua senha para confirmar.')).toBeInTheDocument();
    expect(within(erase).getByText('Marque para confirmar que entendeu.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.type(within(erase).getByLabelText('Sua senha'), 'errada');
    await userEvent.click(within(erase).getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva.' }));
    await userEvent.click(submit);
    expect(await within(erase).findByText('Senha incorreta. Nada foi excluído.')).toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');

    await userEvent.clear(within(erase).getByLabelText('Sua senha'));
    await userEvent.type(within(erase).getByLabelText('Sua senha'), 'segredo123');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conta excluída' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/conta-excluida');
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ password: 'errada' }, { password: 'segredo123' }]);
  });
});
