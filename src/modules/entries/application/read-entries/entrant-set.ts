import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { EntryOrigin } from '../../domain/entry.events';
import { ENTRIES, EntryView } from '../../projections/entries.projection';

/** An entry as a draw commits it: which entry, and who made it. */
export interface EntrantRef {
  entryId: string;
  participantId: string;
}

/** How a ranked entrant is named and reached: no e-mail for an entry from an Instagram comment (its nome is "@username"). */
export interface EntrantContact {
  nome: string;
  email: string | null;
  origem?: EntryOrigin;
}

const contactOf = (r: Pick<EntryView, 'nome' | 'email' | 'origem'>): EntrantContact =>
  r.origem ? { nome: r.nome, email: r.email, origem: r.origem } : { nome: r.nome, email: r.email };

/**
 * A giveaway's entrant set for the draws module: the entries the log recorded before a
 * position (the close), in log order. An entry that raced the close (a later position) is not
 * part of it. The close reads a million rows here, so each query asks only for the fields it
 * needs, sorted on the (sorteioId, seq) index.
 */
@Injectable()
export class EntrantSet {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get entries() {
    return this.store.collection<EntryView>(ENTRIES);
  }

  /** Only what the commitment needs, in log order: the lightest read of a million rows. */
  async idsBefore(giveawayId: string, closePosition: number): Promise<EntrantRef[]> {
    const rows = await this.entries.find({ sorteioId: giveawayId, seq: { $lt: closePosition } }, { sort: { seq: 1 }, projection: { participanteId: 1, seq: 1 } });
    return rows.map((r) => ({ entryId: r._id, participantId: r.participanteId }));
  }

  /** Name and e-mail of the ranked entries only (winners and alternates). */
  async contactsOf(entryIds: string[]): Promise<Map<string, EntrantContact>> {
    const rows = await this.entries.find({ _id: { $in: entryIds } }, { projection: { nome: 1, email: 1, origem: 1 } });
    return new Map(rows.map((r) => [r._id, contactOf(r)]));
  }

  /** The participant of each of these entries that is still listed (a deleted giveaway's are not), by entry id. */
  async participantsOf(entryIds: string[]): Promise<Map<string, string>> {
    if (entryIds.length === 0) return new Map();
    const rows = await this.entries.find({ _id: { $in: entryIds } }, { projection: { participanteId: 1 } });
    return new Map(rows.map((r) => [r._id, r.participanteId]));
  }

  /** The set and every entrant's contact in one read (the published entrant list shows names). */
  async before(giveawayId: string, closePosition: number): Promise<{ entrants: EntrantRef[]; contacts: Map<string, EntrantContact> }> {
    const rows = await this.entries.find(
      { sorteioId: giveawayId, seq: { $lt: closePosition } },
      { sort: { seq: 1 }, projection: { participanteId: 1, nome: 1, email: 1, origem: 1, seq: 1 } },
    );
    return {
      entrants: rows.map((r) => ({ entryId: r._id, participantId: r.participanteId })),
      contacts: new Map(rows.map((r) => [r._id, contactOf(r)])),
    };
  }
}
