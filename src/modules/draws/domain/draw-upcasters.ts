import type { Vencedor, WinnersDrawn } from './draw.events';

/** A winner or alternate as the log may hold it: without participanteId when recorded before it existed. */
export type RecordedVencedor = Omit<Vencedor, 'participanteId'> & { participanteId?: string | null };

/** WinnersDrawn's data as the log may hold it, of any age. */
export type RecordedWinnersDrawn = Omit<WinnersDrawn['data'], 'vencedores' | 'suplentes'> & {
  vencedores: RecordedVencedor[];
  suplentes: RecordedVencedor[];
};

/** The entries an older WinnersDrawn names without their participant (none in a current one). */
export function entriesWithoutParticipant(data: RecordedWinnersDrawn): string[] {
  return [...data.vencedores, ...data.suplentes].filter((p) => !p.participanteId).map((p) => p.entryId);
}

/**
 * A WinnersDrawn of any age in its current shape. Events recorded before `participanteId`
 * existed cannot be completed from themselves: the receipt holds each participant only as a
 * salted hash (HMAC), which cannot be reversed. A reader that needs those participants passes
 * them (entry id → participant id, as entries recorded them: EntrantSet.participantsOf);
 * any still unknown read as null. A current event passes through unchanged.
 */
export function upcastWinnersDrawn(data: RecordedWinnersDrawn, participants: ReadonlyMap<string, string> = new Map()): WinnersDrawn['data'] {
  const person = ({ participanteId, ...rest }: RecordedVencedor): Vencedor => ({ ...rest, participanteId: participanteId || participants.get(rest.entryId) || null });
  return { ...data, vencedores: data.vencedores.map(person), suplentes: data.suplentes.map(person) };
}
