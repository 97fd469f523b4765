import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { TEMPLATES, TemplateView } from '../../projections/templates.projection';

export type PresentedTemplate = Omit<TemplateView, '_id'>;

const withoutKey = ({ _id, ...template }: TemplateView): PresentedTemplate => template;

/** A creator's saved forms, as the template picker lists them. */
@Injectable()
export class TemplateReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Newest first. */
  async mine(userId: string, request: PageRequest): Promise<Page<PresentedTemplate>> {
    const page = await paginate(this.store.collection<TemplateView>(TEMPLATES), { criadorId: userId }, { field: 'createdAt', direction: -1 }, request);
    return { items: page.items.map(withoutKey), nextCursor: page.nextCursor };
  }
}
