/**
 * The ReadStore port: a document store with MongoDB query and update semantics.
 * Only projections write through it (DESIGN.md), besides the platform's own bookkeeping
 * next to them: the runner's `checkpoints` and the projection lease's `leases`. Embedded
 * (mingo) and MongoDB adapters are checked by test/contract/read-store.contract.ts.
 */
export type Doc = { _id: string; [key: string]: unknown };
export type Filter = Record<string, unknown>;
/** MongoDB update document ($set, $unset, $inc, $push, $pull, $addToSet, $setOnInsert). */
export type Update = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
  projection?: Record<string, 0 | 1>;
}

export interface ReadCollection<T extends { _id: string } = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Upserts when { upsert: true }; returns whether a document matched or was inserted. */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<{ matched: number; upserted: boolean }>;
  updateMany(filter: Filter, update: Update): Promise<{ matched: number }>;
  replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<void>;
  deleteOne(filter: Filter): Promise<{ deleted: number }>;
  deleteMany(filter: Filter): Promise<{ deleted: number }>;
  createIndex(keys: Record<string, 1 | -1>, options?: { unique?: boolean; name?: string }): Promise<void>;
}

export interface ReadStore {
  readonly name: string;
  collection<T extends { _id: string } = Doc>(name: string): ReadCollection<T>;
  /** Removes every collection (used by a projection rebuild). */
  dropAll(): Promise<void>;
  /**
   * Makes what was written so far durable (embedded: snapshot to DATA_DIR; MongoDB: no-op,
   * writes are already acknowledged). The projection runner calls it after each batch,
   * after writing its checkpoint.
   */
  flush(): Promise<void>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
  /**
   * Embedded only: false while the store is still reading its files after a start (calls
   * wait for it meanwhile); whenLoaded() settles when it is done, rejecting if they are
   * unreadable. A store without them is ready when connected.
   */
  isLoaded?(): boolean;
  whenLoaded?(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
