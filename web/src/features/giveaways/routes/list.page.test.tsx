import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { commitEntrants, createWebDrawCrypto, GENESIS_HASH, type HistoryStep, historyStepHash, toHex } from '@sorteios/verifiable-draw';
import { aGiveaway, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

// jsdom may hide Node's WebCrypto; the page must run on the same API a browser gives it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: jest.requireActual<{ webcrypto: Crypto }>('node:crypto').webcrypto, configurable: true });
}

const path = `/sorteio/${GIVEAWAY_ID}/lista`;
const historyUrl = `/api/giveaways/${GIVEAWAY_ID}/history`;
const listUrl = `/api/giveaways/${GIVEAWAY_ID}/lista`;
const crypto = createWebDrawCrypto();
const NAMES = ['João S.', 'Maria S.', 'Bia'];

/** 120 entrants committed with a fixed salt: the leaves and root the server would publish. */
async function aCommittedList(count = 120) {
  const entrants = Array.from({ length: count }, (_, i) => ({ entryId: `entry-${i}`, participantId: `user-${i}` }));
  const commitment = await commitEntrants(entrants, new Uint8Array(32).fill(3), crypto);
  const items = entrants.map((_, index) => ({ index, nome: NAMES[index] ?? `Pessoa ${index}`, leaf: toHex(commitment.tree.leaf(index)) }));
  return { items, merkleRoot: toHex(commitment.merkleRoot), entrantCount: count };
}

async function aHistory(merkleRoot: string) {
  const contents = [
    { type: 'GiveawayCreated', titulo: 'Sorteio criado', position: 3, at: '2026-01-10T12:00:00.000Z', data: { giveawayId: GIVEAWAY_ID, criadorId: 'u1' } },
    { type: 'GiveawayPublished', titulo: 'Sorteio publicado: inscrições abertas', position: 8, at: '2026-01-10T12:05:00.000Z', data: { giveawayId: GIVEAWAY_ID } },
    { type: 'GiveawayClosed', titulo: 'Inscrições encerradas', position: 310, at: '2026-01-20T15:00:00.000Z', data: { giveawayId: GIVEAWAY_ID, motivo: 'manual' } },
    {
      type: 'DrawCommitted',
      titulo: 'Inscritos e semente registrados (compromisso)',
      position: 311,
      at: '2026-01-20T15:00:01.000Z',
      data: { giveawayId: GIVEAWAY_ID, closePosition: 310, entrantCount: 120, merkleRoot, seedCommitment: 'bb'.repeat(32), fonteAleatoriedade: null },
    },
  ];
  const steps: Array<HistoryStep & { titulo: string }> = [];
  let prevHash = GENESIS_HASH;
  for (const [i, content] of contents.entries()) {
    const step = { seq: i + 1, ...content };
    const hash = await historyStepHash(prevHash, step, crypto);
    steps.push({ ...step, prevHash, hash });
    prevHash = hash;
  }
  return { steps, headHash: prevHash };
}

type List = Awaited<ReturnType<typeof aCommittedList>>;

/** The list route as the API pages it: cursor = the next index (opaque to the page). */
function listPage({ url }: FetchCall, list: List) {
  const query = new URL(url, 'http://localhost').searchParams;
  const start = Number(query.get('cursor') ?? 0);
  const end = Math.min(start + Number(query.get('limit') ?? 20), list.entrantCount);
  return json(200, { publicada: true, entrantCount: list.entrantCount, merkleRoot: list.merkleRoot, items: list.items.slice(start, end), nextCursor: end < list.entrantCount ? String(end) : null });
}

afterEach(() => jest.restoreAllMocks());
beforeEach(() => endSession('expired'));

describe('the public history and entrant list page', () => {
  it('shows each step with its title, São Paulo date, log position and short hash, and verifies the chain', async () => {
    const list = await aCommittedList();
    const history = await aHistory(list.merkleRoot);
    mockFetch((call) => (call.url === historyUrl ? json(200, history) : call.url.startsWith(listUrl) ? listPage(call, list) : undefined));
    renderApp(path);

    const timeline = await screen.findByRole('list', { name: 'Histórico' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '1. Sorteio criado',
      '2. Sorteio publicado: inscrições abertas',
      '3. Inscrições encerradas',
      '4. Inscritos e semente registrados (compromisso)',
    ]);
    expect(steps[2]).toHaveTextContent('20/01/2026, 12:00');
    expect(steps[2]).toHaveTextContent('Posição no registro: 310');
    expect(steps[2]).toHaveTextContent(`${history.steps[2].hash.slice(0, 12)}…`);

    await userEvent.click(screen.getByRole('button', { name: 'Verificar cadeia' }));

    expect(await screen.findByText('Cadeia verificada: todos os 4 passos conferem.')).toBeInTheDocument();
    for (const step of within(timeline).getAllByRole('listitem')) expect(step).toHaveTextContent(/^✓/);
  });

  it('names the step where a tampered chain breaks, and fails every step after it', async () => {
    const list = await aCommittedList();
    const history = await aHistory(list.merkleRoot);
    history.steps[1].at = '2026-01-09T12:05:00.000Z';
    mockFetch((call) => (call.url === historyUrl ? json(200, history) : call.url.startsWith(listUrl) ? listPage(call, list) : undefined));
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Verificar cadeia' }));

    expect(await screen.findByText('Atenção: a cadeia não confere a partir do passo 2.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Histórico' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.charAt(0))).toEqual(['✓', '✗', '✗', '✗']);
    expect(steps[1]).toHaveTextContent('não confere: o código não corresponde aos dados');
    expect(steps[2]).toHaveTextContent('não aponta para o passo anterior');
  });

  it('shows masked names and leaves a page at a time, and recomputes the committed root from every leaf', async () => {
    const list = await aCommittedList();
    const history = await aHistory(list.merkleRoot);
    const calls = mockFetch((call) => (call.url === historyUrl ? json(200, history) : call.url.startsWith(listUrl) ? listPage(call, list) : undefined));
    renderApp(path);

    const entrants = await screen.findByRole('list', { name: 'Inscritos na ordem registrada' });
    expect(within(entrants).getAllByRole('listitem')).toHaveLength(100);
    expect(within(entrants).getAllByRole('listitem')[0]).toHaveTextContent(`Índice 0João S.Folha ${list.items[0].leaf.slice(0, 16)}…`);
    expect(screen.getByText('120 inscritos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(entrants).getAllByRole('listitem')).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recalcular a raiz no navegador' }));

    expect(await screen.findByText('A raiz recalculada a partir das 120 folhas confere com a raiz registrada no encerramento.')).toBeInTheDocument();
    expect(screen.getByText(list.merkleRoot, { selector: 'p code' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('limit=1000'))).toHaveLength(1);
  });

  it('says so when a leaf does not fold to the committed root', async () => {
    const list = await aCommittedList();
    const history = await aHistory(list.merkleRoot);
    const tampered = { ...list, items: list.items.map((item) => (item.index === 57 ? { ...item, leaf: 'ab'.repeat(32) } : item)) };
    mockFetch((call) => (call.url === historyUrl ? json(200, history) : call.url.startsWith(listUrl) ? listPage(call, tampered) : undefined));
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Recalcular a raiz no navegador' }));

    expect(await screen.findByText('Atenção: a raiz recalculada não confere com a raiz registrada no encerramento.')).toBeInTheDocument();
  });

  it('says the list is not published and still shows the history', async () => {
    const history = await aHistory('aa'.repeat(32));
    mockFetch(({ url }) => (url === historyUrl ? json(200, history) : url.startsWith(listUrl) ? json(200, { publicada: false }) : undefined));
    renderApp(path);

    expect(await screen.findByText('O criador deste sorteio não publicou a lista de inscritos.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recalcular a raiz no navegador' })).not.toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    const history = await aHistory('aa'.repeat(32));
    let failures = 2; // the API client already repeats a failed read once
    mockFetch(({ url }) => {
      if (url === historyUrl) return failures-- > 0 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Serviço indisponível.') : json(200, history);
      return url.startsWith(listUrl) ? json(200, { publicada: false }) : undefined;
    });
    renderApp(path);

    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('list', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByText('Serviço indisponível.')).not.toBeInTheDocument();
  });

  it('shows "Sorteio não encontrado" without a retry for a giveaway with no public history', async () => {
    mockFetch(({ url }) => (url === historyUrl || url.startsWith(listUrl) ? apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado') : undefined));
    renderApp(path);

    await waitFor(() => expect(screen.getAllByText('Sorteio não encontrado')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('is linked from the result of a drawn giveaway', async () => {
    mockFetch(({ url }) => (url === `/api/giveaways/${GIVEAWAY_ID}` ? json(200, aGiveaway({ status: 'Realizado' })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const result = await screen.findByRole('region', { name: 'Resultado' });
    expect(within(result).getByRole('link', { name: 'Histórico e lista de inscritos' })).toHaveAttribute('href', path);
  });

  it('answers a malformed id with "Page Not Found" and asks the API nothing', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/sorteio/nao-e-uuid/lista');

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /sorteio/nao-e-uuid/lista' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
