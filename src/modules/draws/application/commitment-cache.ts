import { Injectable } from '@nestjs/common';
import { type Entrant, type EntrantCommitment, toHex } from '@sorteios/verifiable-draw';

type Cached = { entrants: readonly Entrant[]; commitment: EntrantCommitment };

/** A few closes waiting for their draw; each holds ~100 MB at a million entrants. */
const CAPACITY = 2;

/**
 * The tree the close just built, kept in this process until the draw, so a million leaves
 * are not read and hashed twice. A miss (another process, a restart) only costs the rebuild:
 * the draw checks the rebuilt root against the commitment either way.
 */
@Injectable()
export class CommitmentCache {
  private readonly byGiveaway = new Map<string, Cached>();

  keep(giveawayId: string, entrants: readonly Entrant[], commitment: EntrantCommitment): void {
    this.byGiveaway.delete(giveawayId);
    this.byGiveaway.set(giveawayId, { entrants, commitment });
    while (this.byGiveaway.size > CAPACITY) this.byGiveaway.delete(this.byGiveaway.keys().next().value!);
  }

  /** The cached tree if it is the one committed (same root and count). */
  find(giveawayId: string, merkleRoot: string, entrantCount: number): Cached | null {
    const cached = this.byGiveaway.get(giveawayId);
    if (!cached || cached.commitment.entrantCount !== entrantCount || toHex(cached.commitment.merkleRoot) !== merkleRoot) return null;
    return cached;
  }

  forget(giveawayId: string): void {
    this.byGiveaway.delete(giveawayId);
  }
}
