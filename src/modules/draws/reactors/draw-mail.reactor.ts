import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';
import { upcastWinnersDrawn } from '../domain/draw-upcasters';
import type { WinnersDrawn } from '../domain/draw.events';

export const WINNER_MAIL_JOB = 'mail.draw-winner';
export const DRAW_RESULT_MAIL_JOB = 'mail.draw-result';
export type WinnerMailJob = { giveawayId: string; entryId: string; nome: string; email: string };
export type DrawResultMailJob = { giveawayId: string };

/**
 * After a draw each winner with an e-mail and the creator get an e-mail, once: every job id is derived from
 * the event id, so a replay enqueues nothing new. One job per person, so a retry never
 * resends to the others.
 */
export function drawMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'draw-mail',
    async react(event: RecordedEvent) {
      if (event.type !== 'WinnersDrawn') return;
      const { giveawayId, vencedores } = upcastWinnersDrawn(event.data as WinnersDrawn['data']);
      for (const v of vencedores) {
        // A winner from an Instagram comment left no e-mail: the creator reaches them on Instagram.
        if (v.email === null) continue;
        await queue.enqueue<WinnerMailJob>(WINNER_MAIL_JOB, `${event.id}:${v.entryId}`, { giveawayId, entryId: v.entryId, nome: v.nome, email: v.email });
      }
      await queue.enqueue<DrawResultMailJob>(DRAW_RESULT_MAIL_JOB, `${event.id}:criador`, { giveawayId });
    },
  };
}
