import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway } from '@sorteios/api-contract';
import { endSession, signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;

function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: GIVEAWAY_ID,
    criadorId: 'u1',
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
    rodape: true,
    views: { count: 0, lastUpdated: null },
    titulo: 'Kit de café especial',
    descricao: 'Um kit completo.',
    premios: ['Kit de café'],
    imagemUrl: null,
    imagens: null,
    dataSorteio: '2026-12-24T21:00:00.000Z',
    numeroVencedores: 1,
    regulamento: null,
    regulamentoVersao: 1,
    camposFormulario: [],
    formularioBloqueado: false,
    exigirEmailConfirmado: false,
    status: 'Ativo',
    vencedores: [],
    inscritosCount: 3,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    publishedAt: '2026-01-02T12:00:00.000Z',
    closedAt: null,
    revision: 1,
    ...overrides,
  };
}
const saveUrl = `${giveawayUrl}/save`;

afterEach(() => jest.restoreAllMocks());

/** The public giveaway page of a signed-in user; `toggle` answers the POST. */
function mockGiveawayPage(saved: boolean, toggle: (call: FetchCall) => Response | Promise<Response>, status: 'Ativo' | 'Cancelado' | 'Rascunho' = 'Ativo') {
  return mockFetch((call) => {
    if (call.url === giveawayUrl) return json(200, aGiveaway({ status }));
    if (call.url === `${giveawayUrl}/entries/me`) return json(204);
    if (call.url === saveUrl && call.method === 'GET') return json(200, { salvo: saved });
    if (call.url === saveUrl && call.method === 'POST') return toggle(call);
    return undefined;
  });
}

const saveButton = () => screen.findByRole('button', { name: 'Salvar sorteio' });

describe('save toggle on the giveaway page', () => {
  beforeEach(() => signIn('tok'));

  it('shows the new state at once, before the server answers ("Salvo", no longer "Salvar sorteio"), then keeps what the server says', async () => {
    let answer!: (response: Response) => void;
    const calls = mockGiveawayPage(false, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const button = await saveButton();
    await waitFor(() => expect(button).toHaveAccessibleName('Salvar sorteio'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

    await userEvent.click(button);

    expect(button).toHaveAccessibleName('Salvo (remover dos salvos)');
    answer(json(200, { salvo: true, revision: 0 }));
    expect(await screen.findByText('Sorteio salvo.')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Salvo (remover dos salvos)');
    // Seen, not only heard: the button no longer offers to save what is saved.
    expect(button).toHaveTextContent('★Salvo');
    expect(button).not.toHaveTextContent('Salvar sorteio');
    expect(calls.filter((c) => c.url === saveUrl && c.method === 'POST')).toHaveLength(1);
  });

  it('goes back to "not saved" and says why in pt-BR when the server refuses', async () => {
    let answer!: (response: Response) => void;
    mockGiveawayPage(false, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const button = await saveButton();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Salvo (remover dos salvos)');
    answer(apiError(409, 'CONCURRENCY_CONFLICT', 'Outra alteração foi feita ao mesmo tempo. Tente novamente.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar o sorteio. Outra alteração foi feita ao mesmo tempo. Tente novamente.',
    );
    expect(button).toHaveAccessibleName('Salvar sorteio');
    expect(button).toHaveFocus();
  });

  it('rolls an unsave back to "saved" when the connection fails', async () => {
    mockGiveawayPage(true, () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const button = await saveButton();
    await waitFor(() => expect(button).toHaveAccessibleName('Salvo (remover dos salvos)'));

    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível remover o sorteio dos salvos. Falha na conexão.');
    expect(button).toHaveAccessibleName('Salvo (remover dos salvos)');
  });

  it('follows the server when another tab had already changed it', async () => {
    // The page thought "not saved"; the server had it saved, so the press took it out.
    mockGiveawayPage(false, () => json(200, { salvo: false, revision: 3 }));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const button = await saveButton();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

    await userEvent.click(button);

    expect(await screen.findByText('Sorteio removido dos salvos.')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Salvar sorteio');
  });

  it('is pressed with the keyboard', async () => {
    mockGiveawayPage(false, () => json(200, { salvo: true, revision: 0 }));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const button = await saveButton();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

    button.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(button).toHaveAccessibleName('Salvo (remover dos salvos)'));
  });

  it('is not offered on a draft, and asks nothing about it', async () => {
    const calls = mockGiveawayPage(false, () => json(200, { salvo: true }), 'Rascunho');
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' });

    expect(screen.queryByRole('button', { name: 'Salvar sorteio' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === saveUrl)).toBe(false);
  });
});

describe('save toggle for a visitor', () => {
  beforeEach(() => endSession('expired'));

  it('offers to sign in and come back to the giveaway', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('link', { name: 'Entre para salvar este sorteio' })).toHaveAttribute('href', `/login?next=/sorteio/${GIVEAWAY_ID}`);
  });
});
