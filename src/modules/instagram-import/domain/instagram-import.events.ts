import type { DomainEvent } from '../../../platform/ddd/decider';
import type { InstagramEntrySkip } from '../../entries/entries.public';
import type { CommentRules, RuleSkip } from './comment-rules';

/**
 * The published event contract of Instagram imports (issue 15): one stream per import job,
 * so its progress is durable and any API process answers GET /api/jobs/:jobId from the read
 * model. The entries themselves are EntrySubmitted events of origin `instagram`, on the
 * profiles' entry streams (entries' contract).
 */
export const instagramImportStream = (importId: string) => `instagram-import-${importId}`;

/** Why a comment made no entry: a rule of the import, or the entry's own decision. */
export type ImportSkip = RuleSkip | InstagramEntrySkip;
export type SkipCounts = Partial<Record<ImportSkip, number>>;

/** What an import has done so far (cumulative in every event that carries it). */
export interface ImportTally {
  /** Comments read and judged. */
  feitos: number;
  importados: number;
  ignorados: SkipCounts;
}

/** Why an import waits: Instagram asked for a pause, or did not answer. */
export type PauseMotivo = 'limite-da-api' | 'instagram-indisponivel';

/** Why an import stopped before the end. */
export type FailureMotivo = 'token-expirado' | 'nao-conectado' | 'sem-permissao' | 'post-nao-encontrado' | 'sorteio-fechado' | 'instagram-indisponivel' | 'erro';

/** `total`: the post's comment count when the import started (Instagram's `comments_count`). */
export type InstagramImportStarted = DomainEvent<
  'InstagramImportStarted',
  { importId: string; sorteioId: string; criadorId: string; mediaId: string; permalink: string; dono: string; regras: CommentRules; total: number }
>;
/** A page of comments judged and its entries recorded; `after` is the cursor of the next page (null: that was the last). */
export type InstagramImportPageRecorded = DomainEvent<'InstagramImportPageRecorded', { importId: string; after: string | null } & ImportTally>;
export type InstagramImportPaused = DomainEvent<'InstagramImportPaused', { importId: string; motivo: PauseMotivo; retomaEm: string; tentativa: number }>;
export type InstagramImportResumed = DomainEvent<'InstagramImportResumed', { importId: string }>;
export type InstagramImportCompleted = DomainEvent<'InstagramImportCompleted', { importId: string } & ImportTally>;
/** `mensagem`: pt-BR, for the creator (what happened and what to do). */
export type InstagramImportFailed = DomainEvent<'InstagramImportFailed', { importId: string; motivo: FailureMotivo; mensagem: string }>;

export type InstagramImportEvent =
  | InstagramImportStarted
  | InstagramImportPageRecorded
  | InstagramImportPaused
  | InstagramImportResumed
  | InstagramImportCompleted
  | InstagramImportFailed;
