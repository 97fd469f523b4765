import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry } from '@sorteios/api-contract';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { AdminGiveawayReader } from '../../../giveaways/giveaways.public';
import { ADMIN_AUDIT, AuditEntryView, AuditTarget } from '../../projections/moderation.projection';
import { peopleByIds } from '../people';

/** The admin audit log, newest first: what the admins did, read-only. */
@Injectable()
export class AuditReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
    private readonly giveaways: AdminGiveawayReader,
  ) {}

  async list(query: { alvo?: AuditTarget; adminId?: string } & PageRequest) {
    const filter: Record<string, unknown> = {};
    if (query.alvo) filter['alvo.tipo'] = query.alvo;
    if (query.adminId) filter.adminId = query.adminId;
    const page = await paginate(this.store.collection<AuditEntryView>(ADMIN_AUDIT), filter, { field: 'seq', direction: -1 }, query);
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  async latest(limit: number): Promise<AuditEntry[]> {
    return this.present(await this.store.collection<AuditEntryView>(ADMIN_AUDIT).find({}, { sort: { seq: -1 }, limit }));
  }

  /** `alvo.nome`: how a person reads the target (@username, a giveaway's title); `admin` null when the command line acted (admin:grant). */
  private async present(views: AuditEntryView[]): Promise<AuditEntry[]> {
    const targets = (tipo: AuditTarget) => views.filter((v) => v.alvo.tipo === tipo).map((v) => v.alvo.id);
    const [people, titles] = await Promise.all([
      peopleByIds(this.accounts, [...views.map((v) => v.adminId), ...targets('usuario')]),
      // A deleted giveaway has left the read model: it keeps its id only.
      this.giveaways.titles(targets('sorteio')),
    ]);
    const nameOf = ({ tipo, id }: AuditEntryView['alvo']) => {
      if (tipo === 'usuario') return people.has(id) ? `@${people.get(id)!.username}` : undefined;
      return tipo === 'sorteio' ? titles.get(id) : undefined;
    };
    return views.map((v) => ({
      id: v._id,
      em: v.em,
      acao: v.acao,
      alvo: { ...v.alvo, ...(nameOf(v.alvo) ? { nome: nameOf(v.alvo) } : {}) },
      motivo: v.motivo,
      detalhes: v.detalhes,
      admin: v.adminId ? (people.get(v.adminId) ?? null) : null,
      causadoPor: v.causadoPor,
    }));
  }
}
