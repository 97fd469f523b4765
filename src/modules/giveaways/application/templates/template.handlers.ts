import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { templateStream } from '../../domain/giveaway.events';
import { templateDecider } from '../../domain/template.decider';
import { DeleteTemplateCommand, SaveTemplateCommand } from './template.commands';

@CommandHandler(SaveTemplateCommand)
export class SaveTemplateHandler implements ICommandHandler<SaveTemplateCommand> {
  constructor(
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ nome, camposFormulario, meta }: SaveTemplateCommand): Promise<{ id: string }> {
    const templateId = randomUUID();
    const result = await this.executor.execute(
      templateStream(templateId),
      templateDecider,
      { type: 'SaveTemplate', templateId, criadorId: meta.userId, nome, camposFormulario },
      meta,
    );
    await this.projections.waitFor(result.position);
    return { id: templateId };
  }
}

@CommandHandler(DeleteTemplateCommand)
export class DeleteTemplateHandler implements ICommandHandler<DeleteTemplateCommand> {
  constructor(
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ templateId, meta }: DeleteTemplateCommand): Promise<void> {
    const result = await this.executor.execute(templateStream(templateId), templateDecider, { type: 'DeleteTemplate', actorId: meta.userId }, meta);
    await this.projections.waitFor(result.position);
  }
}
