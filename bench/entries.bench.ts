import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../test/support/server-process';
import { seedParticipants } from './seed-participants';
import { accessToken, BENCH_JWT_SECRET, percentile, signedPoster } from './bench-http';

/**
 * POST /api/giveaways/:id/entries over HTTP against the real server on the embedded
 * defaults (its own process, role all: projections, e-mail jobs and all): 64 concurrent
 * clients put ENTRIES entries into one giveaway. Participants are seeded as UserRegistered
 * events and given signed tokens, so password hashing is not what is measured. The creator
 * is Pro (a ProActivated event), whose entries limit is far above the run.
 * Run: npm run bench:entries   (ENTRIES=20000 for a shorter run)
 */
const ENTRIES = Number(process.env.ENTRIES ?? 100_000);
const CLIENTS = 64;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-entries-'));
  try {
    console.log(`Semeando ${ENTRIES} participantes…`);
    const participants = await seedParticipants(dataDir, ENTRIES);
    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'error' });
    const post = signedPoster(server.url);
    try {
      const creator = participants[0];
      // The server projects the seeded users at start; wait until the creator can act.
      let giveaway: { id: string } | null = null;
      for (let i = 0; i < 600 && !giveaway; i++) {
        const res = await post('/api/giveaways', creator, { titulo: 'Sorteio de carga', descricao: '', premios: ['Prêmio'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false });
        if (res.status === 201) giveaway = (await res.json()) as { id: string };
        else await new Promise((r) => setTimeout(r, 100));
      }
      if (!giveaway) throw new Error('O servidor não aceitou o sorteio de carga');
      await post(`/api/giveaways/${giveaway.id}/publish`, creator, {});

      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = next++; i < ENTRIES; i = next++) {
            const t0 = performance.now();
            const res = await post(`/api/giveaways/${giveaway!.id}/entries`, participants[i], {
              respostas: { nome: `Pessoa ${i}`, email: `p${i}@bench.local` },
              aceiteRegulamento: true,
            });
            await res.arrayBuffer();
            latencies.push(performance.now() - t0);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const listStarted = performance.now();
      let listed = 0;
      while (listed < ENTRIES) {
        const res = await fetch(`${server.url}/api/giveaways/${giveaway.id}/entries?limit=1`, { headers: { authorization: `Bearer ${accessToken(creator)}` } });
        listed = ((await res.json()) as { total: number }).total;
        if (listed < ENTRIES) await new Promise((r) => setTimeout(r, 50));
      }
      latencies.sort((a, b) => a - b);
      console.log(`inscrições: ${ENTRIES} por ${CLIENTS} clientes em ${seconds.toFixed(1)} s = ${Math.round(ENTRIES / seconds)} inscrições/s`);
      console.log(`latência: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, máx ${latencies[latencies.length - 1].toFixed(1)} ms`);
      console.log(`respostas: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
      console.log(`lista de inscritos completa ${((performance.now() - listStarted) / 1000).toFixed(2)} s depois da última resposta (total ${listed})`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
