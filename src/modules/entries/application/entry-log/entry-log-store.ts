import { fromHex, toHex } from '@sorteios/verifiable-draw';
import { LRUCache } from 'lru-cache';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { EntryLogSealed } from '../../domain/entry-log.events';

/*
 * Where each giveaway's entry log (algorithm version 2, docs/verifiable-draws.md "Versão 2")
 * keeps its tree: every complete subtree's hash (level h, index i: the block of 2^h leaves
 * from i·2^h), so an append hashes O(log N) and a proof reads O(log N) blocks, and a restart
 * hashes nothing. Written by the entry-log projection only; read by EntryLogReader.
 */

export const ENTRY_LOGS = 'entry-logs';
export const ENTRY_LOG_NODES = 'entry-log-nodes';
export const ENTRY_LOG_ENTRIES = 'entry-log-entries';

/** One giveaway's log. */
export interface EntryLogDoc {
  _id: string;
  versao: 2;
  /** The salt fixed at publication (hex), secret until the draw reveals it: never served from here. */
  salt: string;
  /** SHA-256(salt), public from the publication on. */
  saltCommitment: string;
  /** Leaves appended. */
  size: number;
  /** Log position of the last event applied to this log (what makes the projection idempotent). */
  position: number;
  /** Indexes of the entries withdrawn while entries were open: their leaves stay, the draw skips them. */
  excluded: number[];
  /** Set by the close: the final tree is the first `size` leaves; later entries get no leaf. */
  closed: { size: number; position: number } | null;
  /** The final signed head the close's job recorded (EntryLogSealed); absent before it. */
  sealed?: EntryLogSealed['data'];
}

/** Where an entry's leaf is. */
export interface EntryLogEntryDoc {
  _id: string;
  giveawayId: string;
  index: number;
  participantHash: string;
}

/** Hashes per stored document: small documents keep each append's write small. */
export const NODES_PER_DOC = 32;
const HEX_PER_HASH = 64;

const docIdOf = (giveawayId: string, level: number, index: number) => `${giveawayId}:${level}:${Math.floor(index / NODES_PER_DOC)}`;

interface NodesDoc {
  _id: string;
  /** Up to NODES_PER_DOC hashes, concatenated lowercase hex. */
  h: string;
}

/**
 * Blocks already decoded, per read store. A block is the hash of a complete subtree, so once
 * written it never changes: entries arriving together read the same few blocks of the tree's
 * right edge, and each would otherwise fetch and decode them again. Least recently used out
 * (lru-cache: a Map emptied from its front, as this was, slows down with the holes it leaves,
 * to 50 µs a block at this size: a fifth of a million-entry projection's time).
 */
type Decoded = LRUCache<string, Uint8Array>;
const decodedByStore = new WeakMap<ReadStore, Decoded>();
const MAX_DECODED = 100_000;

function decodedIn(store: ReadStore): Decoded {
  let decoded = decodedByStore.get(store);
  if (!decoded) decodedByStore.set(store, (decoded = new LRUCache({ max: MAX_DECODED })));
  return decoded;
}

/** The key of one decoded block: (giveaway, level, index). */
const blockKey = (giveawayId: string, level: number, index: number) => `${giveawayId}:${level}/${index}`;


/** The stored blocks of one giveaway's tree, read in one query per batch. */
export class StoredNodes {
  private readonly docs = new Map<string, string>();

  private constructor(
    private readonly giveawayId: string,
    private readonly decoded: Decoded,
  ) {}

  static async load(store: ReadStore, giveawayId: string, refs: Array<[number, number]>): Promise<StoredNodes> {
    const nodes = new StoredNodes(giveawayId, decodedIn(store));
    const missing = refs.filter(([level, index]) => !nodes.decoded.has(blockKey(giveawayId, level, index)));
    const ids = [...new Set(missing.map(([level, index]) => docIdOf(giveawayId, level, index)))];
    if (ids.length > 0) {
      for (const doc of await store.collection<NodesDoc>(ENTRY_LOG_NODES).find({ _id: { $in: ids } })) nodes.docs.set(doc._id, doc.h);
    }
    return nodes;
  }

  get(level: number, index: number): Uint8Array {
    const key = blockKey(this.giveawayId, level, index);
    const known = this.decoded.get(key);
    if (known) return known;
    const hex = this.docs.get(docIdOf(this.giveawayId, level, index));
    const offset = (index % NODES_PER_DOC) * HEX_PER_HASH;
    if (hex === undefined || hex.length < offset + HEX_PER_HASH) throw new Error(`bloco ${level}:${index} ausente no registro do sorteio ${this.giveawayId}`);
    const hash = fromHex(hex.slice(offset, offset + HEX_PER_HASH));
    this.decoded.set(key, hash);
    return hash;
  }

  /**
   * Writes blocks at their fixed places. Writing the same block again writes the same bytes,
   * so an event applied twice (a replay after a crash) leaves the documents as they were.
   */
  static async write(store: ReadStore, giveawayId: string, nodes: Array<{ level: number; index: number; hash: Uint8Array }>): Promise<void> {
    const collection = store.collection<NodesDoc>(ENTRY_LOG_NODES);
    const byDoc = new Map<string, Array<{ index: number; hex: string }>>();
    for (const node of nodes) {
      const id = docIdOf(giveawayId, node.level, node.index);
      byDoc.set(id, [...(byDoc.get(id) ?? []), { index: node.index, hex: toHex(node.hash) }]);
    }
    for (const [id, writes] of byDoc) {
      let hex = (await collection.findOne({ _id: id }))?.h ?? '';
      for (const { index, hex: hash } of writes) {
        const offset = (index % NODES_PER_DOC) * HEX_PER_HASH;
        if (hex.length < offset) throw new Error(`o registro do sorteio ${giveawayId} pulou um bloco antes de ${id}`);
        hex = hex.slice(0, offset) + hash + hex.slice(offset + HEX_PER_HASH);
      }
      await collection.replaceOne({ _id: id }, { _id: id, h: hex }, { upsert: true });
    }
    // Kept only once stored: a block in the cache is always one a reader could have fetched.
    const decoded = decodedIn(store);
    for (const node of nodes) decoded.set(blockKey(giveawayId, node.level, node.index), node.hash);
  }
}
