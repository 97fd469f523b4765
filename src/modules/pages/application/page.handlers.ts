import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ExecutionResult, StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { PageState, pageDecider } from '../domain/page.decider';
import { pageErrors } from '../domain/page.errors';
import { isValidSlug, PageEvent, pageStream } from '../domain/page.events';
import { renderMarkdown } from './markdown-renderer';
import { CreatePageCommand, DeletePageCommand, UpdatePageCommand } from './page.commands';
import { PageReader, PresentedPage } from './page-reader';

/**
 * The page as it is after a write: from the read model once it has caught up, or, when the
 * projection lags past the wait, rendered from the decided state the same way it will be.
 */
async function pageAfter(result: ExecutionResult<PageEvent, PageState>, projections: ProjectionsService, reader: PageReader): Promise<PresentedPage> {
  const slug = result.state.slug!;
  if (await projections.waitFor(result.position)) {
    const page = await reader.find(slug);
    if (page && page.revision >= result.revision) return page;
  }
  const { titulo, conteudo } = result.state;
  const criadoEm = result.events[0]?.type === 'PageCreated' ? result.at : ((await reader.find(slug))?.criadoEm ?? result.at);
  return { slug, titulo, conteudo, html: renderMarkdown(conteudo), criadoEm, atualizadoEm: result.at, revision: result.revision };
}

@CommandHandler(CreatePageCommand)
export class CreatePageHandler implements ICommandHandler<CreatePageCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly reader: PageReader,
  ) {}

  async execute({ slug, titulo, conteudo, meta }: CreatePageCommand): Promise<PresentedPage> {
    if (!isValidSlug(slug)) throw pageErrors.invalidSlug();
    const result = await this.executor.execute(pageStream(slug), pageDecider, { type: 'CreatePage', slug, titulo, conteudo }, meta);
    return pageAfter(result, this.projections, this.reader);
  }
}

@CommandHandler(UpdatePageCommand)
export class UpdatePageHandler implements ICommandHandler<UpdatePageCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly reader: PageReader,
  ) {}

  async execute({ slug, changes, meta, ifMatch }: UpdatePageCommand): Promise<PresentedPage> {
    if (!isValidSlug(slug)) throw pageErrors.notFound();
    const result = await this.executor.execute(pageStream(slug), pageDecider, { type: 'UpdatePage', ...changes }, meta, { ifMatch });
    return pageAfter(result, this.projections, this.reader);
  }
}

@CommandHandler(DeletePageCommand)
export class DeletePageHandler implements ICommandHandler<DeletePageCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ slug, meta }: DeletePageCommand): Promise<void> {
    if (!isValidSlug(slug)) throw pageErrors.notFound();
    const result = await this.executor.execute(pageStream(slug), pageDecider, { type: 'DeletePage' }, meta);
    await this.projections.waitFor(result.position);
  }
}
