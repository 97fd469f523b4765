import type { Decider } from '../../../platform/ddd/decider';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import type { CommentRules } from './comment-rules';
import { instagramImportErrors } from './instagram-import.errors';
import type { FailureMotivo, ImportTally, InstagramImportEvent, InstagramImportStarted, PauseMotivo, SkipCounts } from './instagram-import.events';

export type ImportStatus = 'na-fila' | 'em-andamento' | 'aguardando' | 'concluido' | 'falhou';

export interface ImportRequest {
  giveaway: GiveawayLifecycle;
  userId: string;
  /** The creator's plan includes Instagram (Pro). */
  planoInclui: boolean;
}

export type InstagramImportCommand =
  | ({
      type: 'StartImport';
      importId: string;
      giveawayId: string;
      mediaId: string;
      regras: CommentRules;
      media: { permalink: string; ownerUsername: string; commentsCount: number };
    } & ImportRequest)
  | { type: 'RecordPage'; after: string | null; feitos: number; importados: number; ignorados: SkipCounts }
  | { type: 'PauseImport'; motivo: PauseMotivo; retomaEm: string; tentativa: number }
  | { type: 'ResumeImport' }
  | { type: 'CompleteImport' }
  | { type: 'FailImport'; motivo: FailureMotivo; mensagem: string };

export interface InstagramImportState {
  started: InstagramImportStarted['data'] | null;
  status: ImportStatus;
  /** Where the next page starts (null: the first page, or nothing left once finished). */
  after: string | null;
  /** The last page is recorded: only the completion is left (a job run again after a crash completes at once). */
  lastPage: boolean;
  tally: ImportTally;
}

/** Who may import into which giveaway, checked before Instagram is asked anything and again in decide. */
export function assertMayImport({ giveaway, userId, planoInclui }: ImportRequest): void {
  if (!giveaway.exists || giveaway.deleted || !giveaway.content) throw instagramImportErrors.giveawayNotFound();
  if (giveaway.criadorId !== userId) throw instagramImportErrors.notOwner();
  if (!planoInclui) throw instagramImportErrors.planRequired();
  if (giveaway.status !== 'Ativo') throw instagramImportErrors.notOpen();
}

/** Two tallies of skipped comments, summed by reason. */
export const addCounts = (a: SkipCounts, b: SkipCounts): SkipCounts => {
  const sum: SkipCounts = { ...a };
  for (const [k, n] of Object.entries(b) as Array<[keyof SkipCounts, number]>) sum[k] = (sum[k] ?? 0) + n;
  return sum;
};

const finished = (state: InstagramImportState) => state.status === 'concluido' || state.status === 'falhou';

/**
 * An import job's life: started by its creator, then recorded page by page by the job, which
 * may pause (a rate limit, Instagram down) and resume from the same cursor, until it completes
 * or fails. A finished import records nothing more, so a job run again after its end is a no-op.
 */
export const instagramImportDecider: Decider<InstagramImportCommand, InstagramImportEvent, InstagramImportState> = {
  initialState: { started: null, status: 'na-fila', after: null, lastPage: false, tally: { feitos: 0, importados: 0, ignorados: {} } },
  decide(command, state, { now }) {
    if (command.type === 'StartImport') {
      if (state.started) return [];
      assertMayImport(command);
      // The draw date may have passed before the worker's close: nothing enters then either.
      if (Date.parse(command.giveaway.content!.dataSorteio) <= now.getTime()) throw instagramImportErrors.notOpen();
      const { importId, giveawayId, mediaId, regras, media } = command;
      return [
        {
          type: 'InstagramImportStarted',
          data: { importId, sorteioId: giveawayId, criadorId: command.userId, mediaId, permalink: media.permalink, dono: media.ownerUsername, regras, total: media.commentsCount },
        },
      ];
    }
    if (!state.started) throw instagramImportErrors.jobNotFound();
    if (finished(state)) return [];
    const { importId } = state.started;
    switch (command.type) {
      case 'RecordPage': {
        if (state.lastPage) return [];
        const { after, feitos, importados, ignorados } = command;
        const tally = state.tally;
        return [
          {
            type: 'InstagramImportPageRecorded',
            data: { importId, after, feitos: tally.feitos + feitos, importados: tally.importados + importados, ignorados: addCounts(tally.ignorados, ignorados) },
          },
        ];
      }
      case 'PauseImport':
        return [{ type: 'InstagramImportPaused', data: { importId, motivo: command.motivo, retomaEm: command.retomaEm, tentativa: command.tentativa } }];
      case 'ResumeImport':
        return state.status === 'aguardando' ? [{ type: 'InstagramImportResumed', data: { importId } }] : [];
      case 'CompleteImport':
        return [{ type: 'InstagramImportCompleted', data: { importId, ...state.tally } }];
      case 'FailImport':
        return [{ type: 'InstagramImportFailed', data: { importId, motivo: command.motivo, mensagem: command.mensagem } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'InstagramImportStarted':
        return { ...state, started: event.data, status: 'na-fila' };
      case 'InstagramImportPageRecorded': {
        const { after, feitos, importados, ignorados } = event.data;
        return { ...state, status: 'em-andamento', after, lastPage: after === null, tally: { feitos, importados, ignorados } };
      }
      case 'InstagramImportPaused':
        return { ...state, status: 'aguardando' };
      case 'InstagramImportResumed':
        return { ...state, status: 'em-andamento' };
      case 'InstagramImportCompleted':
        return { ...state, status: 'concluido', after: null };
      case 'InstagramImportFailed':
        return { ...state, status: 'falhou' };
    }
  },
};
