import { readFileSync, rmSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize } from 'node:v8';
import type { CollectionChanges } from './embedded-changes';
import type { CollectionDump, EmbeddedCollection } from './embedded-collection';
import { readJournal } from './embedded-journal';

/** 2: carries the generation that journal records refer to (embedded-read-store.ts). */
export const SNAPSHOT_VERSION = 2;
export type Snapshot = { version: number; generation: number; collections: Record<string, CollectionDump> };
/** One flush: the changes of every collection, after the snapshot of that generation. */
export type JournalRecord = { generation: number; collections: Record<string, CollectionChanges> };

/**
 * Loads the snapshot, then the journal records that follow it (`${snapshotPath}.journal`).
 * Records older than the snapshot are skipped: a crash came between the new snapshot's rename
 * and the journal's truncation, and the snapshot already holds them.
 */
export function loadStore(snapshotPath: string, open: (name: string) => EmbeddedCollection) {
  const journalPath = `${snapshotPath}.journal`;
  const bytes = readSnapshotBytes(snapshotPath);
  const snapshot = bytes && (parse(bytes, snapshotPath, 'snapshot') as Snapshot);
  if (snapshot && snapshot.version !== SNAPSHOT_VERSION) {
    // Projections rebuild from the log; an unknown format is cheaper to discard than to migrate.
    rmSync(journalPath, { force: true });
    rmSync(snapshotPath, { force: true });
    return { generation: 0, snapshotBytes: 0, journalBytes: 0 };
  }
  const generation = snapshot ? snapshot.generation : 0;
  for (const [name, dump] of Object.entries(snapshot?.collections ?? {})) open(name).restore(dump);
  let journal: ReturnType<typeof readJournal>;
  try {
    journal = readJournal(journalPath);
  } catch (err) {
    throw unreadable(snapshotPath, err);
  }
  for (const payload of journal.payloads) {
    const record = parse(payload, snapshotPath, 'journal') as JournalRecord;
    if (record.generation < generation) continue;
    if (record.generation > generation) throw unreadable(snapshotPath, 'journal sem o snapshot que ele continua');
    for (const [name, changes] of Object.entries(record.collections)) open(name).replay(changes);
  }
  return { generation, snapshotBytes: bytes?.length ?? 0, journalBytes: journal.bytes };
}

function parse(bytes: Buffer, snapshotPath: string, what: string): unknown {
  try {
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

function readSnapshotBytes(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Temp file, fsync, rename, fsync of the directory: a reader sees the old or the new file. */
export async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w');
  try {
    await file.writeFile(bytes);
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
}
