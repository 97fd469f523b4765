import { Inject, Injectable } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/ddd/domain-error';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { entryStream, EntrySubmitted } from '../../entries/domain/entry.events';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, DrawEvent } from '../domain/draw.events';
import { HASH_BYTES } from '../domain/verifiable-draw/algorithm';
import { fromHex, toHex } from '../domain/verifiable-draw/bytes';
import { commitEntrants } from '../domain/verifiable-draw/entrant-commitment';
import type { ProofStep } from '../domain/verifiable-draw/merkle';
import { nodeDrawCrypto } from '../domain/verifiable-draw/node-crypto';
import { InclusionProofQuery } from '../draws.queries';
import { DrawEntrants } from './draw-entrants';
import { giveawayFacts } from './giveaway-facts';

export const LATE_ENTRY_TEXT = 'Sua inscrição foi registrada depois do encerramento e não participa deste sorteio.';

export type InclusionProof =
  | { incluida: false; motivo: string; entryId: string; merkleRoot: string; entrantCount: number }
  | { incluida: true; entryId: string; index: number; participantHash: string; leaf: string; proof: ProofStep[]; merkleRoot: string; entrantCount: number };

/**
 * A participant's own place in the committed entrant tree. The tree is rebuilt from the same
 * entrant set with the committed salt; only this entry's leaf and path leave the server, so
 * neither the salt nor the other participants are revealed before the receipt.
 */
@Injectable()
export class InclusionProofs {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly entrants: DrawEntrants,
    private readonly projections: ProjectionsService,
  ) {}

  async of(giveawayId: string, userId: string): Promise<InclusionProof> {
    if (!(await giveawayFacts(this.events, giveawayId)).exists) throw drawErrors.giveawayNotFound();
    const recorded = await this.events.readStream(drawStream(giveawayId));
    const state = recorded.map((e) => ({ type: e.type, data: e.data }) as DrawEvent).reduce(drawDecider.evolve, drawDecider.initialState);
    const committed = state.committed;
    if (!committed) throw drawErrors.notCommitted();
    const submitted = (await this.events.readStream(entryStream(giveawayId, userId))).find((e) => e.type === 'EntrySubmitted');
    if (!submitted) throw drawErrors.entryNotFound();
    const { entryId } = submitted.data as EntrySubmitted['data'];
    const { merkleRoot, entrantCount } = committed;
    // Same rule as the commitment: the log position decides, not the clock.
    if (submitted.position >= committed.closePosition) return { incluida: false, motivo: LATE_ENTRY_TEXT, entryId, merkleRoot, entrantCount };

    await this.projections.waitFor(committed.closePosition);
    const { entrants } = await this.entrants.before(giveawayId, committed.closePosition);
    const index = entrants.findIndex((e) => e.entryId === entryId);
    if (index < 0) throw drawErrors.inconsistent();
    const commitment = await commitEntrants(entrants, fromHex(committed.salt), nodeDrawCrypto);
    if (toHex(commitment.merkleRoot) !== merkleRoot) throw drawErrors.inconsistent();
    return {
      incluida: true,
      entryId,
      index,
      participantHash: toHex(commitment.participantHashes.slice(index * HASH_BYTES, (index + 1) * HASH_BYTES)),
      leaf: toHex(commitment.tree.leaf(index)),
      proof: commitment.tree.proof(index),
      merkleRoot,
      entrantCount,
    };
  }
}

@QueryHandler(InclusionProofQuery)
export class InclusionProofHandler implements IQueryHandler<InclusionProofQuery, InclusionProof | null> {
  constructor(private readonly proofs: InclusionProofs) {}

  async execute({ giveawayId, userId }: InclusionProofQuery): Promise<InclusionProof | null> {
    try {
      return await this.proofs.of(giveawayId, userId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DRAW_NOT_COMMITTED') return null;
      throw error;
    }
  }
}
