import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntryRefusal } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => signIn('tok'));

const REFUSALS = `${GIVEAWAY_API}/refusals?limit=20`;
const refusal = (overrides: Partial<EntryRefusal> = {}): EntryRefusal => ({
  id: 'r-1',
  tipo: 'inscricao',
  motivo: 'EMAIL_NOT_CONFIRMED',
  email: 'b***@exemplo.com',
  dominio: 'exemplo.com',
  participante: { username: 'bia', nome: 'Bia Lima', photoURL: null },
  at: '2099-12-20T15:00:00.000Z',
  ...overrides,
});

async function openRefusals() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ver inscrições recusadas' }));
}

describe("the creator's refused entries", () => {
  it('lists who was refused, why, the masked address and when, once opened', async () => {
    const calls = mockGiveawayApi(aGiveaway({ status: 'Ativo', exigirEmailConfirmado: true }), ({ url }) =>
      url === REFUSALS ? json(200, { items: [refusal(), refusal({ id: 'r-2', motivo: 'DISPOSABLE_EMAIL', email: 'c***@mailinator.com', participante: { username: 'caio', nome: 'Caio', photoURL: null } })], nextCursor: null }) : undefined,
    );
    renderApp(DETAIL_PATH);

    expect(await screen.findByRole('heading', { name: 'Inscrições recusadas' })).toBeInTheDocument();
    expect(screen.getByText('E-mail confirmado para participar').nextElementSibling).toHaveTextContent('Exigido');
    expect(screen.getByText(/conta sem e-mail confirmado \(este sorteio exige\)/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === REFUSALS)).toBe(false);
    await openRefusals();

    const items = within(await screen.findByRole('list', { name: 'Inscrições recusadas' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '@bia · Bia LimaE-mail da conta não confirmado · b***@exemplo.com · 20/12/2099, 12:00',
      '@caio · CaioE-mail temporário · c***@mailinator.com · 20/12/2099, 12:00',
    ]);
  });

  it('says so when nobody was refused', async () => {
    mockGiveawayApi(aGiveaway({ status: 'Ativo' }), ({ url }) => (url === REFUSALS ? json(200, { items: [], nextCursor: null }) : undefined));
    renderApp(DETAIL_PATH);
    await openRefusals();
    expect(await screen.findByText('Nenhuma inscrição recusada até agora.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads them again', async () => {
    let fail = true;
    mockGiveawayApi(aGiveaway({ status: 'Ativo' }), ({ url }) => {
      if (url !== REFUSALS) return undefined;
      return fail ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, { items: [refusal()], nextCursor: null });
    });
    renderApp(DETAIL_PATH);
    await openRefusals();

    expect(await screen.findByText('Não foi possível carregar as inscrições recusadas. Erro interno.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('@bia · Bia Lima')).toBeInTheDocument();
  });

  it('is not offered for a draft, which takes no entries', async () => {
    mockGiveawayApi(aGiveaway({ status: 'Rascunho' }));
    renderApp(DETAIL_PATH);
    expect(await screen.findByRole('heading', { name: 'Kit de café', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inscrições recusadas' })).not.toBeInTheDocument();
  });
});
