import { deserialize, serialize } from 'node:v8';

/*
 * How a document spilled to disk (EmbeddedDocuments) is written: as JSON text when JSON gives
 * it back exactly (strings, finite numbers but -0, booleans, null, plain objects and arrays
 * without holes or undefined), which is what read models almost always hold; otherwise with
 * v8's serializer (dates, binary, undefined…), as the snapshot does. Not v8's serializer for
 * everything: each call allocates native memory that is only freed by the next garbage
 * collection, and a load that spilled a million entry views left ~1 GB of such memory
 * resident (measured: docs/performance.md, issue 17); JSON text lives in the heap.
 */
const JSON_TAG = 0x4a; // 'J'
const V8_TAG = 0x56; // 'V'

/** A record's tag byte and what follows it: JSON text (written as UTF-8) or v8's bytes. */
export type EncodedDocument = { tag: number; payload: string | Uint8Array };

export function encodeDocument(doc: object): EncodedDocument {
  return isPlainJson(doc) ? { tag: JSON_TAG, payload: JSON.stringify(doc) } : { tag: V8_TAG, payload: serialize(doc) };
}

/** The document of a record: its tag byte, then the JSON text or the v8 serialization. */
export function decodeDocument(record: Buffer): unknown {
  if (record[0] === JSON_TAG) return JSON.parse(record.toString('utf8', 1));
  if (record[0] === V8_TAG) return deserialize(record.subarray(1));
  throw new Error(`registro de documento desconhecido no arquivo do read store (marca ${record[0]})`);
}

function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJson(value[i])) return false;
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key in value) if (!isPlainJson((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}
