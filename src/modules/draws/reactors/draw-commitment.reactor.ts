import { Logger } from '@nestjs/common';
import type { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { StreamExecutor } from '../../../platform/ddd/stream-executor';
import type { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { GiveawayClosed } from '../../giveaways/domain/giveaway.events';
import type { CommitmentCache } from '../application/commitment-cache';
import type { DrawEntrants } from '../application/draw-entrants';
import { drawDecider } from '../domain/draw.decider';
import type { AleatoriedadePublica } from '../../giveaways/domain/giveaway.events';
import type { DrandBeacons } from '../application/drand/drand-beacons.port';
import { giveawayFacts } from '../application/giveaway-facts';
import { drawStream, FonteComprometida } from '../domain/draw.events';
import { toHex } from '../domain/verifiable-draw/bytes';
import { commitEntrants } from '../domain/verifiable-draw/entrant-commitment';
import { nodeDrawCrypto } from '../domain/verifiable-draw/node-crypto';
import { seedCommitment } from '../domain/verifiable-draw/seed';

/** The creator's choice made concrete: for drand, a round that will only exist after now. */
function committedSource(choice: AleatoriedadePublica | null, drand: DrandBeacons, now: Date): FonteComprometida | null {
  if (!choice) return null;
  if (choice.fonte === 'loteria-federal') return { source: 'loteria-federal', date: choice.data };
  const { round, publishedAt } = drand.roundAfter(now);
  return { source: 'drand', chainHash: drand.chainHash, round, publicaEm: publishedAt.toISOString() };
}

/**
 * At the close, commits the entrants (count and Merkle root) and a fresh secret seed (its
 * SHA-256), so neither the set nor the randomness can change before the draw. It runs after
 * the projections have seen every entry before the close.
 */
export function drawCommitmentReactor(
  executor: StreamExecutor,
  events: EventStore,
  entrants: DrawEntrants,
  clock: Clock,
  drand: DrandBeacons,
  cache: CommitmentCache,
): Reactor {
  const logger = new Logger('DrawCommitment');
  return {
    name: 'draw-commitment',
    async react(event: RecordedEvent) {
      if (event.type !== 'GiveawayClosed') return;
      const { giveawayId } = event.data as GiveawayClosed['data'];
      const { aleatoriedadePublica } = await giveawayFacts(events, giveawayId);
      const set = await entrants.idsBefore(giveawayId, event.position);
      const salt = clock.random(32);
      const serverSeed = clock.random(32);
      const committed = set.length > 0 ? await commitEntrants(set, salt, nodeDrawCrypto) : null;
      if (committed) cache.keep(giveawayId, set, committed);
      try {
        await executor.execute(
          drawStream(giveawayId),
          drawDecider,
          {
            type: 'CommitDraw',
            commitment: {
              giveawayId,
              closePosition: event.position,
              entrantCount: set.length,
              // An empty set has no tree; the draw then answers NO_ENTRIES.
              merkleRoot: committed ? toHex(committed.merkleRoot) : '',
              seedCommitment: toHex(await seedCommitment(serverSeed, nodeDrawCrypto)),
              salt: toHex(salt),
              serverSeed: toHex(serverSeed),
              fonteAleatoriedade: committedSource(aleatoriedadePublica, drand, clock.now()),
            },
          },
          { userId: null, correlationId: event.metadata.correlationId, causationId: event.id },
        );
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        logger.warn({ err, giveawayId }, 'Compromisso do sorteio não registrado');
      }
    },
  };
}
