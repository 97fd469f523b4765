import { readFileSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CollectionDump } from './embedded-collection';

/** 2: carries the generation that journal records refer to (embedded-read-store.ts). */
export const SNAPSHOT_VERSION = 2;
export type Snapshot = { version: number; generation: number; collections: Record<string, CollectionDump> };

/** The snapshot's bytes, or null when there is none yet. */
export function readSnapshotBytes(path: string): Buffer | null {
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
