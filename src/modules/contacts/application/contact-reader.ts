import { Inject, Injectable } from '@nestjs/common';
import type { Contact, ContactsPage } from '@sorteios/api-contract';
import { PageRequest, paginate } from '../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { searchPattern } from '../../../platform/text/search-text';
import { CONTACT_GIVEAWAYS, CONTACTS, ContactGiveawayView, ContactView } from '../projections/contacts.projection';

/** A contact as the API answers it (the CSV export has the same columns). */
export type PresentedContact = Contact;

export interface ContactQuery extends PageRequest {
  /** Only this creator's contacts; every creator's when absent (admins only). */
  criadorId?: string;
  q?: string;
}

@Injectable()
export class ContactReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private filter({ criadorId, q }: ContactQuery): Record<string, unknown> {
    return {
      ...(criadorId ? { criadorId } : {}),
      ...(q?.trim() ? { busca: { $regex: searchPattern(q) } } : {}),
    };
  }

  /** Newest contact first, with the titles of the giveaways each one entered. */
  async list(query: ContactQuery): Promise<ContactsPage> {
    const collection = this.store.collection<ContactView>(CONTACTS);
    const filter = this.filter(query);
    const [page, total] = await Promise.all([paginate(collection, filter, { field: 'seq', direction: -1 }, query), collection.count(filter)]);
    return { items: await this.present(page.items), nextCursor: page.nextCursor, total };
  }

  /** Every matching contact, a batch at a time (the CSV export streams it). */
  async *all(query: Omit<ContactQuery, keyof PageRequest>): AsyncGenerator<PresentedContact> {
    const collection = this.store.collection<ContactView>(CONTACTS);
    let cursor: string | undefined;
    do {
      const page = await paginate(collection, this.filter(query), { field: 'seq', direction: -1 }, { limit: 100, cursor });
      yield* await this.present(page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  private async present(rows: ContactView[]): Promise<PresentedContact[]> {
    const ids = [...new Set(rows.flatMap((c) => c.sorteioIds))];
    const giveaways = ids.length ? await this.store.collection<ContactGiveawayView>(CONTACT_GIVEAWAYS).find({ _id: { $in: ids } }) : [];
    const titles = new Map(giveaways.map((g) => [g._id, g.titulo]));
    return rows.map((c) => ({
      email: c.email,
      nome: c.nome,
      username: c.username,
      criadorId: c.criadorId,
      sorteios: [...c.sorteioIds].reverse().map((id) => ({ id, titulo: titles.get(id) ?? '' })),
      ultimaInscricaoEm: c.ultimaInscricaoEm,
    }));
  }
}
