import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { POPULAR_CREATORS, popularityProjection } from './popularity.projection';
import { SAVED_GIVEAWAYS, savedGiveawaysProjection } from './saved-giveaways.projection';
import { WINS, winsProjection } from './wins.projection';

const AT = '2025-06-01T12:00:00.000Z';

/** A log of events with positions 1, 2, 3… */
function log(...events: Array<[string, Record<string, unknown>]>): RecordedEvent[] {
  return events.map(([type, data], i) => ({
    id: `e${i + 1}`,
    type,
    data,
    metadata: { userId: null, correlationId: 'c', causationId: null, at: AT },
    streamId: 's',
    revision: i,
    position: i + 1,
    recordedAt: AT,
  }));
}

async function project(projection: Projection, store: ReadStore, events: RecordedEvent[]) {
  for (const e of events) await projection.apply(e, store);
}

/** The runner replays from the last stored checkpoint after a crash: here, every event from `from` on. */
async function projectWithReplay(projection: Projection, events: RecordedEvent[], from: number) {
  const store = new EmbeddedReadStore();
  await projection.setup?.(store);
  await project(projection, store, events);
  await project(projection, store, events.slice(from));
  return store;
}

const entry = (sorteioId: string, n: number) => ['EntrySubmitted', { entryId: `${sorteioId}-e${n}`, sorteioId, participanteId: `p${n}` }] as [string, Record<string, unknown>];

describe('popularity projection', () => {
  const events = log(
    ['GiveawayCreated', { giveawayId: 'g1', criadorId: 'ana' }],
    ['GiveawayPublished', { giveawayId: 'g1' }],
    entry('g1', 1),
    entry('g1', 2),
    ['GiveawayCreated', { giveawayId: 'g2', criadorId: 'ana' }],
    ['GiveawayPublished', { giveawayId: 'g2' }],
    entry('g2', 3),
    ['UserFollowed', { seguidorId: 'bia', seguidoId: 'ana' }],
    ['UserFollowed', { seguidorId: 'caio', seguidoId: 'ana' }],
    ['UserUnfollowed', { seguidorId: 'caio', seguidoId: 'ana' }],
    ['GiveawayCancelled', { giveawayId: 'g2', motivo: null }],
    ['GiveawayCreated', { giveawayId: 'g3', criadorId: 'ana' }],
  );
  const expected = { _id: 'ana', sorteiosPublicos: 1, inscritos: 2, seguidores: 1 };

  it('counts public giveaways, their entrants and followers per creator', async () => {
    const store = new EmbeddedReadStore();
    await project(popularityProjection, store, events);
    expect(await store.collection(POPULAR_CREATORS).findOne({ _id: 'ana' })).toEqual(expected);
  });

  it.each([0, 2, 6, 9])('counts nothing twice when every event after the first %i is replayed', async (from) => {
    const store = await projectWithReplay(popularityProjection, events, from);
    expect(await store.collection(POPULAR_CREATORS).findOne({ _id: 'ana' })).toEqual(expected);
  });

  it('counts a follow once even if its event is applied twice', async () => {
    const store = new EmbeddedReadStore();
    const follow = log(['UserFollowed', { seguidorId: 'bia', seguidoId: 'ana' }]);
    await project(popularityProjection, store, [...follow, ...follow]);
    expect(await store.collection(POPULAR_CREATORS).findOne({ _id: 'ana' })).toMatchObject({ seguidores: 1 });
  });

  it("takes a deleted giveaway's entrants away from its creator", async () => {
    const store = new EmbeddedReadStore();
    await project(popularityProjection, store, [...events, ...log(['GiveawayDeleted', { giveawayId: 'g1', deletedBy: 'ana', motivo: null }]).map((e) => ({ ...e, position: 100 }))]);
    expect(await store.collection(POPULAR_CREATORS).findOne({ _id: 'ana' })).toEqual({ ...expected, sorteiosPublicos: 0, inscritos: 0 });
  });
});

describe('saved giveaways projection', () => {
  it('lists what is saved now, also after a replay, and forgets deleted giveaways for good', async () => {
    const events = log(
      ['GiveawaySaved', { userId: 'bia', giveawayId: 'g1' }],
      ['GiveawaySaved', { userId: 'bia', giveawayId: 'g2' }],
      ['GiveawayUnsaved', { userId: 'bia', giveawayId: 'g1' }],
      ['GiveawaySaved', { userId: 'bia', giveawayId: 'g3' }],
      ['GiveawayDeleted', { giveawayId: 'g3', deletedBy: 'ana', motivo: null }],
      // Decided just before the delete, recorded just after it.
      ['GiveawaySaved', { userId: 'caio', giveawayId: 'g3' }],
    );
    for (const from of [events.length, 0, 1]) {
      const store = await projectWithReplay(savedGiveawaysProjection, events, from);
      expect(await store.collection(SAVED_GIVEAWAYS).find({}, { sort: { seq: -1 } })).toEqual([{ _id: 'bia:g2', userId: 'bia', giveawayId: 'g2', salvoEm: AT, seq: 2 }]);
    }
  });
});

describe('wins projection', () => {
  const winners = (...ids: string[]) => ids.map((entryId) => ({ entryId, nome: entryId, email: `${entryId}@ex.com` }));
  const events = log(
    ['WinnersDrawn', { giveawayId: 'g1', receipt: {}, vencedores: winners('e1', 'e2'), suplentes: winners('e3', 'e4') }],
    ['WinnerReplaced', { giveawayId: 'g1', replacedEntryId: 'e1', byEntryId: 'e3', motivo: 'Não respondeu.' }],
    ['WinnerReplaced', { giveawayId: 'g1', replacedEntryId: 'e3', byEntryId: 'e4', motivo: 'Desistiu.' }],
  );

  async function withEntries(from: number) {
    const store = new EmbeddedReadStore();
    for (const n of [1, 2, 3, 4]) await store.collection('entries').replaceOne({ _id: `e${n}` }, { _id: `e${n}`, participanteId: `p${n}` }, { upsert: true });
    await project(winsProjection, store, events);
    await project(winsProjection, store, events.slice(from));
    return store;
  }

  it.each([3, 0, 1])('holds the current winners with every replacement applied (every event after the first %i replayed)', async (from) => {
    const store = await withEntries(from);
    const rows = await store.collection(WINS).find({}, { sort: { seq: -1 } });
    expect(rows.map((r) => [r.participanteId, r.suplente, r.seq])).toEqual([
      ['p4', true, 3],
      ['p2', false, 1],
    ]);
  });

  it.each([3, 0, 1])('takes the participants from the draw itself when it names them, reading no entry (every event after the first %i replayed)', async (from) => {
    const named = (...ids: string[]) => ids.map((entryId) => ({ entryId, participanteId: `p${entryId.slice(1)}`, nome: entryId, email: `${entryId}@ex.com` }));
    const current = log(
      ['WinnersDrawn', { giveawayId: 'g1', receipt: {}, vencedores: named('e1', 'e2'), suplentes: named('e3', 'e4') }],
      ...events.slice(1).map((e) => [e.type, e.data] as [string, Record<string, unknown>]),
    );
    const store = await projectWithReplay(winsProjection, current, from);
    const rows = await store.collection(WINS).find({}, { sort: { seq: -1 } });
    expect(rows.map((r) => [r.participanteId, r.suplente, r.seq])).toEqual([
      ['p4', true, 3],
      ['p2', false, 1],
    ]);
  });
});
