import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { UserEvent } from '../../accounts/domain/user.events';
import type { FeedbackEvent } from '../../feedback/domain/feedback.events';
import type { GiveawayEvent } from '../../giveaways/domain/giveaway.events';
import type { PageEvent } from '../../pages/domain/page.events';
import type { SubscriptionEvent } from '../../plans/domain/subscription.events';
import type { ReportEvent, ReportMotivo, ReportStatus } from '../domain/report.events';
import type { SuspensionEvent } from '../domain/suspension.events';

export const REPORTS = 'reports';
export const MODERATION_GIVEAWAYS = 'moderation-giveaways';
export const ADMIN_AUDIT = 'admin-audit';

export interface ReportView {
  _id: string;
  id: string;
  sorteioId: string;
  userId: string;
  motivo: ReportMotivo;
  detalhes: string | null;
  status: ReportStatus;
  criadoEm: string;
  revisadoPor: string | null;
  revisadoEm: string | null;
  observacao: string | null;
  resolucao: string | null;
  suspender: boolean;
  /** Log position of the filing: the lists' order and cursor. */
  seq: number;
}

/** Per giveaway, what moderation keeps: its reports (ids, so a replay counts nothing twice) and suspension. */
export interface ModerationGiveawayView {
  _id: string;
  criadorId: string | null;
  titulo: string;
  excluido: boolean;
  denunciaIds: string[];
  abertaIds: string[];
  denuncias: number;
  denunciasAbertas: number;
  suspenso: boolean;
  suspensao: { motivo: string; por: string | null; em: string; reportId: string | null } | null;
}

export type AuditTarget = 'denuncia' | 'sorteio' | 'usuario' | 'pagina' | 'feedback';

/** One admin action, as recorded: written once per event (`_id` = event id), never changed. */
export interface AuditEntryView {
  _id: string;
  seq: number;
  em: string;
  adminId: string | null;
  acao: string;
  alvo: { tipo: AuditTarget; id: string };
  motivo: string | null;
  detalhes: Record<string, unknown>;
  causadoPor: string | null;
}

type Event = ReportEvent | SuspensionEvent | GiveawayEvent | UserEvent | PageEvent | FeedbackEvent | SubscriptionEvent;

const emptyGiveaway = (id: string): Omit<ModerationGiveawayView, '_id'> & { _id: string } => ({
  _id: id,
  criadorId: null,
  titulo: '',
  excluido: false,
  denunciaIds: [],
  abertaIds: [],
  denuncias: 0,
  denunciasAbertas: 0,
  suspenso: false,
  suspensao: null,
});

/**
 * Reports, each giveaway's moderation (reports count, open reports, suspension) and the admin
 * audit log. Reports and giveaways take only values carried by the event ($set, $addToSet,
 * $pull and counts recomputed from the id sets), so a replay writes the same documents; an
 * audit entry is keyed by its event id, so it is written once and never updated.
 */
export const moderationProjection: Projection = {
  name: 'moderation',
  collections: [REPORTS, MODERATION_GIVEAWAYS, ADMIN_AUDIT],

  async setup(store: ReadStore) {
    await store.collection(REPORTS).createIndex({ status: 1, seq: -1 });
    await store.collection(REPORTS).createIndex({ sorteioId: 1, seq: -1 });
    await store.collection(MODERATION_GIVEAWAYS).createIndex({ denuncias: 1 });
    await store.collection(ADMIN_AUDIT).createIndex({ seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const reports = store.collection<ReportView>(REPORTS);
    const giveaways = store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS);
    const at = recorded.metadata.at;
    const event = { type: recorded.type, data: recorded.data } as Event;

    const audit = (alvo: AuditEntryView['alvo'], motivo: string | null, detalhes: Record<string, unknown> = {}) =>
      store.collection<AuditEntryView>(ADMIN_AUDIT).replaceOne(
        { _id: recorded.id },
        {
          _id: recorded.id,
          seq: recorded.position,
          em: at,
          adminId: recorded.metadata.userId,
          acao: recorded.type,
          alvo,
          motivo,
          detalhes,
          causadoPor: recorded.metadata.causationId,
        },
        { upsert: true },
      );
    const changeGiveaway = async (id: string, update: Record<string, unknown>) => {
      await giveaways.updateOne({ _id: id }, update, { upsert: true });
      const doc = await giveaways.findOne({ _id: id });
      if (!doc) return;
      const counts = { denuncias: doc.denunciaIds?.length ?? 0, denunciasAbertas: doc.abertaIds?.length ?? 0 };
      const missing = Object.fromEntries(Object.entries(emptyGiveaway(id)).filter(([key]) => !(key in doc)));
      await giveaways.updateOne({ _id: id }, { $set: { ...missing, ...counts } });
    };

    switch (event.type) {
      case 'ReportFiled': {
        const { reportId, sorteioId, userId, motivo, detalhes } = event.data;
        const view: ReportView = {
          _id: reportId,
          id: reportId,
          sorteioId,
          userId,
          motivo,
          detalhes,
          status: 'pendente',
          criadoEm: at,
          revisadoPor: null,
          revisadoEm: null,
          observacao: null,
          resolucao: null,
          suspender: false,
          seq: recorded.position,
        };
        await reports.replaceOne({ _id: reportId }, view, { upsert: true });
        await changeGiveaway(sorteioId, { $addToSet: { denunciaIds: reportId, abertaIds: reportId } });
        return;
      }
      case 'ReportReviewStarted': {
        const { reportId, revisadoPor, observacao, sorteioId } = event.data;
        await reports.updateOne({ _id: reportId }, { $set: { status: 'em_analise', revisadoPor, revisadoEm: at, observacao } });
        await audit({ tipo: 'denuncia', id: reportId }, observacao, { sorteioId, status: 'em_analise' });
        return;
      }
      case 'ReportResolved': {
        const { reportId, revisadoPor, resultado, resolucao, suspender, sorteioId } = event.data;
        await reports.updateOne({ _id: reportId }, { $set: { status: resultado, revisadoPor, revisadoEm: at, resolucao, suspender } });
        await changeGiveaway(sorteioId, { $pull: { abertaIds: reportId } });
        await audit({ tipo: 'denuncia', id: reportId }, resolucao, { sorteioId, status: resultado, suspender });
        return;
      }
      case 'GiveawayCreated':
        await changeGiveaway(event.data.giveawayId, { $set: { criadorId: event.data.criadorId, titulo: event.data.titulo } });
        return;
      case 'GiveawayUpdated':
        if (event.data.changes.titulo !== undefined) await changeGiveaway(event.data.giveawayId, { $set: { titulo: event.data.changes.titulo } });
        return;
      case 'GiveawayDeleted': {
        const { giveawayId, deletedBy, motivo } = event.data;
        const known = await giveaways.findOne({ _id: giveawayId });
        await changeGiveaway(giveawayId, { $set: { excluido: true } });
        // A creator deleting their own giveaway is not an admin action.
        if (known?.criadorId !== deletedBy) await audit({ tipo: 'sorteio', id: giveawayId }, motivo);
        return;
      }
      case 'GiveawaySuspended': {
        const { giveawayId, motivo, by, reportId } = event.data;
        await changeGiveaway(giveawayId, { $set: { suspenso: true, suspensao: { motivo, por: by, em: at, reportId } } });
        await audit({ tipo: 'sorteio', id: giveawayId }, motivo, { reportId });
        return;
      }
      case 'GiveawayReinstated': {
        const { giveawayId, motivo } = event.data;
        await changeGiveaway(giveawayId, { $set: { suspenso: false, suspensao: null } });
        await audit({ tipo: 'sorteio', id: giveawayId }, motivo);
        return;
      }
      case 'UserRolesChanged': {
        const { userId, motivo, ...roles } = event.data;
        await audit({ tipo: 'usuario', id: userId }, motivo ?? null, roles);
        return;
      }
      // Pro granted or taken away by an admin (plans' events; the payment provider's are not admin actions).
      case 'ProActivated':
      case 'ProExpired':
        if (event.data.origem === 'admin' && recorded.metadata.userId) {
          await audit({ tipo: 'usuario', id: event.data.userId }, event.data.motivo ?? null, { isPro: event.type === 'ProActivated' });
        }
        return;
      case 'UserDisabled':
        await audit({ tipo: 'usuario', id: event.data.userId }, event.data.motivo, { disabled: true });
        return;
      case 'UserEnabled':
        await audit({ tipo: 'usuario', id: event.data.userId }, event.data.motivo ?? null, { disabled: false });
        return;
      case 'PageCreated':
        // The start-up seed writes pages too (no user): only admins' pages are admin actions.
        if (recorded.metadata.userId) await audit({ tipo: 'pagina', id: event.data.slug }, null, { titulo: event.data.titulo });
        return;
      case 'PageUpdated':
        await audit({ tipo: 'pagina', id: event.data.slug }, null, { campos: Object.keys(event.data.changes) });
        return;
      case 'PageDeleted':
        await audit({ tipo: 'pagina', id: event.data.slug }, null);
        return;
      case 'FeedbackMarkedRead':
      case 'FeedbackMarkedUnread':
      case 'FeedbackReplied':
        await audit({ tipo: 'feedback', id: event.data.feedbackId }, null);
        return;
      default:
        return;
    }
  },
};
