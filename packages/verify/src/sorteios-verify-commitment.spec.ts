import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeSaltCommitment, GENESIS_HASH, historyStepHash, runDraw, toHex, type HistoryStep, type Receipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { runCli } from './sorteios-verify';

const bytes = (n: number) => new Uint8Array(32).fill(n);

/** A draw as the server publishes it: the receipt bound to its commitment step, and the history. */
async function published(serverSeed: Uint8Array) {
  const entrants = Array.from({ length: 9 }, (_, i) => ({ entryId: `e-${i}`, participantId: `u-${i}` }));
  const { receipt } = await runDraw(
    { giveawayId: 'g-1', entrants, salt: bytes(1), serverSeed, publicRandomness: null, quantidade: 1, suplentes: 1, closePosition: 10, drawPosition: 20, maxSubstituicoes: 1 },
    nodeDrawCrypto,
  );
  const data = {
    giveawayId: 'g-1', closePosition: 10, entrantCount: 9, merkleRoot: receipt.merkleRoot, seedCommitment: receipt.seedCommitment, fonteAleatoriedade: null,
    saltCommitment: toHex(await closeSaltCommitment(bytes(1), nodeDrawCrypto)),
  };
  const contents = [
    { seq: 1, type: 'GiveawayClosed', position: 10, at: '2026-01-10T12:00:00.000Z', data: { giveawayId: 'g-1', motivo: 'manual' } },
    { seq: 2, type: 'DrawCommitted', position: 11, at: '2026-01-10T12:00:01.000Z', data },
    {
      seq: 3, type: 'WinnersDrawn', position: 20, at: '2026-01-11T12:00:00.000Z',
      data: {
        giveawayId: 'g-1', drawSeed: receipt.drawSeed, serverSeed: receipt.serverSeed, publicValue: null, recibo: '/api/giveaways/g-1/draw',
        winners: receipt.winners.map(({ rank, entryId }) => ({ rank, entryId })), alternates: receipt.alternates.map(({ rank, entryId }) => ({ rank, entryId })),
      },
    },
  ];
  const steps: HistoryStep[] = [];
  for (const content of contents) {
    const prevHash = steps.at(-1)?.hash ?? GENESIS_HASH;
    steps.push({ ...content, prevHash, hash: await historyStepHash(prevHash, content, nodeDrawCrypto) });
  }
  const bound: Receipt = { ...receipt, commitmentStep: { ...(steps[1] as HistoryStep & { type: 'DrawCommitted' }), signature: null }, substituicoes: [] };
  return { receipt: bound, commitment: { ...data, step: steps[1] }, history: { steps, headHash: steps[2].hash } };
}

describe('sorteios-verify against the close’s commitment', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  let honest: Awaited<ReturnType<typeof published>>;
  let reRolled: Awaited<ReturnType<typeof published>>;
  const served = new Map<string, unknown>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sorteios-verify-commitment-'));
    honest = await published(bytes(2));
    reRolled = await published(bytes(3));
    server = createServer((req, res) => {
      const body = served.get(req.url ?? '');
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { code: 'NOT_FOUND' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    served.clear();
    served.set('/api/giveaways/g-1/draw', honest.receipt);
    served.set('/api/giveaways/g-1/history', honest.history);
  });

  async function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { status, stdout: out.join('\n'), stderr: err.join('\n') };
  }
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };

  it('says "válido" for a receipt that matches the commitment kept since the close', async () => {
    const result = await run([file('recibo.json', honest.receipt), '--commitment', file('compromisso.json', honest.commitment)]);
    expect(result.stdout).toContain('✓ O recibo corresponde ao compromisso publicado no encerramento');
    expect(result.stdout).toContain('✓ O sal revelado é o registrado no encerramento');
    expect(result.stdout).toContain('Recibo válido: o sorteio foi recalculado e confere com o compromisso registrado no encerramento.');
    expect(result.status).toBe(0);
  });

  it('refuses a re-rolled receipt (new seed, new commitment) against the kept commitment', async () => {
    const result = await run([file('refeito.json', reRolled.receipt), '--commitment', file('compromisso.json', honest.commitment)]);
    expect(result.stdout).toMatch(/✗ O recibo corresponde ao compromisso publicado no encerramento: .*seedCommitment/);
    expect(result.stdout).toContain('Recibo INVÁLIDO');
    expect(result.status).toBe(1);
  });

  it('fetches the history from the giveaway’s address, or with --api, and says it was read now', async () => {
    const byAddress = await run([`${origin}/sorteio/g-1/verificar`]);
    expect(byAddress.stdout).toContain('✓ O recibo corresponde ao histórico público do sorteio');
    expect(byAddress.stdout).toContain(`Compromisso lido agora de ${origin}/api/giveaways/g-1/history`);
    expect(byAddress.status).toBe(0);
    const byApi = await run([file('refeito.json', reRolled.receipt), '--api', origin]);
    expect(byApi.stdout).toContain('✗ O recibo corresponde ao histórico público do sorteio');
    expect(byApi.status).toBe(1);
  });

  it('exits with 2 when the commitment cannot be read or fetched', async () => {
    expect((await run([file('recibo.json', honest.receipt), '--commitment', join(dir, 'nao-existe.json')])).status).toBe(2);
    served.delete('/api/giveaways/g-1/history');
    const missing = await run([`${origin}/sorteio/g-1`]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('respondeu 404');
  });
});
