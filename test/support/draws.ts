import { randomUUID } from 'node:crypto';
import { nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import request from 'supertest';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { bearer } from './giveaways';
import type { TestApp } from './test-app';

/**
 * Entries written straight to the log, as the entry handler would, then projected: registering
 * thousands of people over HTTP would only test argon2.
 */
export async function seedEntries(t: TestApp, giveawayId: string, count: number, participants: string[] = []): Promise<void> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const at = new Date().toISOString();
  for (let i = 0; i < count; i += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - i) }, (_, k) => {
        const participanteId = participants[i + k] ?? randomUUID();
        const n = i + k;
        const data = {
          entryId: randomUUID(), sorteioId: giveawayId, participanteId, respostas: { nome: `Pessoa ${n}`, email: `p${n}@ex.com` },
          nome: `Pessoa ${n}`, email: `p${n}@ex.com`, username: `p${n}`, consentimentoContato: false,
          aceite: { regulamentoVersao: 1, regulamentoSha256: '0'.repeat(64), consentimentoTexto: '', consentimentoVersao: 1 },
        };
        return store.append(entryStream(giveawayId, participanteId), [{ id: randomUUID(), type: 'EntrySubmitted', data, metadata: { userId: participanteId, correlationId: 'seed', causationId: null, at } }], 'no_stream');
      }),
    );
  }
  await t.app.get(ProjectionsService).waitFor(await store.headPosition());
}

export const closeGiveaway = (t: TestApp, id: string, token: string) => request(t.http).post(`/api/giveaways/${id}/close`).set(bearer(token)).expect(200);

export const drawGiveaway = (t: TestApp, id: string, body: Record<string, unknown>, token: string) =>
  request(t.http).post(`/api/giveaways/${id}/draw`).set(bearer(token)).send(body);

/**
 * What a draw receipt of version 2 needs to verify its sealed head: the log key the server
 * serves (GET /api/log-key), with node:crypto's Ed25519. Spread into verifyReceipt's options.
 */
export async function logKeyOptions(t: TestApp): Promise<{ logKeys: Record<string, Uint8Array>; ed25519: typeof nodeEd25519Verify }> {
  const key = (await request(t.http).get('/api/log-key').expect(200)).body as { keyId: string; publicKey: string };
  return { logKeys: { [key.keyId]: Buffer.from(key.publicKey, 'base64') }, ed25519: nodeEd25519Verify };
}
