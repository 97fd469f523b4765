import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDraw } from '../src/modules/draws/domain/verifiable-draw/draw';
import { nodeDrawCrypto } from '../src/modules/draws/domain/verifiable-draw/node-crypto';
import { verifyReceipt } from '../src/modules/draws/domain/verifiable-draw/verify';

/**
 * Close + draw of the verifiable draw over a million synthetic entrants (pure algorithm, no
 * storage), then the verification of the resulting receipt in-process and through the CLI.
 * Run: npm run bench:draw   (ENTRANTS=... to change the size)
 */

const ENTRANTS = Number(process.env.ENTRANTS ?? 1_000_000);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const fixed = (label: string) => createHash('sha256').update(label).digest();

async function main() {
  const entrants = Array.from({ length: ENTRANTS }, (_, i) => ({ entryId: `entry-${i}`, participantId: `user-${i}` }));
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  const start = process.hrtime.bigint();
  const { receipt } = await runDraw(
    { giveawayId: 'bench', entrants, salt: fixed('sal'), serverSeed: fixed('semente'), publicRandomness: null, quantidade: 10, suplentes: 5, closePosition: 1, drawPosition: 2 },
    nodeDrawCrypto,
  );
  const drawSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const verifyStart = process.hrtime.bigint();
  const result = await verifyReceipt(receipt, nodeDrawCrypto);
  const verifySeconds = Number(process.hrtime.bigint() - verifyStart) / 1e9;

  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-draw-'));
  let cliSeconds = NaN;
  let cliStatus: number | null = null;
  try {
    const file = join(dir, 'receipt.json');
    writeFileSync(file, JSON.stringify(receipt));
    const cliStart = process.hrtime.bigint();
    const cli = spawnSync(process.execPath, [join(__dirname, '..', 'bin', 'sorteios-verify.js'), file], { encoding: 'utf8' });
    cliSeconds = Number(process.hrtime.bigint() - cliStart) / 1e9;
    cliStatus = cli.status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`Sorteio verificável sobre ${ENTRANTS.toLocaleString('pt-BR')} inscritos (10 ganhadores + 5 suplentes)`);
  console.log(`  encerramento + sorteio (hashes, árvore, ordem, provas): ${drawSeconds.toFixed(2)} s`);
  console.log(`  RSS: ${mb(rssBefore)} antes (já com a lista de inscritos), pico ${mb(peak)} (+${mb(peak - rssBefore)}); maxRSS do processo ${mb(process.resourceUsage().maxRSS * 1024)}`);
  console.log(`  verificação do recibo no processo: ${(verifySeconds * 1000).toFixed(1)} ms (${result.ok ? 'válido' : 'INVÁLIDO'})`);
  console.log(`  verificação pela CLI (bin/sorteios-verify.js, com a partida do Node): ${cliSeconds.toFixed(2)} s (saída ${cliStatus})`);
  if (!result.ok || cliStatus !== 0) process.exitCode = 1;
}

void main();
