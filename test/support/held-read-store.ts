import type { ReadCollection, ReadStore } from '../../src/platform/read-store/read-store.port';

/**
 * A read store whose writes to some collections can be held back: while held, the projection
 * that writes them stalls inside its batch, so the read models lag the log exactly as they do
 * when the worker is slow, paused or stopped (issue 10: "new accounts get 401 while
 * projections lag"). Reads are never held. Release before closing the app: the runner's stop
 * waits for the batch in progress.
 */
export class HeldReadStore implements ReadStore {
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;

  constructor(
    private readonly inner: ReadStore,
    private readonly held: string[],
  ) {}

  get name(): string {
    return this.inner.name;
  }

  /** From now on, writes to the held collections wait for release(). */
  hold(): void {
    if (!this.gate) this.gate = new Promise<void>((resolve) => (this.open = resolve));
  }

  release(): void {
    this.gate = null;
    this.open();
  }

  collection<T extends { _id: string }>(name: string): ReadCollection<T> {
    const inner = this.inner.collection<T>(name);
    if (!this.held.includes(name)) return inner;
    const whenOpen = async () => {
      while (this.gate) await this.gate;
    };
    return {
      findOne: (filter) => inner.findOne(filter),
      find: (filter, options) => inner.find(filter, options),
      count: (filter) => inner.count(filter),
      createIndex: (keys, options) => inner.createIndex(keys, options),
      updateOne: async (filter, update, options) => (await whenOpen(), inner.updateOne(filter, update, options)),
      updateMany: async (filter, update) => (await whenOpen(), inner.updateMany(filter, update)),
      replaceOne: async (filter, doc, options) => (await whenOpen(), inner.replaceOne(filter, doc, options)),
      deleteOne: async (filter) => (await whenOpen(), inner.deleteOne(filter)),
      deleteMany: async (filter) => (await whenOpen(), inner.deleteMany(filter)),
    };
  }

  dropAll(): Promise<void> {
    return this.inner.dropAll();
  }

  flush(): Promise<void> {
    return this.inner.flush();
  }

  health(): Promise<{ ok: boolean; detail?: string }> {
    return this.inner.health();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
