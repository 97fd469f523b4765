import { CommandBus } from '@nestjs/cqrs';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DrawWinnersCommand } from '../src/modules/draws/application/draw-winners.command';
import { drawStream } from '../src/modules/draws/domain/draw.events';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { verifyReceipt } from '@sorteios/verifiable-draw';
import { entryStream } from '../src/modules/entries/domain/entry.events';
import { ChangeGiveawayCommand } from '../src/modules/giveaways/application/change-giveaway/change-giveaway.command';
import { giveawayStream } from '../src/modules/giveaways/domain/giveaway.events';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { LogSigner } from '../src/platform/log-signing/log-signer';
import { ProjectionsService } from '../src/platform/projections/projections.service';
import { createTestApp } from '../test/support/test-app';
import { startBuiltServer } from '../test/support/server-process';
import { benchEvents } from './seed-events';

/**
 * Close and draw over a million stored entries on the embedded defaults: from entries already
 * in the log and projected, through the close, the commitment (DrawCommitted) and the draw,
 * to WinnersDrawn appended; then the receipt verified in-process and by the CLI.
 * Run: npm run bench:draw   (ENTRANTS=... to change the size; VERSAO=1 for a giveaway without an entry log)
 */

const ENTRANTS = Number(process.env.ENTRANTS ?? 1_000_000);
/** 2 (default): a giveaway with an entry log, drawn over its sealed tree (docs/verifiable-draws.md § V2.12); VERSAO=1: version 1's close, which hashes every entrant. */
const VERSAO = process.env.VERSAO === '1' ? 1 : 2;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/** Written before the app first starts, so the reactors begin at the head: no million confirmation e-mails. */
async function writeLog(dir: string, giveawayId: string, creatorId: string): Promise<void> {
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  const seed = benchEvents(creatorId, 'Um milhão de inscritos');
  // Version 2 is what every publication decides now: the salt is fixed at publication and the log is built entry by entry.
  const salt = randomBytes(32);
  const registro = { versao: 2, salt: salt.toString('hex'), saltCommitment: createHash('sha256').update(salt).digest('hex') };
  const giveaway = seed.giveaway(giveawayId).map((e) => (VERSAO === 2 && e.type === 'GiveawayPublished' ? { ...e, data: { ...(e.data as object), registro } } : e));
  await store.append(giveawayStream(giveawayId), giveaway, 'no_stream');
  const account = { userId: creatorId, email: 'criador@bench.local', username: 'criador_bench', nome: 'Criador', sobrenome: '', passwordHash: 'x', verificacaoId: randomUUID() };
  await store.append(`user-${creatorId}`, [seed.event('UserRegistered', account), seed.creatorPro()], 'no_stream');
  for (let i = 0; i < ENTRANTS; i += 2000) {
    const appends: Promise<unknown>[] = [];
    for (let n = i; n < Math.min(i + 2000, ENTRANTS); n++) {
      const participanteId = randomUUID();
      appends.push(store.append(entryStream(giveawayId, participanteId), [seed.entry(giveawayId, participanteId, n)], 'no_stream'));
    }
    await Promise.all(appends);
  }
  await store.close();
}

/**
 * Issue 17's "the server's resident memory with the entrants loaded": the bundled server, as
 * `npm start` runs it, started on the data the draw left, its resident set read once its read
 * store says every collection is in (and after a pause for the load's garbage to be collected).
 */
async function loadedServerRss(dir: string): Promise<{ rss: number; seconds: number } | null> {
  if (!existsSync(join(__dirname, '..', 'dist', 'server.js'))) return null;
  const from = process.hrtime.bigint();
  const server = await startBuiltServer({ DATA_DIR: dir, LOG_LEVEL: 'error' });
  try {
    for (;;) {
      const health = (await (await fetch(`${server.url}/api/health/ready`)).json()) as { adapters?: { readStore?: { detail?: string } } };
      if (!health.adapters?.readStore?.detail?.startsWith('carregando')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = Number(process.hrtime.bigint() - from) / 1e9;
    await new Promise((r) => setTimeout(r, 10_000));
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024, seconds };
  } finally {
    await server.stop();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-draw-'));
  const giveawayId = randomUUID();
  const creatorId = randomUUID();
  try {
    let from = process.hrtime.bigint();
    await writeLog(dir, giveawayId, creatorId);
    console.log(`Preparação: ${ENTRANTS.toLocaleString('pt-BR')} inscrições gravadas no log em ${seconds(from).toFixed(1)} s`);

    from = process.hrtime.bigint();
    const t = await createTestApp({}, dir);
    const events = t.app.get<EventStore>(EVENT_STORE);
    // waitFor is bounded by READ_YOUR_WRITES_TIMEOUT_MS: poll the lag instead.
    const projections = t.app.get(ProjectionsService);
    while ((await projections.lag()) > 0) await new Promise((r) => setTimeout(r, 100));
    console.log(`Preparação: app nos padrões embutidos, projeções em dia em ${seconds(from).toFixed(1)} s`);

    // The catch-up's changes reach disk first: that write belongs to the catch-up, not to the close.
    await t.app.get<ReadStore>(READ_STORE).flush();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const commands = t.app.get(CommandBus);
    const meta = { userId: creatorId, correlationId: 'bench', causationId: null };

    const started = process.hrtime.bigint();
    await commands.execute(new ChangeGiveawayCommand(giveawayId, { type: 'CloseGiveaway', actorId: creatorId, isAdmin: false }, meta));
    // The commitment is written by the draw.commit job right after the close; the draw waits for it.
    while (!(await events.readStream(drawStream(giveawayId))).some((e) => e.type === 'DrawCommitted')) await new Promise((r) => setTimeout(r, 5));
    const committedSeconds = seconds(started);
    const drawn = await commands.execute(new DrawWinnersCommand(giveawayId, 10, 5, meta));
    const totalSeconds = seconds(started);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const logKey = t.app.get(LogSigner).keys[0];
    await t.close();

    const verifyStart = process.hrtime.bigint();
    const logKeys = { [logKey.keyId]: Buffer.from(logKey.publicKey, 'base64') };
    const result = await verifyReceipt(drawn.receipt, nodeDrawCrypto, { logKeys, ed25519: nodeEd25519Verify });
    const verifySeconds = seconds(verifyStart);
    const file = join(dir, 'recibo.json');
    writeFileSync(file, JSON.stringify(drawn.receipt));
    const cliStart = process.hrtime.bigint();
    const keyFile = join(dir, 'chave.txt');
    writeFileSync(keyFile, logKey.publicKey);
    const cli = spawnSync(process.execPath, [join(__dirname, '..', 'bin', 'sorteios-verify.js'), file, '--somente-recibo', '--chave', keyFile], { encoding: 'utf8' });
    const cliSeconds = seconds(cliStart);

    const loaded = await loadedServerRss(dir);

    console.log(`Encerrar e sortear ${ENTRANTS.toLocaleString('pt-BR')} inscritos (10 ganhadores + 5 suplentes, algoritmo versão ${VERSAO}), das inscrições gravadas ao WinnersDrawn gravado:`);
    console.log(`  encerramento → compromisso (DrawCommitted): ${committedSeconds.toFixed(2)} s`);
    console.log(`  total até WinnersDrawn: ${totalSeconds.toFixed(2)} s (meta: < 250 ms)`);
    console.log(`  memória: RSS ${mb(rssBefore)} antes (app com ${ENTRANTS.toLocaleString('pt-BR')} inscrições no read model), pico ${mb(peak)}: +${mb(peak - rssBefore)} para encerrar e sortear (meta: < 50 MB)`);
    console.log(`  verificação do recibo no processo: ${(verifySeconds * 1000).toFixed(1)} ms (${result.ok ? 'válido' : 'INVÁLIDO'})`);
    console.log(`  verificação pela CLI (bin/sorteios-verify.js, com a partida do Node): ${cliSeconds.toFixed(2)} s, saída ${cli.status} (meta: < 3 s)`);
    console.log(
      loaded === null
        ? '  servidor reiniciado: não medido (rode `npm run build` antes para medir o servidor empacotado)'
        : `  servidor reiniciado (dist/server.js, como \`npm start\`) com as ${ENTRANTS.toLocaleString('pt-BR')} inscrições carregadas do disco: RSS ${mb(loaded.rss)} (meta: < 1 GB), carregado em ${loaded.seconds.toFixed(1)} s`,
    );
    if (!result.ok || cli.status !== 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
