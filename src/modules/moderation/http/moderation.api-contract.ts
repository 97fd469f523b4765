import type { AdminEntry, AdminStats, Answers, GiveawayTrail, ReportMotivo, ReportStatus, ResolvedBy } from '@sorteios/api-contract';
import type { AdminEntryReader } from '../../entries/entries.public';
import type { AdminStats as AdminStatsReader } from '../application/readers/admin-stats';
import type { TrailReader } from '../application/readers/trail-reader';
import type { ReportMotivo as ServerReportMotivo, ReportStatus as ServerReportStatus } from '../domain/report.events';

/*
 * What the admin API promises the SPA's /boss (@sorteios/api-contract), checked at compile
 * time: a field renamed, retyped or dropped here fails `npm run typecheck`. The readers that
 * answer the contract's own types (Person, TrailStep, AdminReport, ReportDetail, AdminGiveaway,
 * AdminUser, AuditEntry) need no line here: the compiler checks them where they are built.
 */

/** The SPA lists every report status (its filter): the unions are equal. */
export type ReportStatusAnswer = Answers<ReportStatus, ServerReportStatus>;
export type ReportStatusListed = Answers<ServerReportStatus, ReportStatus>;
export type ReportMotivoAnswer = Answers<ReportMotivo, ServerReportMotivo>;
/** GET /api/admin/giveaways/:id/trail. */
export type GiveawayTrailAnswer = Answers<GiveawayTrail, ResolvedBy<TrailReader['ofGiveaway']>>;
/** GET /api/admin/entries. */
export type AdminEntryAnswer = Answers<AdminEntry, ResolvedBy<AdminEntryReader['page']>['items'][number]>;
/** GET /api/admin/stats. */
export type AdminStatsAnswer = Answers<AdminStats, ResolvedBy<AdminStatsReader['get']>>;
