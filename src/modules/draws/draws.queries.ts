import { Query } from '@nestjs/cqrs';
import type { InclusionProof } from './application/inclusion-proof';

/**
 * The published query contract of draws: a participant's place in the entrant set committed
 * at the close, or null while the giveaway is not closed yet. Other modules ask through the
 * QueryBus and import only this file.
 */
export class InclusionProofQuery extends Query<InclusionProof | null> {
  constructor(
    readonly giveawayId: string,
    readonly userId: string,
  ) {
    super();
  }
}
