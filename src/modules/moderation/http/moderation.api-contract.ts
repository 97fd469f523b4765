import type {
  AdminEntry,
  AdminGiveaway,
  AdminReport,
  AdminStats,
  AdminUser,
  Answers,
  AuditEntry,
  GiveawayTrail,
  Person,
  ReportDetail,
  ReportMotivo,
  ReportStatus,
  ResolvedBy,
  TrailStep,
} from '@sorteios/api-contract';
import type { AdminEntryReader } from '../../entries/entries.public';
import type { AdminGiveaway as ServerAdminGiveaway } from '../application/readers/admin-giveaways';
import type { AdminStats as AdminStatsReader } from '../application/readers/admin-stats';
import type { AdminUser as ServerAdminUser } from '../application/readers/admin-users';
import type { AuditEntry as ServerAuditEntry } from '../application/readers/audit-reader';
import type { AdminReport as ServerAdminReport, ReportReader } from '../application/readers/report-reader';
import type { TrailReader, TrailStep as ServerTrailStep } from '../application/readers/trail-reader';
import type { Person as ServerPerson } from '../application/people';
import type { ReportMotivo as ServerReportMotivo, ReportStatus as ServerReportStatus } from '../domain/report.events';

/*
 * What the admin API promises the SPA's /boss (@sorteios/api-contract), checked at compile
 * time: a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

export type PersonAnswer = Answers<Person, ServerPerson>;
export type TrailStepAnswer = Answers<TrailStep, ServerTrailStep>;
/** GET /api/admin/reports and GET /api/admin/reports/:id. */
export type AdminReportAnswer = Answers<AdminReport, ServerAdminReport>;
export type ReportDetailAnswer = Answers<ReportDetail, ResolvedBy<ReportReader['detail']>>;
/** The SPA lists every report status (its filter): the unions are equal. */
export type ReportStatusAnswer = Answers<ReportStatus, ServerReportStatus>;
export type ReportStatusListed = Answers<ServerReportStatus, ReportStatus>;
export type ReportMotivoAnswer = Answers<ReportMotivo, ServerReportMotivo>;
/** GET /api/admin/giveaways and its trail. */
export type AdminGiveawayAnswer = Answers<AdminGiveaway, ServerAdminGiveaway>;
export type GiveawayTrailAnswer = Answers<GiveawayTrail, ResolvedBy<TrailReader['ofGiveaway']>>;
/** GET /api/admin/entries. */
export type AdminEntryAnswer = Answers<AdminEntry, ResolvedBy<AdminEntryReader['page']>['items'][number]>;
/** GET /api/admin/users. */
export type AdminUserAnswer = Answers<AdminUser, ServerAdminUser>;
/** GET /api/admin/audit and the latest actions of the stats. */
export type AuditEntryAnswer = Answers<AuditEntry, ServerAuditEntry>;
/** GET /api/admin/stats. */
export type AdminStatsAnswer = Answers<AdminStats, ResolvedBy<AdminStatsReader['get']>>;
