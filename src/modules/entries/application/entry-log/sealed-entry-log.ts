import { Inject, Injectable } from '@nestjs/common';
import { HASH_BYTES, LogTree, nodesNeeded, type RankedLeaf, type SealedHead, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ENTRY_LOG_ENTRIES, ENTRY_LOGS, type EntryLogDoc, type EntryLogEntryDoc, StoredNodes } from './entry-log-store';

const sha256 = nodeDrawCrypto.sha256 as (data: Uint8Array) => Uint8Array;

/**
 * A version-2 log as the close sealed it, for the draw (docs/verifiable-draws.md § V2.12): the
 * sealed head and, by leaf index, the few leaves the ranking picked with their inclusion proofs.
 * The ranking needs only the head's N, so a draw reads O(winners · log N) stored blocks and
 * hashes nothing but the proofs' partial subtrees.
 */
@Injectable()
export class SealedEntryLog {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The head EntryLogSealed recorded, or null: a version-1 giveaway, or the seal's job has not run yet. */
  async head(giveawayId: string): Promise<SealedHead | null> {
    const sealed = (await this.store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: giveawayId }))?.sealed;
    if (!sealed) return null;
    const { treeSize, root, time, signature, keyId, excluidos } = sealed;
    return { giveawayId, treeSize, root, time, signature, keyId, excluidos };
  }

  /**
   * Every leaf of the sealed tree in index order (treeSize × 32 bytes) and each leaf's entry, for
   * the published entrant list: read from the stored blocks of level 0, hashed nowhere.
   */
  async allLeaves(giveawayId: string): Promise<{ head: SealedHead; entryIds: string[]; leaves: Uint8Array }> {
    const head = await this.head(giveawayId);
    if (!head) throw new Error(`O registro do sorteio ${giveawayId} ainda não foi selado`);
    const rows = await this.store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).find({ giveawayId, index: { $lt: head.treeSize } }, { projection: { index: 1 } });
    const entryIds = new Array<string>(head.treeSize);
    for (const row of rows) entryIds[row.index] = row._id;
    const refs = Array.from({ length: head.treeSize }, (_, i): [number, number] => [0, i]);
    const nodes = await StoredNodes.load(this.store, giveawayId, refs);
    const leaves = new Uint8Array(head.treeSize * HASH_BYTES);
    for (let i = 0; i < head.treeSize; i++) leaves.set(nodes.get(0, i), i * HASH_BYTES);
    return { head, entryIds, leaves };
  }

  /** The entries at these leaf indexes of the sealed tree, with their leaf and PATH(index, D[treeSize]). */
  async leaves(giveawayId: string, indexes: number[]): Promise<Array<Omit<RankedLeaf, 'rank'>>> {
    const head = await this.head(giveawayId);
    if (!head) throw new Error(`O registro do sorteio ${giveawayId} ainda não foi selado`);
    if (indexes.length === 0) return [];
    // The projection's (giveawayId, index) index answers this by binary search on the index (embedded-plan.ts).
    const rows = await this.store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).find({ giveawayId, index: { $in: indexes } });
    const byIndex = new Map(rows.map((row) => [row.index, row]));
    const compute = (tree: LogTree) => [tree.root(), ...indexes.flatMap((i) => [tree.leafHash(i), ...tree.inclusionProof(i)])];
    const nodes = await StoredNodes.load(this.store, giveawayId, nodesNeeded(head.treeSize, compute));
    const tree = new LogTree(head.treeSize, (level, index) => nodes.get(level, index), sha256);
    // The stored blocks must still give the root the close signed: a leaf proved against another tree would fail every verifier.
    if (toHex(tree.root()) !== head.root) throw new Error(`O registro do sorteio ${giveawayId} não confere com a cabeça selada`);
    return indexes.map((index) => {
      const row = byIndex.get(index);
      if (!row) throw new Error(`A folha ${index} do registro do sorteio ${giveawayId} não foi encontrada`);
      return { index, entryId: row._id, participantHash: row.participantHash, leaf: toHex(tree.leafHash(index)), inclusionProof: tree.inclusionProof(index).map(toHex) };
    });
  }
}
