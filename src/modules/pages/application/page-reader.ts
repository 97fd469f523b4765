import { Inject, Injectable } from '@nestjs/common';
import { Page, PageRequest, paginate } from '../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { pageErrors } from '../domain/page.errors';
import { isValidSlug } from '../domain/page.events';
import { PAGES, PageView, presentPage, presentPageSummary } from '../projections/pages.projection';

export type PresentedPage = ReturnType<typeof presentPage>;

@Injectable()
export class PageReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** An address that cannot be a slug names no page: the same 404 as an unknown one. */
  async get(slug: string): Promise<PresentedPage> {
    const page = isValidSlug(slug) ? await this.store.collection<PageView>(PAGES).findOne({ _id: slug }) : null;
    if (!page) throw pageErrors.notFound();
    return presentPage(page);
  }

  async find(slug: string): Promise<PresentedPage | null> {
    const page = await this.store.collection<PageView>(PAGES).findOne({ _id: slug });
    return page && presentPage(page);
  }

  /** Every page by address, for the admin list. */
  async list(request: PageRequest): Promise<Page<ReturnType<typeof presentPageSummary>>> {
    const page = await paginate(this.store.collection<PageView>(PAGES), {}, { field: 'slug', direction: 1 }, request);
    return { items: page.items.map(presentPageSummary), nextCursor: page.nextCursor };
  }
}
