import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CollectionChanges } from './embedded-changes';
import type { CollectionDump, EmbeddedCollection } from './embedded-collection';
import type { IndexSpec } from './embedded-index';
import { frameRecord, readJournal, recordAt } from './embedded-journal';
import type { Doc } from './read-store.port';

/**
 * 4: framed records (the journal's framing): a header holding the table of contents (each
 * collection's index specs and number of chunks, smallest collections first), then chunks of
 * at most CHUNK_DOCS documents. Loading and writing go a chunk at a time between other work,
 * and each collection can be served as soon as its own chunks are in.
 * 2 was one v8-serialized object, read and written in one blocking step; 3 had no contents.
 */
export const SNAPSHOT_VERSION = 4;
type TocEntry = { name: string; indexes: IndexSpec[]; chunks: number };
type SnapshotHeader = { version: number; generation: number; collections: TocEntry[] };
type SnapshotChunk = { name: string; docs: Doc[] };
/** One flush: the changes of every collection, after the snapshot of that generation. */
export type JournalRecord = { generation: number; collections: Record<string, CollectionChanges> };

const CHUNK_DOCS = 1000;
/** Longest stretch of loading or serializing between two turns of the event loop. */
const SLICE_MS = 8;

export interface LoadProgress {
  done: number;
  total: number;
}

/** What the store does as a load goes: see EmbeddedReadStore. */
export interface LoadSteps {
  open(name: string): EmbeddedCollection;
  /**
   * Every collection on disk, with the indexes it will have, and the files' state (the journal
   * is read: appends may follow); called once, before any collection is loaded.
   */
  contents(indexes: Map<string, IndexSpec[]>, files: { generation: number; snapshotBytes: number; journalBytes: number }): void;
  /** That collection is whole (snapshot and journal): it may be served. */
  loaded(name: string): Promise<void>;
}

/**
 * Loads the snapshot and the journal records that follow it (`${snapshotPath}.journal`),
 * yielding to the event loop every few milliseconds, one collection after the other, smallest
 * first: a server answers its health checks meanwhile, and serves a collection as soon as it is
 * in. The journal is read first and its changes kept per collection, so each collection gets
 * its own once its snapshot chunks are in. Records older than the snapshot are skipped: a
 * crash came between the new snapshot's rename and the journal's truncation.
 */
export async function loadStore(snapshotPath: string, steps: LoadSteps, progress: LoadProgress): Promise<void> {
  const journalPath = `${snapshotPath}.journal`;
  const bytes = await readOrNull(snapshotPath);
  const header = bytes && !isVersion2(bytes) ? (parse(recordAt(bytes, 0)?.payload, snapshotPath, 'snapshot') as SnapshotHeader) : null;
  if (bytes && header?.version !== SNAPSHOT_VERSION) {
    // Projections rebuild from the log; an unknown format is cheaper to discard than to migrate.
    await rm(journalPath, { force: true });
    await rm(snapshotPath, { force: true });
    steps.contents(new Map(), { generation: 0, snapshotBytes: 0, journalBytes: 0 });
    return;
  }
  let journal: Awaited<ReturnType<typeof readJournal>>;
  try {
    journal = await readJournal(journalPath);
  } catch (err) {
    throw unreadable(snapshotPath, err);
  }
  progress.total = (bytes?.length ?? 0) + journal.bytes;
  const pause = slicer();
  const generation = header?.generation ?? 0;
  const changesOf = new Map<string, CollectionChanges[]>();
  for (const payload of journal.payloads) {
    const record = parse(payload, snapshotPath, 'journal') as JournalRecord;
    progress.done += payload.length;
    if (record.generation < generation) continue;
    if (record.generation > generation) throw unreadable(snapshotPath, 'journal sem o snapshot que ele continua');
    for (const [name, changes] of Object.entries(record.collections)) {
      const list = changesOf.get(name) ?? [];
      list.push(changes);
      changesOf.set(name, list);
    }
    await pause();
  }
  const toc = header?.collections ?? [];
  const onDisk = new Map<string, IndexSpec[]>(toc.map((c) => [c.name, c.indexes]));
  for (const name of changesOf.keys()) if (!onDisk.has(name)) onDisk.set(name, []);
  steps.contents(onDisk, { generation, snapshotBytes: bytes?.length ?? 0, journalBytes: journal.bytes });
  const finish = async (name: string) => {
    for (const changes of changesOf.get(name) ?? []) steps.open(name).replay(changes);
    changesOf.delete(name);
    await steps.loaded(name);
  };
  for (const name of [...changesOf.keys()]) if (!toc.some((c) => c.name === name)) await finish(name);
  let offset = bytes ? recordAt(bytes, 0)!.end : 0;
  for (const { name, chunks } of toc) {
    for (let i = 0; i < chunks; i++) {
      const record = bytes ? recordAt(bytes, offset) : null;
      const chunk = parse(record?.payload, snapshotPath, 'snapshot') as SnapshotChunk;
      if (chunk.name !== name) throw unreadable(snapshotPath, 'snapshot fora do índice');
      steps.open(name).restoreChunk(chunk.docs);
      progress.done += record!.end - offset;
      offset = record!.end;
      await pause();
    }
    await finish(name);
  }
}

/**
 * Writes the collections as a new snapshot: temp file, fsync, rename, fsync of the directory,
 * so a reader sees the old or the new file. The dumps are taken by the caller in one step
 * (stored documents are replaced, never mutated, so they stay that instant's); serializing
 * them here goes a chunk at a time and gives the event loop a turn between slices.
 */
export async function writeSnapshot(path: string, generation: number, dumps: Map<string, CollectionDump>): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w');
  let written = 0;
  try {
    const pause = slicer();
    const pending: Buffer[] = [];
    const write = async () => {
      const joined = Buffer.concat(pending.splice(0));
      await file.write(joined);
      written += joined.length;
    };
    // Smallest first: after a restart the many small collections are served at once.
    const ordered = [...dumps].sort(([, a], [, b]) => a.docs.length - b.docs.length);
    const collections = ordered.map(([name, { docs, indexes }]) => ({ name, indexes, chunks: Math.max(1, Math.ceil(docs.length / CHUNK_DOCS)) }));
    pending.push(frameRecord(serialize({ version: SNAPSHOT_VERSION, generation, collections } satisfies SnapshotHeader)));
    for (const [name, { docs }] of ordered) {
      for (let i = 0; i === 0 || i < docs.length; i += CHUNK_DOCS) {
        pending.push(frameRecord(serialize({ name, docs: docs.slice(i, i + CHUNK_DOCS) } satisfies SnapshotChunk)));
        if (pending.length >= 16) await write();
        await pause();
      }
    }
    await write();
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
  // The rename itself is only durable once the directory entry is synced.
  const dir = await open(dirname(path), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
  return written;
}

/** A function to await often: it yields (setImmediate) once SLICE_MS of work went by without one. */
export function slicer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** A version 2 snapshot is one v8 serialization: it starts with the serializer's version tag. */
const isVersion2 = (bytes: Buffer) => bytes[0] === 0xff;

function parse(bytes: Buffer | undefined, snapshotPath: string, what: string): unknown {
  try {
    if (!bytes) throw new Error('registro incompleto');
    return deserialize(bytes);
  } catch (err) {
    throw unreadable(snapshotPath, err, `${what} ilegível`);
  }
}

const unreadable = (snapshotPath: string, cause: unknown, detail = String(cause)) =>
  new Error(
    `Read store ilegível em ${snapshotPath} (${detail}). Apague ${snapshotPath} e ${snapshotPath}.journal: ` +
      'as projeções serão refeitas a partir dos eventos.',
    { cause },
  );

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
