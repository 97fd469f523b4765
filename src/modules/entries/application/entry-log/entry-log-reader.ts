import { Inject, Injectable } from '@nestjs/common';
import { type EntryReceipt, LogTree, nodesNeeded, type SignedTreeHead, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { Clock } from '../../../../platform/ddd/clock';
import { LogSigner } from '../../../../platform/log-signing/log-signer';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { entryLogErrors } from '../../domain/entry-log.errors';
import { ENTRY_LOG_ENTRIES, ENTRY_LOGS, type EntryLogDoc, type EntryLogEntryDoc, StoredNodes } from './entry-log-store';

const sha256 = nodeDrawCrypto.sha256 as (data: Uint8Array) => Uint8Array;
const SIGNED_HEAD_REUSE_MS = 1_000;

/** The latest signed tree head, with what a participant needs around it. */
export interface LogHead extends SignedTreeHead {
  versao: 2;
  saltCommitment: string;
  /** True once the close fixed the tree; after the seal this is the head EntryLogSealed recorded. */
  final: boolean;
  /** Leaf indexes of entries withdrawn while entries were open: the draw skips them. */
  excluidos: number[];
}

export interface LogConsistency {
  giveawayId: string;
  de: number;
  para: number;
  rootDe: string;
  rootPara: string;
  /** RFC 9162 PROOF(de, D[para]), hex. */
  proof: string[];
}

/**
 * Reads a giveaway's entry log (docs/verifiable-draws.md "Versão 2"): entry receipts, the
 * signed head, consistency proofs. Each reads the O(log N) stored blocks it needs in one query
 * and signs a fresh head (Ed25519, tens of microseconds). The tree is the one the close fixed
 * once it is closed, so every later receipt and head is over the final tree.
 */
@Injectable()
export class EntryLogReader {
  /** The last head signed per giveaway: entries answered together share it rather than sign one each (~90 µs a signature here). */
  private readonly lastSigned = new Map<string, SignedTreeHead>();

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly signer: LogSigner,
    private readonly clock: Clock,
  ) {}

  /** The log of a version-2 giveaway, or null (version 1, or not published). */
  async logOf(giveawayId: string): Promise<EntryLogDoc | null> {
    return this.store.collection<EntryLogDoc>(ENTRY_LOGS).findOne({ _id: giveawayId });
  }

  /**
   * What the close fixed of a version-2 log, for the draw's commitment: the publication's salt
   * (so the draw reveals the salt the log's participant hashes were made with) and the final
   * tree. null for a version-1 giveaway; an error while the log has not seen the close.
   */
  async closedLog(giveawayId: string): Promise<{ salt: string; saltCommitment: string; treeSize: number; root: string; excluidos: number[] } | null> {
    const log = await this.logOf(giveawayId);
    if (!log) return null;
    if (!log.closed) throw new Error(`O registro do sorteio ${giveawayId} ainda não viu o encerramento`);
    const root = await this.computed(log, log.closed.size, (t) => t.root());
    return { salt: log.salt, saltCommitment: log.saltCommitment, treeSize: log.closed.size, root: toHex(root), excluidos: log.excluded };
  }

  /** The entry's receipt, or null when the entry has no leaf (a version-1 giveaway, an entry that raced the close). */
  async receiptFor(giveawayId: string, entryId: string): Promise<EntryReceipt | null> {
    const [log, entry] = await Promise.all([this.logOf(giveawayId), this.store.collection<EntryLogEntryDoc>(ENTRY_LOG_ENTRIES).findOne({ _id: entryId })]);
    if (!log || !entry || entry.giveawayId !== giveawayId) return null;
    const size = treeSizeOf(log);
    // The log's size is written after the entry's blocks: a leaf counted by neither is not readable yet.
    if (entry.index >= size) return null;
    const [root, proof, leaf] = await this.computed(log, size, (t) => [t.root(), t.inclusionProof(entry.index), t.leafHash(entry.index)] as const);
    // Once sealed, every receipt is over the head the close recorded.
    const head = log.sealed ? signedPart(log.sealed) : this.signed(giveawayId, size, toHex(root));
    return {
      version: 2,
      ...head,
      entryId,
      index: entry.index,
      participantHash: entry.participantHash,
      leaf: toHex(leaf),
      inclusionProof: proof.map(toHex),
    };
  }

  async head(giveawayId: string): Promise<LogHead> {
    const log = await this.logOf(giveawayId);
    if (!log) throw entryLogErrors.notFound();
    const around = { versao: 2 as const, saltCommitment: log.saltCommitment, final: log.closed !== null, excluidos: log.excluded };
    if (log.sealed) return { ...signedPart(log.sealed), ...around, excluidos: log.sealed.excluidos };
    return { ...(await this.signedHeadAt(log, treeSizeOf(log))), ...around };
  }

  /** A fresh signed head over the first `size` leaves of the log. */
  async signedHeadAt(log: EntryLogDoc, size: number): Promise<SignedTreeHead> {
    const root = await this.computed(log, size, (t) => t.root());
    return this.signed(log._id, size, toHex(root));
  }

  async consistency(giveawayId: string, de: number, para: number): Promise<LogConsistency> {
    const log = await this.logOf(giveawayId);
    if (!log) throw entryLogErrors.notFound();
    const size = treeSizeOf(log);
    if (!Number.isSafeInteger(de) || !Number.isSafeInteger(para) || de < 1 || de > para || para > size) throw entryLogErrors.badSizes(size);
    const [rootDe, rootPara, proof] = await this.computed(log, size, (t) => [t.root(de), t.root(para), t.consistencyProof(de, para)] as const);
    return { giveawayId, de, para, rootDe: toHex(rootDe), rootPara: toHex(rootPara), proof: proof.map(toHex) };
  }

  /**
   * A head over (treeSize, root), reused for up to SIGNED_HEAD_REUSE_MS while the log has not
   * grown: a burst of entries answered in one projection batch costs one signature, not one each.
   */
  private signed(giveawayId: string, treeSize: number, root: string): SignedTreeHead {
    const now = this.clock.now();
    const last = this.lastSigned.get(giveawayId);
    if (last && last.treeSize === treeSize && last.root === root && now.getTime() - Date.parse(last.time) < SIGNED_HEAD_REUSE_MS) return last;
    const head = this.signer.sign({ giveawayId, treeSize, root, time: now.toISOString() });
    // Only the latest head per giveaway is kept; a map of every giveaway ever entered stays small next to the read models.
    this.lastSigned.delete(giveawayId);
    this.lastSigned.set(giveawayId, head);
    if (this.lastSigned.size > 10_000) this.lastSigned.delete(this.lastSigned.keys().next().value!);
    return head;
  }

  /** `compute` over the tree of `size` leaves, the blocks it reads fetched first in one query. */
  private async computed<R>(log: EntryLogDoc, size: number, compute: (tree: LogTree) => R): Promise<R> {
    const nodes = await StoredNodes.load(this.store, log._id, nodesNeeded(size, compute));
    return compute(new LogTree(size, (level, index) => nodes.get(level, index), sha256));
  }
}

const signedPart = ({ giveawayId, treeSize, root, time, signature, keyId }: SignedTreeHead): SignedTreeHead => ({ giveawayId, treeSize, root, time, signature, keyId });

/** The final tree once closed, else every leaf so far. */
const treeSizeOf = (log: EntryLogDoc) => log.closed?.size ?? log.size;
