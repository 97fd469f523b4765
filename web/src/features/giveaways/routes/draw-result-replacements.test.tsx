import { screen, within } from '@testing-library/react';
import { endSession } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aBoundDraw } from '../testing/bound-draw.fixture';
import { aGiveaway, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

// jsdom may hide Node's WebCrypto; the seal runs on the same API a browser gives it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: jest.requireActual<{ webcrypto: Crypto }>('node:crypto').webcrypto, configurable: true });
}

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;

function serve(draw: Awaited<ReturnType<typeof aBoundDraw>>) {
  mockFetch(({ url }) =>
    url === giveawayUrl ? json(200, aGiveaway({ status: 'Realizado' })) : url === `${giveawayUrl}/draw` ? json(200, draw.receipt) : url === `${giveawayUrl}/history` ? json(200, draw.history) : undefined,
  );
}

afterEach(() => jest.restoreAllMocks());
beforeEach(() => endSession('expired'));

describe('replacements on a drawn giveaway’s result', () => {
  it('shows how many winners were replaced, out of how many the draw allowed, and each reason', async () => {
    const draw = await aBoundDraw({ quantidade: 2, suplentes: 2, swaps: [{ winnerRank: 2, motivo: 'Não respondeu no prazo.' }, { winnerRank: 1, motivo: 'Desistiu do prêmio.' }] });
    serve(draw);
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const section = await screen.findByRole('region', { name: 'Substituições de ganhadores' });
    expect(within(section).getByText('2 ganhadores substituídos (máximo permitido neste sorteio: 2):')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^2º lugar: entrou o 3º colocado do sorteio, em .+\. Motivo: “Não respondeu no prazo\.”$/);
    expect(items[1]).toHaveTextContent(/^1º lugar: entrou o 4º colocado do sorteio, em .+\. Motivo: “Desistiu do prêmio\.”$/);
    // The same replacements pass the browser's check, seal included.
    expect(await screen.findByRole('link', { name: /^Verificado ✓/ })).toBeInTheDocument();
  });

  it('says no winner was replaced, with the draw’s cap', async () => {
    serve(await aBoundDraw({ quantidade: 1, suplentes: 1, maxSubstituicoes: 0 }));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    expect(await screen.findByText('Nenhum ganhador foi substituído (máximo permitido neste sorteio: 0).')).toBeInTheDocument();
  });
});
