import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CollectionChanges } from './embedded-changes';
import type { CollectionDump, EmbeddedCollection } from './embedded-collection';
import type { IndexSpec } from './embedded-index';
import { frameRecord, readJournal } from './embedded-journal';
import { type RecordSpan, SnapshotFile } from './embedded-snapshot-file';
import { StringPool } from './embedded-string-pool';
import { slicer } from './event-loop-slicer';
import { changesOf, decodeJournalRecord, type JournalSpan } from './embedded-journal-record';
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

const CHUNK_DOCS = 1000;

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
  /** Collections still loading that calls wait for: loaded before the others, smallest first. */
  awaited(): ReadonlySet<string>;
}

/**
 * Loads the snapshot and the journal records that follow it (`${snapshotPath}.journal`),
 * yielding to the event loop every few milliseconds, the collections calls wait for first,
 * then the smallest: a server answers its health checks meanwhile, and serves a collection as
 * soon as it is in. The journal is read first, but only its records' headers are
 * deserialized; the snapshot is read a chunk at a time. A collection's snapshot chunks and
 * journaled changes are deserialized when its turn comes, so no collection waits for the
 * deserialization of another's.
 * Records older than the snapshot are skipped: a crash came between the new snapshot's rename
 * and the journal's truncation.
 */
export async function loadStore(snapshotPath: string, steps: LoadSteps, progress: LoadProgress): Promise<void> {
  const journalPath = `${snapshotPath}.journal`;
  const snapshot = await SnapshotFile.open(snapshotPath);
  let journalFile: FileHandle | null = null;
  try {
    const { header, end: headerEnd } = snapshot ? await readHeader(snapshot, snapshotPath) : { header: null, end: 0 };
    if (snapshot && header?.version !== SNAPSHOT_VERSION) {
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
    progress.total = (snapshot?.bytes ?? 0) + journal.bytes;
    const pause = slicer();
    const generation = header?.generation ?? 0;
    const pendingOf = new Map<string, Array<CollectionChanges | JournalSpan>>();
    for (let i = 0; i < journal.payloads.length; i++) {
      const payload = journal.payloads[i];
      const record = parseWith(decodeJournalRecord, payload, snapshotPath, 'journal');
      // What is still to deserialize counts as done when its collection loads.
      progress.done += payload.length - [...record.collections.values()].reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : 0), 0);
      if (record.generation < generation) continue;
      if (record.generation > generation) throw unreadable(snapshotPath, 'journal sem o snapshot que ele continua');
      for (const [name, pending] of record.collections) {
        const list = pendingOf.get(name) ?? [];
        // Kept as where the bytes are, not as a view of the journal read whole: the view would keep
        // all of it (300 MB at a million entrants) allocated until a collection the process might
        // not run for a long time; read again when the collection loads, each part is garbage at once.
        list.push(Buffer.isBuffer(pending) ? { offset: journal.offsets[i] + pending.byteOffset - payload.byteOffset, length: pending.length } : pending);
        pendingOf.set(name, list);
      }
      await pause();
    }
    if (journal.payloads.length > 0) journalFile = await open(journalPath, 'r');
    journal.payloads.length = 0;
    const toc = header?.collections ?? [];
    const chunksOf = snapshot && header ? await chunkSpans(snapshot, header, headerEnd, snapshotPath) : new Map<string, RecordSpan[]>();
    const onDisk = new Map<string, IndexSpec[]>(toc.map((c) => [c.name, c.indexes]));
    for (const name of pendingOf.keys()) if (!onDisk.has(name)) onDisk.set(name, []);
    steps.contents(onDisk, { generation, snapshotBytes: snapshot?.bytes ?? 0, journalBytes: journal.bytes });

    const bytesOf = new Map(
      [...onDisk.keys()].map((name) => [name, (chunksOf.get(name) ?? []).reduce((n, span) => n + span.bytes, 0) + (pendingOf.get(name) ?? []).reduce((n, p) => n + pendingBytes(p), 0)]),
    );
    const strings = new StringPool();
    // Each collection loads in steps (a snapshot chunk or a journal record each), so that the
    // smallest one a call waits for is stepped next, ahead of any that nobody needs yet.
    const load = async function* (name: string): AsyncGenerator<void> {
      // Full chunks but the last: enough to tell a large collection from a small one.
      steps.open(name).expectDocuments((chunksOf.get(name)?.length ?? 0) * CHUNK_DOCS);
      for (const span of chunksOf.get(name) ?? []) {
        const chunk = parse(await snapshot!.payload(span), snapshotPath, 'snapshot') as SnapshotChunk;
        if (chunk.name !== name) throw unreadable(snapshotPath, 'snapshot fora do índice');
        strings.internAll(chunk.docs);
        steps.open(name).restoreChunk(chunk.docs);
        progress.done += span.bytes;
        yield;
      }
      for (const pending of pendingOf.get(name) ?? []) {
        const bytes = isSpan(pending) ? await readSpan(journalFile!, pending) : pending;
        const changes = parseWith(changesOf, bytes, snapshotPath, 'journal');
        // A batch may hold 10,000 documents: applied a chunk's worth at a time, as the snapshot's.
        for (const slice of inSlices(changes)) {
          strings.internAll(slice.upserts);
          steps.open(name).replay(slice);
          yield;
        }
        if (isSpan(pending)) progress.done += pending.length;
      }
      pendingOf.delete(name);
      await steps.loaded(name);
    };
    // Smallest first when no call waits: a started collection goes on until one does.
    const loading = new Map([...onDisk.keys()].sort((a, b) => bytesOf.get(a)! - bytesOf.get(b)!).map((name) => [name, load(name)]));
    let current: string | undefined;
    while (loading.size > 0) {
      const awaited = steps.awaited();
      const wanted = awaited.size > 0 ? [...loading.keys()].find((name) => awaited.has(name)) : undefined;
      const name = wanted ?? (current && loading.has(current) ? current : loading.keys().next().value!);
      current = name;
      if ((await loading.get(name)!.next()).done) loading.delete(name);
      await pause();
    }
  } finally {
    await snapshot?.close();
    await journalFile?.close();
  }
}

/** The table of contents and where the chunks begin; a null header for version 2 (one v8 serialization). */
async function readHeader(snapshot: SnapshotFile, snapshotPath: string): Promise<{ header: SnapshotHeader | null; end: number }> {
  if ((await snapshot.firstByte()) === V8_VERSION_TAG) return { header: null, end: 0 };
  const [span] = await snapshot.spans(0, 1);
  const header = parse(span && (await snapshot.payload(span)), snapshotPath, 'snapshot') as SnapshotHeader;
  return { header, end: span.offset + span.bytes };
}

/** Each collection's chunks, in the table of contents' order, from the frame headers alone. */
async function chunkSpans(snapshot: SnapshotFile, header: SnapshotHeader, from: number, snapshotPath: string): Promise<Map<string, RecordSpan[]>> {
  const spansOf = new Map<string, RecordSpan[]>();
  const total = header.collections.reduce((n, c) => n + c.chunks, 0);
  const spans = await snapshot.spans(from, total);
  if (spans.length < total) throw unreadable(snapshotPath, 'snapshot mais curto que seu índice');
  let next = 0;
  for (const { name, chunks } of header.collections) {
    spansOf.set(name, spans.slice(next, next + chunks));
    next += chunks;
  }
  return spansOf;
}

// A record written before collections were serialized apart comes deserialized: its documents count instead.
const pendingBytes = (pending: CollectionChanges | JournalSpan) => (isSpan(pending) ? pending.length : pending.upserts.length + pending.deletes.length);
/** The same changes in order (clearing and deletions first, then the upserts), at most CHUNK_DOCS upserts at a time. */
function* inSlices(changes: CollectionChanges): Generator<CollectionChanges> {
  const { upserts } = changes;
  yield { ...changes, upserts: upserts.slice(0, CHUNK_DOCS) };
  for (let i = CHUNK_DOCS; i < upserts.length; i += CHUNK_DOCS) yield { cleared: false, deletes: [], indexes: [], upserts: upserts.slice(i, i + CHUNK_DOCS) };
}

async function readSpan(file: FileHandle, span: JournalSpan): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(span.length);
  const { bytesRead } = await file.read(bytes, 0, span.length, span.offset);
  if (bytesRead < span.length) throw new Error('journal mais curto do que quando foi lido');
  return bytes;
}

const isSpan = (pending: CollectionChanges | JournalSpan): pending is JournalSpan => 'offset' in pending;

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


/** A version 2 snapshot is one v8 serialization: it starts with the serializer's version tag. */
const V8_VERSION_TAG = 0xff;

function parse(bytes: Buffer | undefined, snapshotPath: string, what: string): unknown {
  return parseWith((b: Buffer | undefined) => {
    if (!b) throw new Error('registro incompleto');
    return deserialize(b);
  }, bytes, snapshotPath, what);
}

function parseWith<I, O>(read: (input: I) => O, input: I, snapshotPath: string, what: string): O {
  try {
    return read(input);
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
