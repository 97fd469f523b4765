import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { WinnerReplaced } from '../../draws/domain/draw.events';
import { entriesWithoutParticipant, RecordedWinnersDrawn, upcastWinnersDrawn } from '../../draws/draws.public';
import { EntrantSet } from '../../entries/entries.public';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';

export const WINS = 'wins';
/** Each draw's alternates and their participants: a WinnerReplaced names only the entry called in. */
export const WIN_ALTERNATES = 'win-alternates';

export interface WinView {
  /** `<giveawayId>:<entryId>`. */
  _id: string;
  giveawayId: string;
  entryId: string;
  participanteId: string;
  /** Called in as an alternate, in place of a replaced winner. */
  suplente: boolean;
  ganhouEm: string;
  /** Log position of the draw or of the replacement: the list's order and cursor. */
  seq: number;
}

interface AlternatesDoc {
  /** The giveaway's id. */
  _id: string;
  suplentes: Array<{ entryId: string; participanteId: string | null }>;
}

/**
 * Who won what: the current winners of every draw (WinnersDrawn with each WinnerReplaced
 * applied), one document per giveaway and entry. WinnersDrawn names each winner's and
 * alternate's participant. Only draws recorded before it did (and replacements of alternates
 * this projection has not kept) ask entries' EntrantSet, which has seen every entry long before
 * its draw; a deleted giveaway's entries are gone there, and so are its wins here.
 */
export const winsProjection: Projection = {
  // Named `vitorias` (collections `vitorias`, `vitoria-alternates`) before: renamed with its
  // collections so that a deployed store rebuilds them from 0 under a new checkpoint.
  name: 'wins',
  collections: [WINS, WIN_ALTERNATES],

  async setup(store: ReadStore) {
    const wins = store.collection(WINS);
    await wins.createIndex({ participanteId: 1, seq: -1 });
    await wins.createIndex({ giveawayId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const wins = store.collection<WinView>(WINS);
    const alternates = store.collection<AlternatesDoc>(WIN_ALTERNATES);
    const record = async (giveawayId: string, entryId: string, participanteId: string | null, suplente: boolean) => {
      if (!participanteId) return;
      const _id = `${giveawayId}:${entryId}`;
      await wins.replaceOne({ _id }, { _id, giveawayId, entryId, participanteId, suplente, ganhouEm: recorded.metadata.at, seq: recorded.position }, { upsert: true });
    };

    switch (recorded.type) {
      case 'WinnersDrawn': {
        const stored = recorded.data as RecordedWinnersDrawn;
        const drawn = upcastWinnersDrawn(stored, await new EntrantSet(store).participantsOf(entriesWithoutParticipant(stored)));
        for (const v of drawn.vencedores) await record(drawn.giveawayId, v.entryId, v.participanteId, false);
        const suplentes = drawn.suplentes.map(({ entryId, participanteId }) => ({ entryId, participanteId }));
        await alternates.replaceOne({ _id: drawn.giveawayId }, { _id: drawn.giveawayId, suplentes }, { upsert: true });
        return;
      }
      case 'WinnerReplaced': {
        const { giveawayId, replacedEntryId, byEntryId } = recorded.data as WinnerReplaced['data'];
        await wins.deleteOne({ _id: `${giveawayId}:${replacedEntryId}` });
        const kept = (await alternates.findOne({ _id: giveawayId }))?.suplentes.find((s) => s.entryId === byEntryId)?.participanteId;
        const participanteId = kept ?? (await new EntrantSet(store).participantsOf([byEntryId])).get(byEntryId) ?? null;
        await record(giveawayId, byEntryId, participanteId, true);
        return;
      }
      case 'GiveawayDeleted': {
        const { giveawayId } = recorded.data as GiveawayDeleted['data'];
        await wins.deleteMany({ giveawayId });
        await alternates.deleteOne({ _id: giveawayId });
        return;
      }
      default:
        return;
    }
  },
};
