import { appendReads, appendedNodes, fromHex, logLeafV2, logParticipantHash, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayClosed, GiveawayPublished } from '../../giveaways/domain/giveaway.events';
import type { EntrySubmitted, EntryWithdrawn } from '../domain/entry.events';
import type { EntryLogSealed } from '../domain/entry-log.events';
import { ENTRY_LOG_ENTRIES, ENTRY_LOG_NODES, ENTRY_LOGS, type EntryLogDoc, type EntryLogEntryDoc, StoredNodes } from '../application/entry-log/entry-log-store';

const sha256 = nodeDrawCrypto.sha256 as (data: Uint8Array) => Uint8Array;

/**
 * Each version-2 giveaway's entry log (docs/verifiable-draws.md "Versão 2"): opened by the
 * publication that fixed its salt, one leaf per accepted entry (form or Instagram) in the
 * order of the global log, closed by the close, sealed by the final head its job signs. Because it follows the global log, the tree
 * is a function of the events alone: a lost or behind log is rebuilt bit for bit by replaying
 * them (a projection rebuild), and an entry durable before a crash gets its leaf on the replay.
 * Idempotent: each log remembers the position of the last event it applied.
 */
export const entryLogProjection: Projection = {
  name: 'entry-log',
  collections: [ENTRY_LOGS, ENTRY_LOG_NODES, ENTRY_LOG_ENTRIES],

  async setup(store: ReadStore) {
    await store.collection(ENTRY_LOG_ENTRIES).createIndex({ giveawayId: 1, index: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as GiveawayPublished | GiveawayClosed | EntrySubmitted | EntryWithdrawn | EntryLogSealed;
    switch (event.type) {
      case 'GiveawayPublished':
        return open(store, event.data, recorded.position);
      case 'EntrySubmitted':
        return append(store, event.data, recorded.position);
      case 'EntryWithdrawn':
        return exclude(store, event.data, recorded.position);
      case 'GiveawayClosed':
        return close(store, event.data.giveawayId, recorded.position);
      // Kept as recorded: the final head is served with the close's signature, never re-signed.
      case 'EntryLogSealed':
        await store.collection<EntryLogDoc>(ENTRY_LOGS).updateOne({ _id: event.data.giveawayId }, { $set: { sealed: event.data } });
        return;
      default:
        return;
    }
  },
};

/** Only a publication that fixed a salt opens a log: giveaways published before version 2 stay on version 1. */
async function open(store: ReadStore, data: GiveawayPublished['data'], position: number): Promise<void> {
  const registro = data.registro;
  if (registro?.versao !== 2) return;
  const logs = store.collection<EntryLogDoc>(ENTRY_LOGS);
  if (await logs.findOne({ _id: data.giveawayId })) return;
  await logs.replaceOne(
    { _id: data.giveawayId },
    { _id: data.giveawayId, versao: 2, salt: registro.salt, saltCommitment: registro.saltCommitment, size: 0, position, excluded: [], closed: null },
    { upsert: true },
  );
}

async function logToApply(store: ReadStore, giveawayId: string, position: number): Promise<EntryLogDoc | null> {
  const log = await store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: giveawayId });
  return log && position > log.position ? log : null;
}

/**
 * The entry gets the next index. Its blocks are written before the log's size, so a crash in
 * between leaves a log whose size does not count them yet, and the replay writes the same bytes.
 * An entry recorded after the close (it raced it) gets no leaf: it is not in the draw.
 */
async function append(store: ReadStore, entry: EntrySubmitted['data'], position: number): Promise<void> {
  const log = await logToApply(store, entry.sorteioId, position);
  if (!log || log.closed) return;
  const index = log.size;
  const participantHash = (await logParticipantHash(fromHex(log.salt), entry.participanteId, nodeDrawCrypto)) as Uint8Array;
  const leaf = await logLeafV2(entry.entryId, participantHash, nodeDrawCrypto);
  const siblings = await StoredNodes.load(store, log._id, appendReads(index));
  await StoredNodes.write(store, log._id, appendedNodes(index, leaf, (level, i) => siblings.get(level, i), sha256));
  const doc: EntryLogEntryDoc = { _id: entry.entryId, giveawayId: log._id, index, participantHash: toHex(participantHash) };
  await store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).replaceOne({ _id: entry.entryId }, doc, { upsert: true });
  await store.collection<EntryLogDoc>(ENTRY_LOGS).updateOne({ _id: log._id }, { $set: { size: index + 1, position } });
}

/** Logs are append-only: a withdrawn entry keeps its leaf, and its index is listed for the draw to skip. */
async function exclude(store: ReadStore, withdrawn: EntryWithdrawn['data'], position: number): Promise<void> {
  const log = await logToApply(store, withdrawn.sorteioId, position);
  if (!log || log.closed) return;
  const entry = await store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).findOne({ _id: withdrawn.entryId });
  const excluded = entry && !log.excluded.includes(entry.index) ? [...log.excluded, entry.index].sort((a, b) => a - b) : log.excluded;
  await store.collection<EntryLogDoc>(ENTRY_LOGS).updateOne({ _id: log._id }, { $set: { excluded, position } });
}

async function close(store: ReadStore, giveawayId: string, position: number): Promise<void> {
  const log = await logToApply(store, giveawayId, position);
  if (!log || log.closed) return;
  await store.collection<EntryLogDoc>(ENTRY_LOGS).updateOne({ _id: giveawayId }, { $set: { closed: { size: log.size, position }, position } });
}
