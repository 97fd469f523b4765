import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { ADMIN_AUDIT, AuditEntryView, MODERATION_GIVEAWAYS, moderationProjection, ModerationGiveawayView, REPORTS, ReportView } from './moderation.projection';

const AT = '2026-03-10T12:00:00.000Z';

/** A log of events with positions 1, 2, 3…, each by `userId` (null: the system). */
function log(...events: Array<[string, Record<string, unknown>, (string | null)?]>): RecordedEvent[] {
  return events.map(([type, data, userId = null], i) => ({
    id: `e${i + 1}`,
    type,
    data,
    metadata: { userId, correlationId: 'c', causationId: null, at: AT },
    streamId: 's',
    revision: i,
    position: i + 1,
    recordedAt: AT,
  }));
}

const ref = (reportId: string) => ({ reportId, sorteioId: 'g1', userId: 'rita' });

/** Applies the log, then replays it from `from` on, as the runner does after a crash. */
async function projectWithReplay(events: RecordedEvent[], from: number): Promise<ReadStore> {
  const store = new EmbeddedReadStore();
  await moderationProjection.setup?.(store);
  for (const e of [...events, ...events.slice(from)]) await moderationProjection.apply(e, store);
  return store;
}

describe('moderation projection', () => {
  const events = log(
    ['GiveawayCreated', { giveawayId: 'g1', criadorId: 'cris', titulo: 'Kit' }, 'cris'],
    ['ReportFiled', { ...ref('r1'), motivo: 'fraude', detalhes: null }, 'rita'],
    ['ReportFiled', { ...ref('r2'), userId: 'sid', motivo: 'spam', detalhes: 'x' }, 'sid'],
    ['ReportReviewStarted', { ...ref('r1'), revisadoPor: 'admin', observacao: null }, 'admin'],
    ['ReportResolved', { ...ref('r1'), revisadoPor: 'admin', resultado: 'procedente', resolucao: 'Confirmado', suspender: true }, 'admin'],
    ['GiveawaySuspended', { giveawayId: 'g1', motivo: 'Confirmado', by: 'admin', reportId: 'r1' }, 'admin'],
    ['GiveawayUpdated', { giveawayId: 'g1', changes: { titulo: 'Kit novo' } }, 'cris'],
    ['PageCreated', { slug: 'termos-de-uso', titulo: 'Termos', conteudo: '' }],
    ['UserRolesChanged', { userId: 'sid', isPro: true, motivo: 'Parceiro' }, 'admin'],
  );

  it('counts a giveaway’s reports and open reports once, even when the log is replayed', async () => {
    for (const from of [0, 1, 3, 5]) {
      const store = await projectWithReplay(events, from);
      const g = await store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS).findOne({ _id: 'g1' });
      expect(g).toMatchObject({ titulo: 'Kit novo', criadorId: 'cris', denuncias: 2, denunciasAbertas: 1, suspenso: true, suspensao: { motivo: 'Confirmado', por: 'admin', em: AT, reportId: 'r1' } });
      const r1 = await store.collection<ReportView>(REPORTS).findOne({ _id: 'r1' });
      expect(r1).toMatchObject({ status: 'procedente', revisadoPor: 'admin', revisadoEm: AT, resolucao: 'Confirmado', suspender: true, seq: 2 });
    }
  });

  it('writes one audit entry per admin action, never one for the creator or the start-up seed', async () => {
    const store = await projectWithReplay(events, 3);
    const audit = await store.collection<AuditEntryView>(ADMIN_AUDIT).find({}, { sort: { seq: 1 } });
    expect(audit.map((a) => [a.acao, a.alvo.tipo, a.alvo.id, a.adminId, a.motivo])).toEqual([
      ['ReportReviewStarted', 'denuncia', 'r1', 'admin', null],
      ['ReportResolved', 'denuncia', 'r1', 'admin', 'Confirmado'],
      ['GiveawaySuspended', 'sorteio', 'g1', 'admin', 'Confirmado'],
      ['UserRolesChanged', 'usuario', 'sid', 'admin', 'Parceiro'],
    ]);
    expect(audit[3].detalhes).toEqual({ isPro: true });
  });

  it('audits a delete by someone other than the creator only, and keeps the giveaway known as deleted', async () => {
    const store = await projectWithReplay(
      log(
        ['GiveawayCreated', { giveawayId: 'g1', criadorId: 'cris', titulo: 'A' }, 'cris'],
        ['GiveawayCreated', { giveawayId: 'g2', criadorId: 'cris', titulo: 'B' }, 'cris'],
        ['GiveawayDeleted', { giveawayId: 'g1', deletedBy: 'cris', motivo: null }, 'cris'],
        ['GiveawayDeleted', { giveawayId: 'g2', deletedBy: 'admin', motivo: 'Golpe' }, 'admin'],
      ),
      0,
    );
    const audit = await store.collection<AuditEntryView>(ADMIN_AUDIT).find({});
    expect(audit.map((a) => [a.acao, a.alvo.id, a.motivo])).toEqual([['GiveawayDeleted', 'g2', 'Golpe']]);
    expect((await store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS).findOne({ _id: 'g1' }))?.excluido).toBe(true);
  });
});
