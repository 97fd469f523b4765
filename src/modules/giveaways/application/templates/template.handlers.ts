import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { TemplateSaved, templateStream } from '../../domain/giveaway.events';
import type { TemplateView } from '../../projections/templates.projection';
import { templateDecider } from '../../domain/template.decider';
import { DeleteTemplateCommand, SaveTemplateCommand } from './template.commands';

@CommandHandler(SaveTemplateCommand)
export class SaveTemplateHandler implements ICommandHandler<SaveTemplateCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  /** The saved template, as the list shows it: built from the event, so no read-model wait is needed. */
  async execute({ nome, camposFormulario, meta }: SaveTemplateCommand): Promise<Omit<TemplateView, '_id'>> {
    const templateId = randomUUID();
    const result = await this.executor.execute(
      templateStream(templateId),
      templateDecider,
      { type: 'SaveTemplate', templateId, criadorId: meta.userId, nome, camposFormulario },
      meta,
    );
    await this.projections.waitFor(result.position);
    const { templateId: id, ...saved } = (result.events[0] as TemplateSaved).data;
    return { id, ...saved, createdAt: result.at };
  }
}

@CommandHandler(DeleteTemplateCommand)
export class DeleteTemplateHandler implements ICommandHandler<DeleteTemplateCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ templateId, meta }: DeleteTemplateCommand): Promise<void> {
    const result = await this.executor.execute(templateStream(templateId), templateDecider, { type: 'DeleteTemplate', actorId: meta.userId }, meta);
    await this.projections.waitFor(result.position);
  }
}
