import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRefusal } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const me = () => json(200, { id: 'u-admin', username: 'chefe', isAdmin: true });

const entryRefusal: AdminRefusal = {
  id: 'r-1',
  tipo: 'inscricao',
  motivo: 'EMAIL_NOT_CONFIRMED',
  email: 'b***@exemplo.com',
  dominio: 'exemplo.com',
  participante: { username: 'bia', nome: 'Bia Lima', photoURL: null },
  at: '2026-03-10T18:00:00.000Z',
  sorteio: { id: GIVEAWAY_ID, titulo: 'Celular novo' },
};
const signUpRefusal: AdminRefusal = {
  id: 'r-2',
  tipo: 'cadastro',
  motivo: 'DISPOSABLE_EMAIL',
  email: null,
  dominio: 'mailinator.com',
  participante: null,
  at: '2026-03-10T17:00:00.000Z',
  sorteio: null,
};

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('the refusals in /boss', () => {
  it('is in the boss navigation and lists refused entries and sign-ups, newest first', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url === '/api/admin/refusals?limit=20') return json(200, { items: [entryRefusal, signUpRefusal], nextCursor: null });
      return undefined;
    });
    renderApp('/boss/recusas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Recusas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recusas' })).toHaveAttribute('href', '/boss/recusas');
    const items = within(await screen.findByRole('list', { name: 'Recusas registradas' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'E-mail não confirmado · inscrição' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('@bia (Bia Lima) · b***@exemplo.com');
    expect(within(items[0]!).getByRole('link', { name: 'Celular novo' })).toHaveAttribute('href', `/boss/sorteios/${GIVEAWAY_ID}/historico`);
    expect(within(items[1]!).getByRole('heading', { name: 'E-mail temporário · cadastro' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Cadastro com e-mail de mailinator.com');
  });

  it('filters by motivo through the address', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url === '/api/admin/refusals?limit=20') return json(200, { items: [entryRefusal, signUpRefusal], nextCursor: null });
      if (url === '/api/admin/refusals?limit=20&motivo=DISPOSABLE_EMAIL') return json(200, { items: [signUpRefusal], nextCursor: null });
      return undefined;
    });
    const { router } = renderApp('/boss/recusas');
    await userEvent.selectOptions(await screen.findByLabelText('Motivo'), 'E-mail temporário');

    expect(await screen.findByText('Cadastro com e-mail de mailinator.com', { exact: false })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?motivo=DISPOSABLE_EMAIL');
    expect(calls.some((c) => c.url === '/api/admin/refusals?limit=20&motivo=DISPOSABLE_EMAIL')).toBe(true);
  });

  it('says when there is nothing, and shows a failure with a retry', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url === '/api/admin/refusals?limit=20') return fail ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, { items: [], nextCursor: null });
      return undefined;
    });
    renderApp('/boss/recusas');
    expect(await screen.findByText('Não foi possível carregar. Erro interno.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhuma recusa registrada.')).toBeInTheDocument();
  });
});
