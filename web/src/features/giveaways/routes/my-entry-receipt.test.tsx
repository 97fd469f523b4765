import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import vector from '../../../../../docs/test-vectors/v2-registro-de-inscricoes.json';
import { aGiveaway, anEntry, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

// jsdom may hide Node's WebCrypto; the check must run on the same API a browser gives it (Ed25519 included).
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: jest.requireActual<{ webcrypto: Crypto }>('node:crypto').webcrypto, configurable: true });
}

const { expected } = vector;
const receipt = expected.receipt as typeof expected.receipt & { version: 2 };
const logUrl = `/api/giveaways/${receipt.giveawayId}/log`;
const myEntryPath = `/sorteio/${GIVEAWAY_ID}/minha-inscricao`;
const finalHead = { ...expected.finalHead, versao: 2, final: true, excluidos: [], saltCommitment: expected.saltCommitment };

function serve(entryReceipt: unknown, consistencyProof: string[] = expected.consistencyProof) {
  return mockFetch(({ url }) => {
    if (url === `/api/giveaways/${GIVEAWAY_ID}`) return json(200, aGiveaway({ status: 'Encerrado' }));
    if (url === `/api/giveaways/${GIVEAWAY_ID}/entries/me`) return json(200, anEntry({ recibo: entryReceipt } as never));
    if (url === '/api/log-key') return json(200, { algorithm: 'Ed25519', keyId: expected.keyId, publicKey: expected.publicKey, keys: [{ keyId: expected.keyId, publicKey: expected.publicKey, status: 'ativa' }] });
    if (url === `${logUrl}/head`) return json(200, finalHead);
    if (url === `${logUrl}/consistency?de=5&para=7`) return json(200, { proof: consistencyProof });
    return undefined;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('my entry receipt (algorithm version 2)', () => {
  beforeEach(() => signIn('tok'));

  it('shows the receipt and checks it against the final tree in the browser', async () => {
    serve(receipt);
    renderApp(myEntryPath);

    const panel = (await screen.findByRole('heading', { name: 'Recibo da inscrição' })).closest('section')!;
    expect(within(panel).getByText('Posição no registro').nextElementSibling).toHaveTextContent('2');
    expect(within(panel).getByText(expected.keyId)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Baixar recibo (JSON)' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Conferir com a árvore final do sorteio' }));
    expect(await within(panel).findByText('Recibo conferido: sua inscrição está na posição 2 da árvore final (7 inscrições).')).toBeInTheDocument();
  });

  it('lists what failed, in Portuguese, when the tree was rewritten after the receipt', async () => {
    serve(receipt, expected.inclusionProofAtFinal);
    renderApp(myEntryPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Conferir com a árvore final do sorteio' }));
    expect(await screen.findByText('O recibo não confere. Verificações que falharam:')).toBeInTheDocument();
    expect(screen.getByText(/^Árvore final estende a do recibo: a prova de consistência não liga a raiz do recibo \(5 folhas\) à raiz final \(7 folhas\)/)).toBeInTheDocument();
  });

  it('shows no receipt for an entry without one (a giveaway of version 1)', async () => {
    serve(null);
    renderApp(myEntryPath);
    expect(await screen.findByText('Data da inscrição')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recibo da inscrição' })).not.toBeInTheDocument();
  });
});
