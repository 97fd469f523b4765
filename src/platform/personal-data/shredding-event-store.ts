import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import type { PersonalDataCipher } from './personal-data-cipher';

/**
 * Crypto-shredding at the EventStore port (docs/personal-data.md): appends seal each event's
 * personal fields under their subject's key before the adapter sees them, and reads open them,
 * so deciders, projections and reactors keep working with plain values while the stored events
 * (SQLite file, EventStoreDB) hold only ciphertext. Once a subject's key is destroyed their
 * fields read as "Conta removida" and the like, on every read, in every process.
 *
 * The plain data of what this process appends is kept for a moment (PersonalDataCipher's
 * rememberAppended), so the projections reading it back right after do not decrypt it again.
 *
 * Replaces the three methods on the adapter itself, like the metered ports: the store stays the
 * same object, with its other methods and whatever the port gains later.
 */
export function shredPersonalData<T extends EventStore>(store: T, cipher: PersonalDataCipher): T {
  const append = store.append.bind(store);
  const readStream = store.readStream.bind(store);
  const readAll = store.readAll.bind(store);
  // Sealing may wait for a new person's key; the appends still reach the adapter in the order
  // they were asked for (as without this layer), each as soon as it and those before it are sealed.
  let handedOver: Promise<unknown> = Promise.resolve();
  store.append = (streamId, events, expected) => {
    const epoch = cipher.erasureEpoch();
    const sealed = sealAll(cipher, events);
    const turn = handedOver.then(() => sealed);
    handedOver = turn.catch(() => undefined);
    return turn.then(async (ready) => {
      const result = await append(streamId, ready.events, expected);
      cipher.rememberAppended(events.filter((_, i) => ready.reopensAsIs[i]), epoch);
      return result;
    });
  };
  store.readStream = async (streamId, fromRevision) => openAll(cipher, await readStream(streamId, fromRevision));
  store.readAll = async (after, limit) => openAll(cipher, await readAll(after, limit));
  return store;
}

async function sealAll(cipher: PersonalDataCipher, events: NewEvent[]): Promise<{ events: NewEvent[]; reopensAsIs: boolean[] }> {
  const sealed: NewEvent[] = new Array(events.length);
  const reopensAsIs: boolean[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) ({ sealed: sealed[i], reopensAsIs: reopensAsIs[i] } = await cipher.sealTracked(events[i]));
  return { events: sealed, reopensAsIs };
}

async function openAll(cipher: PersonalDataCipher, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  // A new array: an adapter may hand out arrays it keeps.
  const opened: RecordedEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) opened[i] = await cipher.open(events[i]);
  return opened;
}
