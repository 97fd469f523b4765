import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import type { Entrant } from '../domain/verifiable-draw/entrant-commitment';

type EntryRow = { _id: string; sorteioId: string; participanteId: string; nome: string; email: string; seq: number };

/**
 * The entrant set of a draw: the entries the log recorded before the close, in log order.
 * An entry that raced the close (a later position) is not part of it.
 */
@Injectable()
export class DrawEntrants {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Only what the commitment needs, in log order: the lightest read of a million rows. */
  async idsBefore(giveawayId: string, closePosition: number): Promise<Entrant[]> {
    const rows = await this.store
      .collection<EntryRow>('entries')
      .find({ sorteioId: giveawayId, seq: { $lt: closePosition } }, { sort: { seq: 1 }, projection: { participanteId: 1, seq: 1 } });
    return rows.map((r) => ({ entryId: r._id, participantId: r.participanteId }));
  }

  /** Name and e-mail of the ranked entries only (winners and alternates). */
  async contactsOf(entryIds: string[]): Promise<Map<string, { nome: string; email: string }>> {
    const rows = await this.store.collection<EntryRow>('entries').find({ _id: { $in: entryIds } }, { projection: { nome: 1, email: 1 } });
    return new Map(rows.map((r) => [r._id, { nome: r.nome, email: r.email }]));
  }

  async before(giveawayId: string, closePosition: number): Promise<{ entrants: Entrant[]; contacts: Map<string, { nome: string; email: string }> }> {
    const rows = await this.store
      .collection<EntryRow>('entries')
      .find({ sorteioId: giveawayId, seq: { $lt: closePosition } }, { sort: { seq: 1 }, projection: { participanteId: 1, nome: 1, email: 1, seq: 1 } });
    return {
      entrants: rows.map((r) => ({ entryId: r._id, participantId: r.participanteId })),
      contacts: new Map(rows.map((r) => [r._id, { nome: r.nome, email: r.email }])),
    };
  }
}
