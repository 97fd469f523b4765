import { logLeafV2, logParticipantHash, MerkleLog, toHex, fromHex, LogTree, nodesNeeded } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { ENTRY_LOG_ENTRIES, ENTRY_LOG_NODES, ENTRY_LOGS, type EntryLogDoc, type EntryLogEntryDoc, StoredNodes } from '../application/entry-log/entry-log-store';
import { entryLogProjection } from './entry-log.projection';

const sha256 = (data: Uint8Array) => nodeDrawCrypto.sha256(data) as Uint8Array;
const SALT = '5a'.repeat(32);

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 3;
  const at = new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString();
  return { id: `e${position}`, type, data, metadata: { userId: null, correlationId: 'c', causationId: null, at }, streamId: 's', revision: 0, position, recordedAt: at };
};
const published = (giveawayId: string, registro = true) =>
  recorded('GiveawayPublished', { giveawayId, ...(registro ? { registro: { versao: 2, salt: SALT, saltCommitment: 'cc'.repeat(32) } } : {}) });
const entry = (giveawayId: string, n: number) => recorded('EntrySubmitted', { entryId: `${giveawayId}-e${n}`, sorteioId: giveawayId, participanteId: `p${n}` });

async function apply(store: ReadStore, events: RecordedEvent[]) {
  for (const event of events) await entryLogProjection.apply(event, store);
}

/**
 * The stored tree read back through the same path the receipts use, from a copy of the stored
 * blocks alone: the blocks a store keeps decoded in memory must not stand in for what was written.
 */
async function storedRoot(store: ReadStore, giveawayId: string, size: number): Promise<string> {
  const copy = new EmbeddedReadStore();
  for (const doc of await store.collection(ENTRY_LOG_NODES).find({})) await copy.collection(ENTRY_LOG_NODES).replaceOne({ _id: doc._id }, doc, { upsert: true });
  const nodes = await StoredNodes.load(copy, giveawayId, nodesNeeded(size, (t) => t.root()));
  return toHex(new LogTree(size, (level, index) => nodes.get(level, index), sha256).root());
}

async function reference(giveawayId: string, count: number): Promise<MerkleLog> {
  const log = new MerkleLog(sha256);
  for (let n = 0; n < count; n++) {
    const participantHash = (await logParticipantHash(fromHex(SALT), `p${n}`, nodeDrawCrypto)) as Uint8Array;
    log.append(await logLeafV2(`${giveawayId}-e${n}`, participantHash, nodeDrawCrypto));
  }
  return log;
}

describe('entry-log projection', () => {
  let store: ReadStore;
  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await entryLogProjection.setup?.(store);
  });

  it('appends each entry of a version-2 giveaway as the next leaf, the same tree as the reference log at every size', async () => {
    const events = [published('g-1'), ...Array.from({ length: 70 }, (_, n) => entry('g-1', n))];
    await apply(store, events);
    const log = await reference('g-1', 70);
    expect((await store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: 'g-1' }))?.size).toBe(70);
    for (const size of [1, 2, 3, 31, 32, 33, 64, 65, 70]) expect(await storedRoot(store, 'g-1', size)).toBe(toHex(log.root(size)));
    expect(await store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).findOne({ _id: 'g-1-e41' })).toMatchObject({ giveawayId: 'g-1', index: 41 });
  });

  it('changes nothing when events are applied again (a replay after a crash), even after a crash between the blocks and the size', async () => {
    const events = [published('g-2'), ...Array.from({ length: 9 }, (_, n) => entry('g-2', n))];
    await apply(store, events);
    // As if the process died after writing the 9th entry's blocks but before the log's size: the replay writes the same bytes.
    await store.collection<EntryLogDoc>(ENTRY_LOGS).updateOne({ _id: 'g-2' }, { $set: { size: 8, position: events[8].position } });
    await apply(store, events);
    await apply(store, events.slice(3));
    expect((await store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: 'g-2' }))?.size).toBe(9);
    expect(await storedRoot(store, 'g-2', 9)).toBe(toHex((await reference('g-2', 9)).root()));
  });

  it('keeps no log for a giveaway published before version 2, and gives no leaf to an entry after the close', async () => {
    await apply(store, [published('v1', false), entry('v1', 0)]);
    expect(await store.collection(ENTRY_LOGS).findOne({ _id: 'v1' })).toBeNull();
    await apply(store, [published('g-3'), entry('g-3', 0), entry('g-3', 1), recorded('GiveawayClosed', { giveawayId: 'g-3', motivo: 'manual' }), entry('g-3', 2)]);
    expect(await store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: 'g-3' })).toMatchObject({ size: 2, closed: { size: 2 } });
    expect(await store.collection(ENTRY_LOG_ENTRIES).findOne({ _id: 'g-3-e2' })).toBeNull();
  });

  it('lists a withdrawn entry as excluded and keeps its leaf; a withdrawal after the close changes nothing', async () => {
    await apply(store, [published('g-4'), entry('g-4', 0), entry('g-4', 1), entry('g-4', 2)]);
    await apply(store, [recorded('EntryWithdrawn', { entryId: 'g-4-e1', sorteioId: 'g-4', participanteId: 'p1', motivo: 'conta-excluida' })]);
    await apply(store, [recorded('GiveawayClosed', { giveawayId: 'g-4', motivo: 'manual' })]);
    await apply(store, [recorded('EntryWithdrawn', { entryId: 'g-4-e2', sorteioId: 'g-4', participanteId: 'p2', motivo: 'conta-excluida' })]);
    expect(await store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: 'g-4' })).toMatchObject({ size: 3, excluded: [1], closed: { size: 3 } });
    expect(await storedRoot(store, 'g-4', 3)).toBe(toHex((await reference('g-4', 3)).root()));
  });
});
