import { Inject, Injectable } from '@nestjs/common';
import type { PageConflict, PagesImportOutcome, PagesImportPreview } from '@sorteios/api-contract';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { PAGES, PageView } from '../projections/pages.projection';
import { CreatePageCommand, UpdatePageCommand } from './page.commands';
import { FilePage, openPages, PagesFile, sealPages } from './pages-file';

type Side = PageConflict['atual'];

const changesOf = (current: Side, incoming: Side): PageConflict['mudancas'] => {
  const changes: PageConflict['mudancas'] = [];
  // The decider trims titles: a file with a padded title changes nothing.
  if (incoming.titulo.trim() !== current.titulo) changes.push('titulo');
  if (incoming.conteudo !== current.conteudo) changes.push('conteudo');
  return changes;
};

/**
 * Every content page as one file, and a file imported back: first a preview (new addresses,
 * same address with other text, identical), then the import, written through the page
 * commands so each change is a PageCreated or PageUpdated in the page's own history. Pages
 * missing from the file are left alone.
 */
@Injectable()
export class PagesBackup {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  private current(): Promise<PageView[]> {
    return this.store.collection<PageView>(PAGES).find({}, { sort: { slug: 1 } });
  }

  async export(): Promise<PagesFile> {
    const posicao = await this.events.headPosition();
    await this.projections.waitFor(posicao);
    const pages = await this.current();
    return sealPages(
      { geradoEm: this.clock.now().toISOString(), posicao },
      pages.map(({ slug, titulo, conteudo, atualizadoEm }) => ({ slug, titulo, conteudo, atualizadoEm })),
    );
  }

  async preview(bytes: Buffer): Promise<PagesImportPreview> {
    return this.compare(await openPages(bytes));
  }

  private async compare(incoming: FilePage[]): Promise<PagesImportPreview> {
    const bySlug = new Map((await this.current()).map((p) => [p.slug, p]));
    const preview: PagesImportPreview = { novas: [], conflitos: [], iguais: [] };
    for (const page of incoming) {
      const current = bySlug.get(page.slug);
      if (!current) {
        preview.novas.push({ slug: page.slug, titulo: page.titulo.trim() });
        continue;
      }
      const mudancas = changesOf(current, page);
      if (mudancas.length === 0) preview.iguais.push(page.slug);
      else
        preview.conflitos.push({
          slug: page.slug,
          revision: current.revision,
          atual: { titulo: current.titulo, conteudo: current.conteudo },
          arquivo: { titulo: page.titulo.trim(), conteudo: page.conteudo },
          mudancas,
        });
    }
    return preview;
  }

  /**
   * `substituir`: the conflicts to replace, each with the revision the admin saw in the
   * preview. Everything is checked before the first write: a page that changed since the
   * preview (or appeared, or a replace the file has no conflict for) refuses the whole import.
   */
  async apply(bytes: Buffer, substituir: Record<string, number>, meta: CommandMetadata): Promise<PagesImportOutcome> {
    const incoming = await openPages(bytes);
    const preview = await this.compare(incoming);
    const conflicts = new Map(preview.conflitos.map((c) => [c.slug, c]));
    for (const [slug, revision] of Object.entries(substituir)) {
      const conflict = conflicts.get(slug);
      if (!conflict) throw new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { substituir: [`/pages/${slug} não tem conflito neste arquivo.`] } });
      if (conflict.revision !== revision) throw new DomainError('PRECONDITION_FAILED', `A página /pages/${slug} mudou desde a pré-visualização. Veja o que muda de novo. Nada foi importado.`);
    }
    const outcome: PagesImportOutcome = { criadas: [], atualizadas: [], mantidas: [...preview.iguais] };
    for (const page of preview.novas) {
      const file = incoming.find((p) => p.slug === page.slug)!;
      await this.commands.execute(new CreatePageCommand(file.slug, file.titulo, file.conteudo, meta));
      outcome.criadas.push(page.slug);
    }
    for (const conflict of preview.conflitos) {
      if (!(conflict.slug in substituir)) {
        outcome.mantidas.push(conflict.slug);
        continue;
      }
      const changes = Object.fromEntries(conflict.mudancas.map((field) => [field, conflict.arquivo[field]]));
      await this.commands.execute(new UpdatePageCommand(conflict.slug, changes, meta, conflict.revision));
      outcome.atualizadas.push(conflict.slug);
    }
    return outcome;
  }
}
