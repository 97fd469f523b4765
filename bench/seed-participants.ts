import { randomUUID } from 'node:crypto';
import { openBenchLog } from './bench-log';

/**
 * `count` registered people written straight to the log of `dataDir` (bench:entries,
 * bench:webhooks), e-mails p<i>@bench.local; the first, the creator, is Pro (Grátis stops a
 * giveaway at 1,000 entries, and webhooks are Pro). Returns their ids in order.
 */
export async function seedParticipants(dataDir: string, count: number): Promise<string[]> {
  const { events: store, close } = await openBenchLog(dataDir);
  const ids: string[] = [];
  const at = new Date().toISOString();
  for (let i = 0; i < count; i += 1000) {
    const batch: Promise<unknown>[] = [];
    for (let j = i; j < Math.min(i + 1000, count); j++) {
      const userId = randomUUID();
      ids.push(userId);
      const data = { userId, email: `p${j}@bench.local`, username: `p${j}`, nome: `Pessoa ${j}`, sobrenome: '', passwordHash: 'x', verificacaoId: randomUUID() };
      batch.push(store.append(`user-${userId}`, [{ id: randomUUID(), type: 'UserRegistered', data, metadata: { userId, correlationId: 'bench', causationId: null, at } }], 'no_stream'));
    }
    await Promise.all(batch);
  }
  const creator = ids[0];
  const pro = { userId: creator, origem: 'admin', eventoProvedorId: null, ativoAte: null, ciclo: null, clienteId: null, assinaturaId: null, adminId: null, motivo: 'bench' };
  await store.append(`user-${creator}`, [{ id: randomUUID(), type: 'ProActivated', data: pro, metadata: { userId: null, correlationId: 'bench', causationId: null, at } }], 0);
  await close();
  return ids;
}
