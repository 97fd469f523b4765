import type { DomainEvent } from '../../../platform/ddd/decider';

/** One stream per version-2 giveaway's log: what the log itself records, apart from the entries. */
export const entryLogStream = (giveawayId: string) => `entry-log-${giveawayId}`;

/**
 * The close's commitment of the log (docs/verifiable-draws.md "Versão 2"): the final signed
 * tree head over every leaf appended before the close's position, and the leaves the draw
 * skips (entries withdrawn while entries were open). Recorded once, by the job the close queues.
 */
export type EntryLogSealed = DomainEvent<
  'EntryLogSealed',
  {
    giveawayId: string;
    closePosition: number;
    treeSize: number;
    root: string;
    time: string;
    signature: string;
    keyId: string;
    excluidos: number[];
  }
>;
export type EntryLogEvent = EntryLogSealed;
