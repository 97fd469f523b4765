import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { createWebDrawCrypto, type Receipt, runDraw } from '@sorteios/verifiable-draw';
import { aBoundDraw } from '../testing/bound-draw.fixture';
import { aGiveaway, anEntry, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

// jsdom may hide Node's WebCrypto; the seal runs on the same API a browser gives it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: jest.requireActual<{ webcrypto: Crypto }>('node:crypto').webcrypto, configurable: true });
}

async function aReceipt(): Promise<Receipt> {
  const entrants = Array.from({ length: 4 }, (_, i) => ({ entryId: `entry-${i}`, participantId: `user-${i}` }));
  const draw = { giveawayId: GIVEAWAY_ID, entrants, salt: new Uint8Array(32).fill(7), serverSeed: new Uint8Array(32).fill(9), publicRandomness: null };
  return (await runDraw({ ...draw, quantidade: 1, suplentes: 0, closePosition: 10, drawPosition: 12 }, createWebDrawCrypto())).receipt;
}

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;

afterEach(() => jest.restoreAllMocks());

describe('public giveaway page', () => {
  beforeEach(() => endSession('expired'));

  it('shows the cover, prizes, creator, draw date, winners, status, rules and entrant count', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Imagem de capa do sorteio Kit de café especial' });
    expect(cover).toHaveAttribute('src', '/uploads/capas/kit-1200.webp');
    // Its size is known before it arrives (no layout shift), the phone gets the small copy, and it loads first.
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '675');
    expect(cover).toHaveAttribute('srcset', '/uploads/capas/kit-400.webp 400w, /uploads/capas/kit-1200.webp 1200w');
    expect(cover).toHaveAttribute('sizes');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText(/Primeira linha\.\s+Segunda linha\./)).toBeInTheDocument();
    const prizes = within(screen.getByRole('region', { name: 'Prêmios' })).getAllByRole('listitem');
    expect(prizes.map((li) => li.textContent)).toEqual(['Kit de café', 'Caneca']);
    expect(screen.getByText('2 vencedores')).toBeInTheDocument();
    // 21:00 UTC is 18:00 in São Paulo.
    expect(screen.getByText('24/12/2026, 18:00')).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('42 participantes')).toBeInTheDocument();
    expect(screen.getByText('Regulamento').closest('details')).toHaveTextContent('Só maiores de 18 anos.');
  });

  it('says "Feito com Sorteios" under the page unless the creator’s plan removes it', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ rodape: true })) : undefined));
    const { unmount } = renderApp(`/sorteio/${GIVEAWAY_ID}`);
    const madeWith = (_: string, element: Element | null) => element?.tagName === 'P' && /^Feito com/.test(element.textContent ?? '');
    expect(await screen.findByText(madeWith)).toHaveTextContent('Feito com Sorteios — sorteios que qualquer pessoa pode conferir');
    unmount();

    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ rodape: false })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    expect(screen.queryByText(madeWith)).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Nenhum participante ainda'],
    [1, '1 participante'],
    [2, '2 participantes'],
  ])('counts %i entrants as "%s"', async (count, text) => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ inscritosCount: count, imagens: null })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Imagem de capa/ })).toHaveAttribute('src', '/uploads/capas/kit.jpg');
  });

  it('sends a signed-out visitor who presses "Participar" to sign in, coming back to the form', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    const { router } = renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Participar' }));

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/login?next=/sorteio/${GIVEAWAY_ID}/participar`);
  });

  it.each([
    ['Encerrado', 'Inscrições encerradas'],
    ['Realizado', 'Inscrições encerradas: o sorteio já foi realizado.'],
    ['Cancelado', 'Sorteio cancelado'],
  ] as const)('explains that a giveaway %s takes no entries, without a "Participar" link', async (status, note) => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ status })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participar' })).not.toBeInTheDocument();
  });

  it('shows the API message when the giveaway does not exist', async () => {
    mockFetch(() => apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorteio não encontrado');
  });

  it('copies the link to the giveaway', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sorteio/${GIVEAWAY_ID}`);
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Não foi possível copiar automaticamente. Copie o link abaixo:')).toBeInTheDocument();
    expect(screen.getByLabelText('Link do sorteio')).toHaveValue(`${window.location.origin}/sorteio/${GIVEAWAY_ID}`);
  });

  it('offers the device share sheet only where there is one', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    const view = renderApp(`/sorteio/${GIVEAWAY_ID}`);
    await screen.findByRole('button', { name: 'Copiar link' });
    expect(screen.queryByRole('button', { name: 'Mais opções de compartilhamento' })).not.toBeInTheDocument();
    view.unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderApp(`/sorteio/${GIVEAWAY_ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Mais opções de compartilhamento' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/sorteio/${GIVEAWAY_ID}` }));
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});

describe('a drawn giveaway\'s seal', () => {
  beforeEach(() => endSession('expired'));

  it('says "Verificado ✓" once this browser has redone the draw and compared it with the public history, linking to the verification', async () => {
    const { receipt, history } = await aBoundDraw();
    mockFetch(({ url }) =>
      url === giveawayUrl ? json(200, aGiveaway({ status: 'Realizado' })) : url === `${giveawayUrl}/draw` ? json(200, receipt) : url === `${giveawayUrl}/history` ? json(200, history) : undefined,
    );
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('link', { name: 'Conferindo o sorteio…' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
    const seal = await screen.findByRole('link', { name: /^Verificado ✓/ });
    expect(seal).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('does not claim it for a receipt that does not check out', async () => {
    const receipt = await aReceipt();
    const tampered = { ...receipt, merkleRoot: '00'.repeat(32) };
    const { history } = await aBoundDraw();
    mockFetch(({ url }) =>
      url === giveawayUrl ? json(200, aGiveaway({ status: 'Realizado' })) : url === `${giveawayUrl}/draw` ? json(200, tampered) : url === `${giveawayUrl}/history` ? json(200, history) : undefined,
    );
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('link', { name: /^Não confere ✗/ })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
    expect(screen.queryByRole('link', { name: /Verificado/ })).not.toBeInTheDocument();
  });
});

describe('participation state of a signed-in user', () => {
  beforeEach(() => signIn('tok'));

  it('says "Você está participando" with a link to the entry instead of "Participar"', async () => {
    mockFetch(({ url }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(200, anEntry());
      return undefined;
    });
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByText('Você está participando')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minha inscrição' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/minha-inscricao`);
    expect(screen.queryByRole('link', { name: 'Participar' })).not.toBeInTheDocument();
  });

  it('offers "Participar" when the user has no entry yet', async () => {
    mockFetch(({ url }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(204);
      return undefined;
    });
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('link', { name: 'Participar' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/participar`);
    expect(screen.queryByText('Você está participando')).not.toBeInTheDocument();
  });
});

describe('/:username/:sorteioId', () => {
  beforeEach(() => endSession('expired'));

  it('renders the same public page, with the form under the same address', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    renderApp(`/ana/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Participar' })).toHaveAttribute('href', `/ana/${GIVEAWAY_ID}/participar`);
  });

  it("moves a link with another user's name to the creator's own address", async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : undefined));
    const { router } = renderApp(`/outra_pessoa/${GIVEAWAY_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ana/${GIVEAWAY_ID}`));
  });

  it.each([`/ana/not-a-uuid`, `/a/${GIVEAWAY_ID}`, `/ana-souza/${GIVEAWAY_ID}`, `/sorteio/not-a-uuid/participar`, `/ana/123/participar`])(
    'answers %s with "Page Not Found" and asks the API nothing',
    async (path) => {
      const calls = mockFetch(() => undefined);
      renderApp(path);

      expect(await screen.findByRole('heading', { name: `Page Not Found: ${path}` })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.startsWith('/api/giveaways'))).toHaveLength(0);
    },
  );

  it('leaves one-segment pages such as /login to their own screens', async () => {
    mockFetch(() => undefined);
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });
});
