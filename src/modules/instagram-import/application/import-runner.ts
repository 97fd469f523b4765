import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import { type CommandMetadata, type LoadedStream, StreamExecutor } from '../../../platform/ddd/stream-executor';
import type { JobContext } from '../../../platform/jobs/job-queue.port';
import { InstagramEntries, type InstagramEntriesOutcome } from '../../entries/entries.public';
import { InstagramComments, type InstagramCommentsPage, InstagramRateLimited, InstagramTokenExpired, InstagramUnavailable } from '../../instagram/instagram.public';
import { CommentFilter } from '../domain/comment-rules';
import { addCounts, type InstagramImportCommand, instagramImportDecider, type InstagramImportState } from '../domain/instagram-import.decider';
import { FAILURE_MESSAGES } from '../domain/instagram-import.errors';
import { type FailureMotivo, instagramImportStream, type SkipCounts } from '../domain/instagram-import.events';
import { INSTAGRAM_IMPORT_ATTEMPTS, type InstagramImportJob } from '../reactors/instagram-import.reactor';

/** A page could not be read: what the job does next. */
type PageFailure = { stop: FailureMotivo } | { pause: 'limite-da-api' | 'instagram-indisponivel'; ms: number };

const FAILURE_BY_CODE: Record<string, FailureMotivo> = {
  INSTAGRAM_NOT_CONNECTED: 'nao-conectado',
  INSTAGRAM_MEDIA_NOT_FOUND: 'post-nao-encontrado',
  INSTAGRAM_PERMISSION_MISSING: 'sem-permissao',
  INSTAGRAM_TOKEN_EXPIRED: 'token-expirado',
  GIVEAWAY_NOT_OPEN: 'sorteio-fechado',
  GIVEAWAY_NOT_FOUND: 'sorteio-fechado',
};

/**
 * The import job (issue 15): pages through every comment of the post with Graph's cursors,
 * judges each page with the rules, records the comments that pass as entries, then records
 * the page (its cursor and the running counts) on the import's stream: that is the progress
 * GET /api/jobs/:jobId reads, and where a job run again (a crash, a restart) resumes.
 *
 * A rate limit pauses the job for the time Instagram asked and resumes from the same cursor;
 * Instagram down is retried with the waits of INSTAGRAM_IMPORT_RETRY_SCHEDULE, then stops;
 * an expired token stops at once with a message telling the creator to connect again.
 */
@Injectable()
export class InstagramImportRunner implements OnModuleDestroy {
  private readonly logger = new Logger('InstagramImport');
  /** Ends the waits when the process stops: the job is run again from its last page. */
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly instagram: InstagramComments,
    private readonly entries: InstagramEntries,
    private readonly clock: Clock,
  ) {}

  onModuleDestroy(): void {
    this.stopping.abort();
  }

  async run({ importId }: InstagramImportJob, { attempt }: JobContext): Promise<void> {
    try {
      await this.importAll(importId);
    } catch (err) {
      if (attempt < INSTAGRAM_IMPORT_ATTEMPTS || this.stopping.signal.aborted) throw err;
      this.logger.error({ err, importId }, 'Importação do Instagram interrompida');
      await this.executor.execute(
        instagramImportStream(importId),
        instagramImportDecider,
        { type: 'FailImport', motivo: 'erro', mensagem: FAILURE_MESSAGES.erro },
        { userId: null, correlationId: importId, causationId: null },
      );
    }
  }

  private async importAll(importId: string): Promise<void> {
    const run = new ImportRun(importId, this.executor, await this.executor.load(instagramImportStream(importId), instagramImportDecider));
    const { state } = run.stream;
    const started = state.started;
    if (!started || state.status === 'concluido' || state.status === 'falhou') return;
    if (state.lastPage) return run.record({ type: 'CompleteImport' });
    const { criadorId, sorteioId, mediaId, regras, dono } = started;
    const filter = new CommentFilter(regras, dono);
    const meta: CommandMetadata = { userId: criadorId, correlationId: importId, causationId: null };
    let after = state.after;
    let waiting = state.status === 'aguardando';
    let unavailable = 0;
    let entriesAt = 0;
    for (;;) {
      const read = await this.page(criadorId, mediaId, after);
      if ('stop' in read) {
        await run.flush();
        return run.fail(read.stop);
      }
      if ('pause' in read) {
        const schedule = this.config.instagramImport.retryScheduleMs;
        if (read.pause === 'instagram-indisponivel') unavailable += 1;
        await run.flush();
        if (read.pause === 'instagram-indisponivel' && unavailable > schedule.length) return run.fail('instagram-indisponivel');
        const ms = read.pause === 'instagram-indisponivel' ? schedule[unavailable - 1] : read.ms;
        const retomaEm = new Date(this.clock.now().getTime() + ms).toISOString();
        await run.record({ type: 'PauseImport', motivo: read.pause, retomaEm, tentativa: read.pause === 'instagram-indisponivel' ? unavailable : 1 });
        waiting = true;
        await sleep(ms, undefined, { signal: this.stopping.signal });
        continue;
      }
      unavailable = 0;
      if (waiting) {
        await run.record({ type: 'ResumeImport' });
        waiting = false;
      }
      const { passam, ignorados } = filter.apply(read.comments);
      let outcome: InstagramEntriesOutcome;
      try {
        outcome = await this.entries.record(
          {
            giveawayId: sorteioId,
            mediaId,
            umaEntradaPorPerfil: regras.umaEntradaPorPerfil,
            comments: passam.map((c) => ({ commentId: c.id, texto: c.text, comentadoEm: c.timestamp, from: c.from })),
            afterPosition: entriesAt,
          },
          meta,
        );
      } catch (err) {
        const motivo = err instanceof DomainError ? FAILURE_BY_CODE[err.code] : undefined;
        if (!motivo) throw err;
        await run.flush();
        return run.fail(motivo);
      }
      entriesAt = Math.max(entriesAt, outcome.position);
      const skipped: SkipCounts = { ...ignorados };
      for (const { motivo } of outcome.ignorados) skipped[motivo] = (skipped[motivo] ?? 0) + 1;
      await run.page({ after: read.after, feitos: read.comments.length, importados: outcome.importados.length, ignorados: skipped }, this.clock.now().getTime());
      if (read.after === null) {
        await run.flush();
        return run.record({ type: 'CompleteImport' });
      }
      after = read.after;
    }
  }

  /** One page, or what to do when Instagram did not give it. */
  private async page(userId: string, mediaId: string, after: string | null): Promise<InstagramCommentsPage | PageFailure> {
    try {
      return await this.instagram.page(userId, mediaId, after);
    } catch (err) {
      if (err instanceof InstagramRateLimited) return { pause: 'limite-da-api', ms: err.retryAfterMs };
      if (err instanceof InstagramUnavailable) return { pause: 'instagram-indisponivel', ms: 0 };
      if (err instanceof InstagramTokenExpired) return { stop: 'token-expirado' };
      const motivo = err instanceof DomainError ? FAILURE_BY_CODE[err.code] : undefined;
      if (motivo) return { stop: motivo };
      throw err;
    }
  }
}

type PageTally = { after: string | null; feitos: number; importados: number; ignorados: SkipCounts };

/** How often the progress is recorded at most: a page is a few tens of milliseconds, a progress bar needs no more. */
const PROGRESS_EVERY_MS = 250;

/**
 * One run of an import's job: its stream kept in memory (each record appends at the revision
 * it knows, so the growing stream is not read again), and the pages read since the last
 * progress recorded, summed until the next one. The cursor recorded is always that of the last
 * page whose entries are written: a run after a crash re-reads at most those pages, and their
 * comments are then skipped as already imported.
 */
class ImportRun {
  private pending: PageTally | null = null;
  private recordedAt = 0;

  constructor(
    private readonly importId: string,
    private readonly executor: StreamExecutor,
    public stream: LoadedStream<InstagramImportState>,
  ) {}

  async record(command: InstagramImportCommand): Promise<void> {
    const result = await this.executor.execute(instagramImportStream(this.importId), instagramImportDecider, command, { userId: null, correlationId: this.importId, causationId: null }, { from: this.stream });
    this.stream = { state: result.state, revision: result.revision, position: result.position };
  }

  async page(page: PageTally, now: number): Promise<void> {
    const p = this.pending;
    this.pending = p
      ? { after: page.after, feitos: p.feitos + page.feitos, importados: p.importados + page.importados, ignorados: addCounts(p.ignorados, page.ignorados) }
      : page;
    if (now - this.recordedAt >= PROGRESS_EVERY_MS) {
      this.recordedAt = now;
      await this.flush();
    }
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    await this.record({ type: 'RecordPage', ...pending });
  }

  fail(motivo: FailureMotivo): Promise<void> {
    return this.record({ type: 'FailImport', motivo, mensagem: FAILURE_MESSAGES[motivo] });
  }
}
