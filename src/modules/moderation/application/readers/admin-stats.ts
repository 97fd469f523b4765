import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/ddd/clock';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { AdminEntryReader } from '../../../entries/entries.public';
import { AdminGiveawayReader } from '../../../giveaways/giveaways.public';
import { REPORTS } from '../../projections/moderation.projection';
import { AuditReader } from './audit-reader';
import { saoPauloDay } from '../../../../platform/time/sao-paulo-day';

/**
 * Midnight of `now`'s day in São Paulo, as an ISO instant. Brazil has kept one offset all year
 * since 2019, but the offset is read from the time zone data rather than assumed.
 */
export function startOfDayInSaoPaulo(now: Date): string {
  const day = saoPauloDay(now);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return new Date(`${day}T00:00:00${offset || '-03:00'}`).toISOString();
}

/** /boss's counts: what needs an admin now, and what happened today and this week. */
@Injectable()
export class AdminStats {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
    private readonly audit: AuditReader,
    private readonly accounts: AccountReader,
    private readonly giveaways: AdminGiveawayReader,
    private readonly entries: AdminEntryReader,
  ) {}

  async get() {
    const now = this.clock.now();
    const today = startOfDayInSaoPaulo(now);
    const week = startOfDayInSaoPaulo(new Date(now.getTime() - 6 * 86_400_000));
    const reports = (status: string) => this.store.collection(REPORTS).count({ status });
    const [pendentes, emAnalise, suspensos, sorteiosHoje, sorteiosSemana, usuariosHoje, usuariosSemana, inscricoesHoje, ultimasAcoes] = await Promise.all([
      reports('pendente'),
      reports('em_analise'),
      this.giveaways.countSuspended(),
      this.giveaways.countCreatedSince(today),
      this.giveaways.countCreatedSince(week),
      this.accounts.countCreatedSince(today),
      this.accounts.countCreatedSince(week),
      this.entries.countCreatedSince(today),
      this.audit.latest(10),
    ]);
    return {
      desde: { hoje: today, semana: week },
      denuncias: { pendentes, emAnalise },
      sorteiosSuspensos: suspensos,
      novosSorteios: { hoje: sorteiosHoje, semana: sorteiosSemana },
      novosUsuarios: { hoje: usuariosHoje, semana: usuariosSemana },
      inscricoesHoje,
      ultimasAcoes,
    };
  }
}
