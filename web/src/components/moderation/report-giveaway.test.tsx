import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway } from '@sorteios/api-contract';
import { endSession, signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const reportsUrl = `${giveawayUrl}/reports`;

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

/** The giveaway page's own calls, and `report` for the POST of a report. */
function mockGiveawayPage(report: (call: FetchCall) => Response | undefined, giveaway: Giveaway = aGiveaway()) {
  return mockFetch((call) => {
    if (call.url === giveawayUrl) return json(200, giveaway);
    if (call.url === `${giveawayUrl}/entries/me`) return json(204);
    if (call.url === `${giveawayUrl}/save`) return json(200, { salvo: false });
    if (call.url === reportsUrl && call.method === 'POST') return report(call);
    return undefined;
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('reporting a giveaway', () => {
  it('asks a signed-out visitor to sign in first, coming back to the giveaway', async () => {
    endSession('expired');
    mockGiveawayPage(() => undefined);
    const { router } = renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Entre para denunciar' }));

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/login?next=/sorteio/${GIVEAWAY_ID}`);
  });

  it('opens a dialog from the keyboard, asks for a reason, sends it with the details and thanks the reporter', async () => {
    signIn('tok');
    const user = userEvent.setup();
    const calls = mockGiveawayPage((call) => json(201, { id: 'r1', sorteioId: GIVEAWAY_ID, ...(call.body as object), status: 'pendente', criadoEm: '2026-03-10T12:00:00.000Z' }));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const open = await screen.findByRole('button', { name: 'Denunciar' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar sorteio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The focus is inside, on the first reason.
    expect(within(dialog).getByRole('radio', { name: 'Fraude' })).toHaveFocus();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('div')?.textContent)).toEqual(['Fraude', 'Conteúdo impróprio', 'Spam', 'Prêmio não entregue', 'Outro']);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escolha um motivo.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === reportsUrl)).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Prêmio não entregue' }));
    await user.type(within(dialog).getByLabelText('Detalhes (opcional)'), 'Ganhei em janeiro e nada chegou.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));

    expect(await screen.findByText('Denúncia enviada. A equipe vai analisar e você receberá o resultado por e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === reportsUrl)?.body).toEqual({ motivo: 'premio-nao-entregue', detalhes: 'Ganhei em janeiro e nada chegou.' });
  });

  it('closes with Escape, giving the focus back to the button, and keeps Tab inside the dialog', async () => {
    signIn('tok');
    const user = userEvent.setup();
    mockGiveawayPage(() => undefined);
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const open = await screen.findByRole('button', { name: 'Denunciar' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar sorteio' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    cancel.focus();
    // Past the last control, Tab wraps around to the first one instead of leaving the dialog.
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Fraude' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('shows the server’s answer when there is already an open report', async () => {
    signIn('tok');
    const user = userEvent.setup();
    mockGiveawayPage(() => apiError(409, 'REPORT_ALREADY_OPEN', 'Você já tem uma denúncia em aberto sobre este sorteio.'));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível enviar a denúncia. Você já tem uma denúncia em aberto sobre este sorteio.');
  });

  it('shows a suspended giveaway as suspended, without the way to enter', async () => {
    mockGiveawayPage(() => undefined, aGiveaway({ suspenso: true }));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('heading', { name: 'Sorteio suspenso' })).toBeInTheDocument();
    expect(screen.getByText(/foi suspenso pela moderação/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participar' })).not.toBeInTheDocument();
  });
});
