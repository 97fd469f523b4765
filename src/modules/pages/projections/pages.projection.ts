import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { renderMarkdown } from '../application/markdown-renderer';
import type { PageEvent } from '../domain/page.events';

export const PAGES = 'pages';

export interface PageView {
  _id: string;
  slug: string;
  titulo: string;
  conteudo: string;
  /** conteudo rendered and sanitised; the SPA sanitises it again before showing it. */
  html: string;
  criadoEm: string;
  atualizadoEm: string;
  /** Revision of the page's stream (If-Match on PUT). */
  revision: number;
}

/**
 * The published pages. The HTML is rendered here, so a rebuild re-renders every page with
 * the sanitiser of the day. Replaying an event writes the same document again.
 */
export const pagesProjection: Projection = {
  name: 'pages',
  collections: [PAGES],

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const pages = store.collection<PageView>(PAGES);
    const event = { type: recorded.type, data: recorded.data } as PageEvent;
    const at = recorded.metadata.at;
    switch (event.type) {
      case 'PageCreated': {
        const { slug, titulo, conteudo } = event.data;
        await pages.replaceOne(
          { _id: slug },
          { _id: slug, slug, titulo, conteudo, html: renderMarkdown(conteudo), criadoEm: at, atualizadoEm: at, revision: recorded.revision },
          { upsert: true },
        );
        return;
      }
      case 'PageUpdated': {
        const { slug, changes } = event.data;
        const set: Partial<PageView> = { ...changes, atualizadoEm: at, revision: recorded.revision };
        if (changes.conteudo !== undefined) set.html = renderMarkdown(changes.conteudo);
        await pages.updateOne({ _id: slug }, { $set: set });
        return;
      }
      case 'PageDeleted':
        await pages.deleteOne({ _id: event.data.slug });
        return;
      default:
        return;
    }
  },
};

export function presentPage({ _id, ...page }: PageView) {
  return page;
}

export function presentPageSummary({ slug, titulo, criadoEm, atualizadoEm, revision }: PageView) {
  return { slug, titulo, criadoEm, atualizadoEm, revision };
}
