import { createHash, randomUUID } from 'node:crypto';
import { InMemoryEventStore } from '../../../../platform/event-store/in-memory-event-store';
import { giveawayStream } from '../../../giveaways/domain/giveaway.events';
import { GiveawayLifecycles, isPresent } from '../../../giveaways/giveaways.public';
import { GiveawaySnapshots } from './giveaway-snapshots';

const ID = 'g-1';
const meta = { userId: 'u-owner', correlationId: 'c', causationId: null, at: '2026-11-24T00:00:00.000Z' };
const event = (type: string, data: Record<string, unknown>) => ({ id: randomUUID(), type, data: { giveawayId: ID, ...data }, metadata: meta });
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GiveawaySnapshots', () => {
  let store: InMemoryEventStore;
  let snapshots: GiveawaySnapshots;

  beforeEach(async () => {
    store = new InMemoryEventStore();
    snapshots = new GiveawaySnapshots(new GiveawayLifecycles(store));
    await store.append(giveawayStream(ID), [
      event('GiveawayCreated', { criadorId: 'u-owner', titulo: 'Kit', dataSorteio: '2026-12-24T21:00:00.000Z', regulamento: 'Regras v1', camposFormulario: [] }),
      event('GiveawayPublished', {}),
    ], 'any');
  });

  it('folds the whole stream the first time, with the hash of its rules', async () => {
    const { snapshot, regulamentoSha256 } = await snapshots.current(ID);
    expect(snapshot).toMatchObject({ exists: true, status: 'Ativo', content: { titulo: 'Kit', regulamento: 'Regras v1' } });
    expect(regulamentoSha256).toBe(sha('Regras v1'));
  });

  it('sees what was appended after an earlier call: new rules, a close, a delete', async () => {
    await snapshots.current(ID);
    await store.append(giveawayStream(ID), [event('GiveawayUpdated', { changes: { regulamento: 'Regras v2' }, regulamentoVersao: 2 })], 'any');
    const updated = await snapshots.current(ID);
    expect(updated.snapshot).toMatchObject({ content: { regulamento: 'Regras v2' }, regulamentoVersao: 2, status: 'Ativo' });
    expect(updated.regulamentoSha256).toBe(sha('Regras v2'));

    await store.append(giveawayStream(ID), [event('GiveawayClosed', { motivo: 'manual' })], 'any');
    expect((await snapshots.current(ID)).snapshot.status).toBe('Encerrado');

    await store.append(giveawayStream(ID), [event('GiveawayDeleted', { deletedBy: 'u-owner', motivo: null })], 'any');
    expect(isPresent((await snapshots.current(ID)).snapshot)).toBe(false);
    expect(isPresent((await snapshots.current(ID)).snapshot)).toBe(false);
  });

  it('answers a giveaway nobody created as not existing', async () => {
    expect(isPresent((await snapshots.current('g-outro')).snapshot)).toBe(false);
  });
});
