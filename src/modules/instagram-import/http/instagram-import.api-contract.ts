import type { Answers, InstagramImportJob, InstagramImportSkip, InstagramImportStatus, NoneMissing, ResolvedBy } from '@sorteios/api-contract';
import type { ImportJobReader } from '../application/import-job-reader';
import type { ImportStatus } from '../domain/instagram-import.decider';
import type { ImportSkip } from '../domain/instagram-import.events';

/*
 * What the import's answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** GET /api/jobs/:jobId. */
export type ImportJobAnswer = Answers<InstagramImportJob, ResolvedBy<ImportJobReader['job']>>;
/** GET /api/giveaways/:id/instagram-imports. */
export type ImportJobListAnswer = Answers<{ items: InstagramImportJob[] }, ResolvedBy<ImportJobReader['ofGiveaway']>>;
/** The SPA names every status and every reason: the unions are equal. */
export type StatusListed = NoneMissing<Exclude<ImportStatus, InstagramImportStatus> | Exclude<InstagramImportStatus, ImportStatus>>;
export type SkipListed = NoneMissing<Exclude<ImportSkip, InstagramImportSkip> | Exclude<InstagramImportSkip, ImportSkip>>;
