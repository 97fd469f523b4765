import { deserialize, serialize } from 'node:v8';
import type { CollectionChanges } from './embedded-changes';
import { frameRecord } from './embedded-journal';

/**
 * One journal record's payload: the changes of one flush, after the snapshot of `generation`.
 * Each collection's changes are serialized on their own behind a small header that names
 * them, so a restart reads every header at once but deserializes a collection's changes only
 * when it loads that collection: the small collections (and readiness) do not wait for the
 * large ones' share of the journal.
 *   [RECORD_TAG][header length, uint32 LE][header: v8 { generation, parts: [name, bytes][] }][parts…]
 * Records written before this layout are one v8 serialization of `{ generation, collections }`;
 * they start with the serializer's version tag (0xFF) and are still read.
 */
const RECORD_TAG = 0x01;
const V8_VERSION_TAG = 0xff;

/** One collection's changes in a record: deserialized (an older record) or still bytes. */
export type PendingChanges = CollectionChanges | Buffer;
/** Where one collection's changes are in the journal file: read when that collection loads. */
export type JournalSpan = { offset: number; length: number };
export type DecodedRecord = { generation: number; collections: Map<string, PendingChanges> };

export function encodeJournalRecord(generation: number, collections: Record<string, CollectionChanges>): Buffer {
  const parts = Object.entries(collections).map(([name, changes]) => [name, serialize(changes)] as const);
  const header = serialize({ generation, parts: parts.map(([name, bytes]) => [name, bytes.length]) });
  const prefix = Buffer.allocUnsafe(5);
  prefix[0] = RECORD_TAG;
  prefix.writeUInt32LE(header.length, 1);
  return frameRecord(Buffer.concat([prefix, header, ...parts.map(([, bytes]) => bytes)]));
}

/** Reads a payload's header; the parts stay views of `payload` until changesOf() is called. Throws on a malformed payload. */
export function decodeJournalRecord(payload: Buffer): DecodedRecord {
  if (payload[0] === V8_VERSION_TAG) {
    const old = deserialize(payload) as { generation: number; collections: Record<string, CollectionChanges> };
    return { generation: old.generation, collections: new Map(Object.entries(old.collections)) };
  }
  if (payload[0] !== RECORD_TAG) throw new Error('registro do journal em formato desconhecido');
  const headerEnd = 5 + payload.readUInt32LE(1);
  const header = deserialize(payload.subarray(5, headerEnd)) as { generation: number; parts: [string, number][] };
  const collections = new Map<string, PendingChanges>();
  let offset = headerEnd;
  for (const [name, bytes] of header.parts) {
    if (offset + bytes > payload.length) throw new Error('registro do journal mais curto que seu cabeçalho');
    collections.set(name, payload.subarray(offset, offset + bytes));
    offset += bytes;
  }
  return { generation: header.generation, collections };
}

export const changesOf = (pending: PendingChanges): CollectionChanges => (Buffer.isBuffer(pending) ? (deserialize(pending) as CollectionChanges) : pending);
