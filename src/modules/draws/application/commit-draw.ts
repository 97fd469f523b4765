import { Inject, Injectable, Logger } from '@nestjs/common';
import { closeSaltCommitment, commitEntrants, fromHex, seedCommitment, toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { EntrantSet, EntryLogReader } from '../../entries/entries.public';
import type { AleatoriedadePublica } from '../../giveaways/domain/giveaway.events';
import { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { drawDecider } from '../domain/draw.decider';
import { drawStream, FonteComprometida } from '../domain/draw.events';
import type { CommitDrawJob } from '../reactors/draw-commitment.reactor';
import { CommitmentCache } from './commitment-cache';
import { DRAND_BEACONS, DrandBeacons } from './drand/drand-beacons.port';

/** The creator's choice made concrete: for drand, a round that will only exist after now. */
function committedSource(choice: AleatoriedadePublica | null, drand: DrandBeacons, now: Date): FonteComprometida | null {
  if (!choice) return null;
  if (choice.fonte === 'loteria-federal') return { source: 'loteria-federal', date: choice.data };
  const { round, publishedAt } = drand.roundAfter(now);
  return { source: 'drand', chainHash: drand.chainHash, round, publicaEm: publishedAt.toISOString() };
}

/**
 * The commit-draw job: commits the entrants recorded before the close (count and Merkle root)
 * and a fresh secret seed (its SHA-256), so neither the set nor the randomness can change
 * before the draw. A version-2 giveaway's entrants are its closed log (count = leaves minus
 * excluded, root = the log's), so only a version-1 close hashes its entrants. It runs as a job, not in the projection batch, because hashing a million
 * entrants takes seconds that every other request's read-your-writes wait would share.
 * Idempotent: a retried or repeated job finds DrawCommitted and hashes nothing, and CommitDraw
 * on a committed stream records nothing.
 */
@Injectable()
export class DrawCommitter {
  private readonly logger = new Logger('DrawCommitment');

  constructor(
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly entrants: EntrantSet,
    private readonly projections: ProjectionsService,
    private readonly clock: Clock,
    @Inject(DRAND_BEACONS) private readonly drand: DrandBeacons,
    private readonly cache: CommitmentCache,
    private readonly logs: EntryLogReader,
  ) {}

  async commit({ giveawayId, closePosition, correlationId, causationId }: CommitDrawJob): Promise<void> {
    if ((await this.executor.load(drawStream(giveawayId), drawDecider)).state.committed) return;
    // The set is read from the entries read model: it must have seen every entry before the close.
    if (!(await this.projections.waitFor(closePosition))) throw new Error(`Projeções ainda não alcançaram o encerramento (posição ${closePosition})`);
    const giveaway = await this.lifecycles.of(giveawayId);
    // Version 2: the salt fixed at publication, so the receipt reveals the one the entry log used.
    const log = await this.logs.closedLog(giveawayId);
    const salt = log ? fromHex(log.salt) : this.clock.random(32);
    const serverSeed = this.clock.random(32);
    // Version 2 hashes nothing here: the entrants are the log's leaves but the excluded ones,
    // already in its tree (docs/verifiable-draws.md § V2.12). Version 1 builds its tree now.
    const set = log ? null : await this.entrants.idsBefore(giveawayId, closePosition);
    const committed = set && set.length > 0 ? await commitEntrants(set, salt, nodeDrawCrypto) : null;
    const entrantCount = log ? log.treeSize - log.excluidos.length : set!.length;
    // An empty set has no tree; the draw then answers NO_ENTRIES.
    const merkleRoot = log ? (entrantCount > 0 ? log.root : '') : committed ? toHex(committed.merkleRoot) : '';
    try {
      const result = await this.executor.execute(
        drawStream(giveawayId),
        drawDecider,
        {
          type: 'CommitDraw',
          commitment: {
            giveawayId,
            closePosition,
            entrantCount,
            merkleRoot,
            seedCommitment: toHex(await seedCommitment(serverSeed, nodeDrawCrypto)),
            salt: toHex(salt),
            serverSeed: toHex(serverSeed),
            fonteAleatoriedade: committedSource(giveaway.content?.aleatoriedadePublica ?? null, this.drand, this.clock.now()),
            saltCommitment: toHex(await closeSaltCommitment(salt, nodeDrawCrypto)),
            ...(log ? { registro: { versao: 2 as const, treeSize: log.treeSize, root: log.root, excluidos: log.excluidos } } : {}),
          },
        },
        { userId: null, correlationId, causationId },
      );
      // Only the tree that was committed is worth keeping for the draw.
      if (set && committed && result.events.length > 0) this.cache.keep(giveawayId, set, committed);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      this.logger.warn({ err, giveawayId }, 'Compromisso do sorteio não registrado');
    }
  }
}
