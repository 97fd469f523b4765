/**
 * The public surface of draws: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/draw.events.ts and domain/entrant-list.events.ts.
 */

/** A participant's proof that their entry is in the set committed at the close, for entries' "my entry" view. */
export { InclusionProofs, type InclusionProof } from './application/inclusion-proof';
/** Reads a WinnersDrawn of any age in its current shape (participant ids), for every module that reads that event. */
export { entriesWithoutParticipant, upcastWinnersDrawn, type RecordedWinnersDrawn } from './domain/draw-upcasters';
/** How anyone but a giveaway's creator and admins sees a participant's name ("João S."): the public entrant list, the giveaway's winners, the live view. */
export { maskedName } from './domain/masked-name';
