import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../../platform/auth/jwt.strategy';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader, PublicPerson, publicPersonOf } from '../../../accounts/accounts.public';
import { GiveawayCards, GiveawayLifecycles, isPresent } from '../../../giveaways/giveaways.public';
import { entryErrors } from '../../domain/entry.errors';
import type { EntryRefusalMotivo } from '../../domain/entry.events';
import { ENTRY_REFUSALS, RefusalView } from '../../projections/entry-refusals.projection';

export interface PresentedRefusal {
  id: string;
  tipo: RefusalView['tipo'];
  motivo: EntryRefusalMotivo;
  /** Masked ("b***@exemplo.com"); null for sign-ups, which keep only the domain. */
  email: string | null;
  dominio: string | null;
  participante: PublicPerson | null;
  at: string;
}

export type AdminRefusal = PresentedRefusal & { sorteio: { id: string; titulo: string } | null };

/** The refusals trail: a giveaway's for its creator (or an admin), every one for the admin area. */
@Injectable()
export class RefusalReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly giveaways: GiveawayLifecycles,
    private readonly cards: GiveawayCards,
    private readonly accounts: AccountReader,
  ) {}

  private get refusals() {
    return this.store.collection<RefusalView>(ENTRY_REFUSALS);
  }

  /** Newest first. Someone else's giveaway answers 403, as its entrants do. */
  async forGiveaway(giveawayId: string, viewer: AuthUser, query: PageRequest): Promise<Page<PresentedRefusal>> {
    const giveaway = await this.giveaways.of(giveawayId);
    if (!isPresent(giveaway)) throw entryErrors.giveawayNotFound();
    if (giveaway.criadorId !== viewer.id && !viewer.isAdmin) throw entryErrors.notOwner();
    const page = await paginate(this.refusals, { sorteioId: giveawayId }, { field: 'at', direction: -1 }, query);
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  /** Newest first, entries and sign-ups; `motivo` narrows to one rule. */
  async all(query: { motivo?: string; tipo?: RefusalView['tipo'] } & PageRequest): Promise<Page<AdminRefusal>> {
    const filter: Record<string, unknown> = {};
    if (query.motivo) filter.motivo = query.motivo;
    if (query.tipo) filter.tipo = query.tipo;
    const page = await paginate(this.refusals, filter, { field: 'at', direction: -1 }, query);
    const [items, titles] = await Promise.all([
      this.present(page.items),
      this.cards.summariesById(page.items.flatMap((r) => (r.sorteioId ? [r.sorteioId] : []))),
    ]);
    return {
      items: items.map((item, i) => {
        const summary = titles.get(page.items[i].sorteioId ?? '');
        return { ...item, sorteio: summary ? { id: summary.id, titulo: summary.titulo } : null };
      }),
      nextCursor: page.nextCursor,
    };
  }

  private async present(rows: RefusalView[]): Promise<PresentedRefusal[]> {
    const people = await this.accounts.byIds(rows.map((r) => r.participanteId));
    return rows.map((r) => {
      const person = r.participanteId ? people.get(r.participanteId) : undefined;
      return { id: r._id, tipo: r.tipo, motivo: r.motivo, email: r.email, dominio: r.dominio, participante: person ? publicPersonOf(person) : null, at: r.at };
    });
  }
}
