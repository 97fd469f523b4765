import type { Decider } from '../../../platform/ddd/decider';
import { pageErrors } from './page.errors';
import { isValidSlug, PageEvent } from './page.events';

export type PageCommand =
  | { type: 'CreatePage'; slug: string; titulo: string; conteudo: string }
  | { type: 'UpdatePage'; titulo?: string; conteudo?: string }
  | { type: 'DeletePage' }
  /** The pages every install starts with: written only on an address that never had a page. */
  | { type: 'SeedPage'; slug: string; titulo: string; conteudo: string };

export interface PageState {
  /** The address ever had a page (a deleted one included). */
  everCreated: boolean;
  exists: boolean;
  slug: string | null;
  titulo: string;
  conteudo: string;
}

const created = (slug: string, titulo: string, conteudo: string): PageEvent[] => {
  if (!isValidSlug(slug)) throw pageErrors.invalidSlug();
  if (!titulo.trim()) throw pageErrors.emptyTitle();
  return [{ type: 'PageCreated', data: { slug, titulo: titulo.trim(), conteudo } }];
};

export const pageDecider: Decider<PageCommand, PageEvent, PageState> = {
  initialState: { everCreated: false, exists: false, slug: null, titulo: '', conteudo: '' },
  decide(command, state) {
    switch (command.type) {
      case 'CreatePage':
        if (state.exists) throw pageErrors.slugTaken();
        return created(command.slug, command.titulo, command.conteudo);
      case 'SeedPage':
        // An admin who deleted a seeded page meant it: a restart does not bring it back.
        if (state.everCreated) return [];
        return created(command.slug, command.titulo, command.conteudo);
      case 'UpdatePage': {
        if (!state.exists) throw pageErrors.notFound();
        const changes: { titulo?: string; conteudo?: string } = {};
        if (command.titulo !== undefined) {
          const titulo = command.titulo.trim();
          if (!titulo) throw pageErrors.emptyTitle();
          if (titulo !== state.titulo) changes.titulo = titulo;
        }
        if (command.conteudo !== undefined && command.conteudo !== state.conteudo) changes.conteudo = command.conteudo;
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'PageUpdated', data: { slug: state.slug!, changes } }];
      }
      case 'DeletePage':
        if (!state.exists) throw pageErrors.notFound();
        return [{ type: 'PageDeleted', data: { slug: state.slug! } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PageCreated':
        return { everCreated: true, exists: true, slug: event.data.slug, titulo: event.data.titulo, conteudo: event.data.conteudo };
      case 'PageUpdated':
        return { ...state, ...event.data.changes };
      case 'PageDeleted':
        return { ...state, exists: false, titulo: '', conteudo: '' };
    }
  },
};
