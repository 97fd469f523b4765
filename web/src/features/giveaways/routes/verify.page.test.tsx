import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { createWebDrawCrypto, logKeyId, logLeafV2, logParticipantHash, MerkleLog, type Receipt, runDraw, runDrawV2, toHex, treeHeadMessage } from '@sorteios/verifiable-draw';
import { aBoundDraw } from '../testing/bound-draw.fixture';
import { GIVEAWAY_ID } from '../testing/giveaway.fixtures';

// jsdom may hide Node's WebCrypto; the page must run on the same API a browser gives it.
// (web/tsconfig has no Node types, hence requireActual rather than an import.)
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: jest.requireActual<{ webcrypto: Crypto }>('node:crypto').webcrypto, configurable: true });
}

const drawUrl = `/api/giveaways/${GIVEAWAY_ID}/draw`;
const historyUrl = `/api/giveaways/${GIVEAWAY_ID}/history`;
const path = `/sorteio/${GIVEAWAY_ID}/verificar`;

async function aReceipt(): Promise<Receipt> {
  const entrants = Array.from({ length: 6 }, (_, i) => ({ entryId: `entry-${i}`, participantId: `user-${i}` }));
  const { receipt } = await runDraw(
    {
      giveawayId: GIVEAWAY_ID,
      entrants,
      salt: new Uint8Array(32).fill(7),
      serverSeed: new Uint8Array(32).fill(9),
      publicRandomness: null,
      quantidade: 2,
      suplentes: 1,
      closePosition: 10,
      drawPosition: 12,
    },
    createWebDrawCrypto(),
  );
  return receipt;
}

/** A version-2 draw (docs/verifiable-draws.md § V2.12): a 5-leaf log sealed with a head this test signs (WebCrypto's Ed25519). */
async function aV2Draw() {
  const nodeCrypto = jest.requireActual<{ createHash(algorithm: string): { update(data: Uint8Array): { digest(): Uint8Array } } }>('node:crypto');
  const sha256 = (data: Uint8Array) => new Uint8Array(nodeCrypto.createHash('sha256').update(data).digest());
  const web = createWebDrawCrypto();
  const salt = new Uint8Array(32).fill(5);
  const log = new MerkleLog(sha256);
  const entries: Array<{ entryId: string; participantHash: string }> = [];
  for (let i = 0; i < 5; i++) {
    const participantHash = await logParticipantHash(salt, `user-${i}`, web);
    log.append(await logLeafV2(`entry-${i}`, participantHash, web));
    entries.push({ entryId: `entry-${i}`, participantHash: toHex(participantHash) });
  }
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const keyId = await logKeyId(raw, web);
  const unsigned = { giveawayId: GIVEAWAY_ID, treeSize: 5, root: toHex(log.root()), time: '2026-01-20T12:00:00.000Z' };
  const signature = toHex(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, treeHeadMessage(unsigned).slice())));
  const receipt = await runDrawV2(
    { giveawayId: GIVEAWAY_ID, head: { ...unsigned, signature, keyId, excluidos: [2] }, salt, serverSeed: new Uint8Array(32).fill(9), publicRandomness: null, quantidade: 1, suplentes: 1, closePosition: 10, drawPosition: 12 },
    async (indexes) => indexes.map((index) => ({ index, ...entries[index], leaf: toHex(log.leaf(index)), inclusionProof: log.inclusionProof(index).map(toHex) })),
    web,
  );
  return { receipt, logKey: { keys: [{ keyId, publicKey: btoa(String.fromCharCode(...raw)) }] } };
}

afterEach(() => jest.restoreAllMocks());
beforeEach(() => endSession('expired'));

describe('verifying a draw in the browser', () => {
  it('marks every check as passed for the published receipt, compared with the public history, and shows its guarantee', async () => {
    const { receipt, history } = await aBoundDraw();
    mockFetch(({ url }) => (url === drawUrl ? json(200, receipt) : url === historyUrl ? json(200, history) : undefined));
    renderApp(path);

    expect(await screen.findByText('Sorteio verificado: todas as verificações passaram.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) expect(item).toHaveTextContent(/^✓/);
    expect(screen.getByText('O recibo corresponde ao compromisso publicado no encerramento').closest('li')).toHaveTextContent(/^✓/);
    expect(screen.getByText('O recibo corresponde ao histórico público do sorteio').closest('li')).toHaveTextContent(/^✓/);
    expect(screen.getByText(/^Comparado com o histórico público deste sorteio, lido agora do servidor/)).toBeInTheDocument();
    expect(screen.getByText(receipt.guaranteeText)).toBeInTheDocument();
  });

  it('fails a receipt re-rolled after the close (another seed and commitment) against the published history', async () => {
    const { history } = await aBoundDraw();
    const { receipt: reRolled } = await aBoundDraw({ entrants: 7 });
    mockFetch(({ url }) => (url === drawUrl ? json(200, reRolled) : url === historyUrl ? json(200, history) : undefined));
    renderApp(path);

    expect(await screen.findByText('Atenção: o recibo não confere.')).toBeInTheDocument();
    expect(screen.getByText('O recibo corresponde ao compromisso publicado no encerramento').closest('li')).toHaveTextContent(/^✗/);
  });

  it('does not call a receipt verified when the history cannot be read, and says why', async () => {
    const { receipt } = await aBoundDraw();
    mockFetch(({ url }) => (url === drawUrl ? json(200, receipt) : url === historyUrl ? apiError(503, 'UNAVAILABLE', 'Serviço indisponível.') : undefined));
    renderApp(path);

    expect(await screen.findByText(/^O recibo é coerente, mas não foi comparado com o compromisso registrado no encerramento/)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível ler o histórico público deste sorteio: Serviço indisponível.')).toBeInTheDocument();
    expect(screen.queryByText('Sorteio verificado: todas as verificações passaram.')).not.toBeInTheDocument();
  });

  it('names the failed check for a tampered receipt', async () => {
    const receipt = await aReceipt();
    const tampered = { ...receipt, winners: [receipt.alternates[0], ...receipt.winners.slice(1)], alternates: [receipt.winners[0]] };
    tampered.winners = tampered.winners.map((w, i) => ({ ...w, rank: i + 1 }));
    tampered.alternates = tampered.alternates.map((a) => ({ ...a, rank: 3 }));
    mockFetch(({ url }) => (url === drawUrl ? json(200, tampered) : url === historyUrl ? apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado') : undefined));
    renderApp(path);

    expect(await screen.findByText('Atenção: o recibo não confere.')).toBeInTheDocument();
    const ranking = screen.getByText('Ordem dos ganhadores e suplentes recalculada').closest('li')!;
    expect(ranking).toHaveTextContent(/^✗/);
    expect(ranking).toHaveTextContent('não confere');
  });

  it('checks a version-2 receipt’s sealed head with the log key this server serves, and names a forged signature', async () => {
    const { receipt, logKey } = await aV2Draw();
    const unreadable = apiError(503, 'UNAVAILABLE', 'Serviço indisponível.');
    mockFetch(({ url }) => (url === drawUrl ? json(200, receipt) : url === '/api/log-key' ? json(200, logKey) : url === historyUrl ? unreadable : undefined));
    const { unmount } = renderApp(path);
    expect(await screen.findByText(/^O recibo é coerente, mas não foi comparado com o compromisso registrado no encerramento/)).toBeInTheDocument();
    expect(screen.getByText('Assinatura da árvore selada no encerramento (chave do registro)').closest('li')).toHaveTextContent(/^✓/);
    expect(screen.getByText('Inscritos = folhas da árvore selada menos as excluídas').closest('li')).toHaveTextContent('4 inscritos: 5 folhas, 1 excluída(s)');
    unmount();

    const forged = { ...receipt, registro: { ...receipt.registro, signature: receipt.registro.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) } };
    mockFetch(({ url }) => (url === drawUrl ? json(200, forged) : url === '/api/log-key' ? json(200, logKey) : url === historyUrl ? unreadable : undefined));
    renderApp(path);
    expect(await screen.findByText('Atenção: o recibo não confere.')).toBeInTheDocument();
    const signature = screen.getByText('Assinatura da árvore selada no encerramento (chave do registro)').closest('li')!;
    expect(signature).toHaveTextContent(/^✗/);
    expect(signature).toHaveTextContent('a assinatura não confere');
  });

  it("shows the API's message when the draw has not happened yet", async () => {
    mockFetch(({ url }) => (url === drawUrl ? apiError(404, 'DRAW_NOT_FOUND', 'Este sorteio ainda não foi realizado.') : url === historyUrl ? apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado') : undefined));
    renderApp(path);

    expect(await screen.findByText('Este sorteio ainda não foi realizado.')).toBeInTheDocument();
  });

  it('verifies a pasted receipt against this giveaway’s history, and rejects text that is not JSON', async () => {
    const { receipt, history } = await aBoundDraw();
    mockFetch(({ url }) => (url === drawUrl ? apiError(404, 'DRAW_NOT_FOUND', 'Este sorteio ainda não foi realizado.') : url === historyUrl ? json(200, history) : undefined));
    renderApp(path);
    await screen.findByText('Este sorteio ainda não foi realizado.');

    const textarea = screen.getByLabelText('Recibo em JSON');
    await userEvent.type(textarea, 'isto não é json');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar recibo colado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo inválido: não é um recibo em JSON.');

    // Typing JSON braces through user-event needs escaping; a change event carries it as pasted.
    fireEvent.change(textarea, { target: { value: JSON.stringify(receipt) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar recibo colado' }));
    expect(await screen.findByText('Sorteio verificado: todas as verificações passaram.')).toBeInTheDocument();
    expect(screen.getByText('Recibo enviado por você.')).toBeInTheDocument();
    expect(screen.queryByText('Arquivo inválido: não é um recibo em JSON.')).not.toBeInTheDocument();
  });

  it('checks a pasted receipt of another giveaway on its own, and says it was not compared with a commitment', async () => {
    const { history } = await aBoundDraw();
    const other = { ...(await aReceipt()), giveawayId: 'outro-sorteio' };
    mockFetch(({ url }) => (url === drawUrl ? apiError(404, 'DRAW_NOT_FOUND', 'Este sorteio ainda não foi realizado.') : url === historyUrl ? json(200, history) : undefined));
    renderApp(path);
    await screen.findByText('Este sorteio ainda não foi realizado.');

    fireEvent.change(screen.getByLabelText('Recibo em JSON'), { target: { value: JSON.stringify(other) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar recibo colado' }));
    expect(await screen.findByText(/^O recibo é coerente, mas não foi comparado/)).toBeInTheDocument();
    expect(screen.getByText(/^Este recibo é de outro sorteio \(outro-sorteio\)/)).toBeInTheDocument();
    expect(screen.queryByText('Sorteio verificado: todas as verificações passaram.')).not.toBeInTheDocument();
  });

  it('compares the published receipt with a commitment kept since the close, and fails a re-roll against it', async () => {
    const honest = await aBoundDraw();
    const reRolled = await aBoundDraw({ entrants: 7 });
    const keptCommitment = { ...honest.receipt.commitmentStep!.data, step: honest.receipt.commitmentStep };
    // The server now publishes a re-rolled draw with a history rewritten to match it.
    mockFetch(({ url }) => (url === drawUrl ? json(200, reRolled.receipt) : url === historyUrl ? json(200, reRolled.history) : undefined));
    renderApp(path);

    expect(await screen.findByText('Sorteio verificado: todas as verificações passaram.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar o compromisso deste sorteio (JSON), para guardar antes do sorteio' })).toHaveAttribute('href', `/api/giveaways/${GIVEAWAY_ID}/commitment`);
    const file = new File([JSON.stringify(keptCommitment)], 'compromisso.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Arquivo do compromisso guardado (.json)'), file);

    expect(await screen.findByText('Atenção: o recibo não confere.')).toBeInTheDocument();
    expect(screen.getByText('Comparado com o compromisso que você guardou (compromisso.json).')).toBeInTheDocument();
    expect(screen.getByText('O recibo corresponde ao compromisso publicado no encerramento').closest('li')).toHaveTextContent(/^✗/);
    await userEvent.click(screen.getByRole('button', { name: 'Deixar de usar compromisso.json' }));
    expect(await screen.findByText('Sorteio verificado: todas as verificações passaram.')).toBeInTheDocument();
  });

  it('refuses a kept commitment file that is not JSON', async () => {
    const { receipt, history } = await aBoundDraw();
    mockFetch(({ url }) => (url === drawUrl ? json(200, receipt) : url === historyUrl ? json(200, history) : undefined));
    renderApp(path);
    await screen.findByText('Sorteio verificado: todas as verificações passaram.');

    await userEvent.upload(screen.getByLabelText('Arquivo do compromisso guardado (.json)'), new File(['{ não é json'], 'c.json', { type: 'application/json' }));
    expect(await screen.findByText('Arquivo inválido: não é um compromisso em JSON.')).toBeInTheDocument();
  });

  it('verifies an uploaded receipt file', async () => {
    const receipt = await aReceipt();
    mockFetch(({ url }) => (url === drawUrl ? apiError(404, 'DRAW_NOT_FOUND', 'Este sorteio ainda não foi realizado.') : url === historyUrl ? apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado') : undefined));
    renderApp(path);

    const file = new File([JSON.stringify({ ...receipt, serverSeed: 'ab'.repeat(32) })], 'recibo.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText('Arquivo do recibo (.json)'), file);

    expect(await screen.findByText('Atenção: o recibo não confere.')).toBeInTheDocument();
    expect(screen.getByText('A semente revelada corresponde ao compromisso feito no encerramento').closest('li')).toHaveTextContent(/^✗/);
  });

  it('answers a malformed id with "Page Not Found" and asks the API nothing', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/sorteio/nao-e-uuid/verificar');

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /sorteio/nao-e-uuid/verificar' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
