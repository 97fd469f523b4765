import { Inject, Injectable } from '@nestjs/common';
import { commitEntrants, fromHex, HASH_BYTES, type ProofStep, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../platform/ddd/domain-error';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { entryStream, EntrySubmitted } from '../../entries/domain/entry.events';
import { EntrantSet, EntryLogReader } from '../../entries/entries.public';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { drawErrors } from '../domain/draw.errors';
import { loadDraw } from './committed-draw';

export const LATE_ENTRY_TEXT = 'Sua inscrição foi registrada depois do encerramento e não participa deste sorteio.';

export type InclusionProof =
  | { incluida: false; motivo: string; entryId: string; merkleRoot: string; entrantCount: number }
  | { incluida: true; entryId: string; index: number; participantHash: string; leaf: string; proof: ProofStep[]; merkleRoot: string; entrantCount: number }
  /** Version 2: the entry's leaf in the sealed log, with its RFC 9162 proof against the sealed root (merkleRoot) of treeSize leaves. */
  | { incluida: true; versao: 2; entryId: string; index: number; participantHash: string; leaf: string; inclusionProof: string[]; merkleRoot: string; entrantCount: number; treeSize: number };

export const WITHDRAWN_ENTRY_TEXT = 'Sua inscrição foi retirada antes do encerramento e não participa deste sorteio.';

/**
 * A participant's own place in the committed entrant tree (version 2: in the sealed log). The tree is rebuilt from the same
 * entrant set with the committed salt; only this entry's leaf and path leave the server, so
 * neither the salt nor the other participants are revealed before the receipt.
 */
@Injectable()
export class InclusionProofs {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly entrants: EntrantSet,
    private readonly projections: ProjectionsService,
    private readonly log: EntryLogReader,
  ) {}

  async of(giveawayId: string, userId: string): Promise<InclusionProof> {
    const giveaway = await this.lifecycles.of(giveawayId);
    if (!isPresent(giveaway)) throw drawErrors.giveawayNotFound();
    const { state } = await loadDraw(this.executor, giveawayId, giveaway, this.config.readYourWritesTimeoutMs);
    const committed = state.committed;
    if (!committed) throw drawErrors.notCommitted();
    const submitted = (await this.events.readStream(entryStream(giveawayId, userId))).find((e) => e.type === 'EntrySubmitted');
    if (!submitted) throw drawErrors.entryNotFound();
    const { entryId } = submitted.data as EntrySubmitted['data'];
    const { merkleRoot, entrantCount } = committed;
    // Same rule as the commitment: the log position decides, not the clock.
    if (submitted.position >= committed.closePosition) return { incluida: false, motivo: LATE_ENTRY_TEXT, entryId, merkleRoot, entrantCount };

    await this.projections.waitFor(committed.closePosition);
    if (committed.registro) return this.inSealedLog(giveawayId, entryId, committed.registro, { merkleRoot, entrantCount });
    const entrants = await this.entrants.idsBefore(giveawayId, committed.closePosition);
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

  /** Version 2: the entry's leaf and proof are read from its log (O(log N) stored blocks), over the final tree. */
  private async inSealedLog(giveawayId: string, entryId: string, registro: { treeSize: number; root: string; excluidos: number[] }, committed: { merkleRoot: string; entrantCount: number }): Promise<InclusionProof> {
    const receipt = await this.log.receiptFor(giveawayId, entryId);
    if (!receipt || receipt.treeSize !== registro.treeSize || receipt.root !== registro.root) throw drawErrors.inconsistent();
    if (registro.excluidos.includes(receipt.index)) return { incluida: false, motivo: WITHDRAWN_ENTRY_TEXT, entryId, ...committed };
    const { index, participantHash, leaf, inclusionProof, treeSize } = receipt;
    return { incluida: true, versao: 2, entryId, index, participantHash, leaf, inclusionProof, ...committed, treeSize };
  }

  /** The same proof for a participant's own entry view: null while nothing is committed yet. */
  async onceCommitted(giveawayId: string, userId: string): Promise<InclusionProof | null> {
    try {
      return await this.of(giveawayId, userId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'DRAW_NOT_COMMITTED') return null;
      throw error;
    }
  }
}
