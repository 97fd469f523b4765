import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/ddd/domain-error';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { EntrantSet, SealedEntryLog } from '../../entries/entries.public';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { drawDecider } from '../domain/draw.decider';
import { DrawCommitted, drawStream } from '../domain/draw.events';
import { entrantListDecider } from '../domain/entrant-list.decider';
import { entrantListErrors } from '../domain/entrant-list.errors';
import { entrantListStream } from '../domain/entrant-list.events';
import { maskedName } from '../domain/masked-name';
import { commitEntrants, fromHex, HASH_BYTES, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';

export const LIST_DEFAULT_LIMIT = 20;
/** Above the API's usual 100: a verifier downloads every leaf, and a page of 1,000 is ~100 kB. */
export const LIST_MAX_LIMIT = 1000;

export interface PublicEntrant {
  /** Place in the committed order (0-based): the leaf index (version 2: the index in the sealed log). */
  index: number;
  nome: string;
  leaf: string;
  /** Version 2: a leaf withdrawn before the close (in `excluidos`), kept in the tree but not drawn. */
  excluida?: true;
}

export type PublicEntrantListPage =
  | { publicada: false }
  | { publicada: true; entrantCount: number; merkleRoot: string; items: PublicEntrant[]; nextCursor: string | null }
  /** Version 2: every leaf of the sealed log (treeSize of them, the excluded ones marked), in index order. */
  | { publicada: true; versao: 2; entrantCount: number; treeSize: number; excluidos: number[]; merkleRoot: string; items: PublicEntrant[]; nextCursor: string | null };

/** The committed entrant set as the public sees it: masked names and leaves, nothing else. */
interface BuiltList {
  names: string[];
  /** Version 2: the sealed log's leaf count and the excluded indexes. */
  log?: { treeSize: number; excluidos: number[] };
  /** count × 32 bytes, leaf i at offset 32·i. */
  leaves: Uint8Array;
}

/** A million entrants cost ~60 MB here (names and leaves); a few lists are plenty. */
const CAPACITY = 4;

const badCursor = () => new DomainError('INVALID_CURSOR', 'Cursor de paginação inválido.');

/**
 * The entrant list a creator chose to publish, in the committed order. The set never changes
 * after the close, so each list is built once (leaves recomputed with the committed salt,
 * checked against the committed root) and kept in memory; pages are slices of it.
 */
@Injectable()
export class PublicEntrantLists {
  private readonly built = new Map<string, Promise<BuiltList>>();

  constructor(
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly entrants: EntrantSet,
    private readonly projections: ProjectionsService,
    private readonly sealed: SealedEntryLog,
  ) {}

  async page(giveawayId: string, { limit = LIST_DEFAULT_LIMIT, cursor }: { limit?: number; cursor?: string }): Promise<PublicEntrantListPage> {
    const giveaway = await this.lifecycles.of(giveawayId);
    // Drafts are private, and a cancelled giveaway never reached the close: neither has a list.
    if (!isPresent(giveaway) || giveaway.status === 'Rascunho' || giveaway.status === 'Cancelado') throw entrantListErrors.giveawayNotFound();
    const { state } = await this.executor.load(entrantListStream(giveawayId), entrantListDecider);
    if (!state.publicada) return { publicada: false };
    const { state: draw } = await this.executor.load(drawStream(giveawayId), drawDecider);
    if (!draw.committed) throw entrantListErrors.inconsistent();
    const { entrantCount, merkleRoot } = draw.committed;

    const list = await this.list(draw.committed);
    const count = list.log?.treeSize ?? entrantCount;
    const excluded = new Set(list.log?.excluidos ?? []);
    const start = cursor === undefined ? 0 : decodeCursor(cursor, count);
    const end = Math.min(start + Math.min(Math.max(1, limit), LIST_MAX_LIMIT), count);
    const items: PublicEntrant[] = [];
    for (let index = start; index < end; index++) {
      const item: PublicEntrant = { index, nome: list.names[index], leaf: toHex(list.leaves.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES)) };
      items.push(excluded.has(index) ? { ...item, excluida: true } : item);
    }
    const nextCursor = end < count ? encodeCursor(end) : null;
    if (!list.log) return { publicada: true, entrantCount, merkleRoot, items, nextCursor };
    return { publicada: true, versao: 2, entrantCount, treeSize: list.log.treeSize, excluidos: list.log.excluidos, merkleRoot, items, nextCursor };
  }

  private list(committed: DrawCommitted['data']): Promise<BuiltList> {
    const key = `${committed.giveawayId}:${committed.merkleRoot}`;
    let list = this.built.get(key);
    if (list) {
      // Most recently used last: the first key is the one to drop.
      this.built.delete(key);
      this.built.set(key, list);
      return list;
    }
    list = this.build(committed);
    this.built.set(key, list);
    list.catch(() => this.built.delete(key));
    while (this.built.size > CAPACITY) this.built.delete(this.built.keys().next().value!);
    return list;
  }

  private async build(committed: DrawCommitted['data']): Promise<BuiltList> {
    const { giveawayId, closePosition, entrantCount, merkleRoot, salt } = committed;
    await this.projections.waitFor(closePosition);
    const { entrants, contacts } = await this.entrants.before(giveawayId, closePosition);
    if (committed.registro) return this.fromSealedLog(committed, contacts);
    if (entrants.length !== entrantCount) throw entrantListErrors.inconsistent();
    if (entrantCount === 0) return { names: [], leaves: new Uint8Array(0) };
    const commitment = await commitEntrants(entrants, fromHex(salt), nodeDrawCrypto);
    if (toHex(commitment.merkleRoot) !== merkleRoot) throw entrantListErrors.inconsistent();
    const leaves = new Uint8Array(entrantCount * HASH_BYTES);
    for (let i = 0; i < entrantCount; i++) leaves.set(commitment.tree.leaf(i), i * HASH_BYTES);
    return { names: entrants.map((e) => maskedName(contacts.get(e.entryId)?.nome ?? '')), leaves };
  }

  /**
   * Version 2: the sealed log's own leaves (their RFC 9162 root is the committed one, and folding
   * them with § 1's pairing gives the same root), withdrawn ones included and marked.
   */
  private async fromSealedLog(committed: DrawCommitted['data'], contacts: Map<string, { nome: string }>): Promise<BuiltList> {
    const { head, entryIds, leaves } = await this.sealed.allLeaves(committed.giveawayId);
    if (head.root !== committed.merkleRoot || head.treeSize !== committed.registro!.treeSize) throw entrantListErrors.inconsistent();
    return { names: entryIds.map((id) => maskedName(contacts.get(id)?.nome ?? '')), leaves, log: { treeSize: head.treeSize, excluidos: head.excluidos } };
  }
}

const encodeCursor = (index: number) => Buffer.from(String(index)).toString('base64url');

function decodeCursor(cursor: string, count: number): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^(0|[1-9]\d{0,15})$/.test(text)) throw badCursor();
  const index = Number(text);
  if (index > count) throw badCursor();
  return index;
}
