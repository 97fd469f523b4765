import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { Entitlements } from '../../../plans/plans.public';
import { UploadReader } from '../../../uploads/uploads.public';
import { giveawayDecider } from '../../domain/giveaway.decider';
import { giveawayErrors } from '../../domain/giveaway.errors';
import { GiveawayCreated, giveawayStream, templateStream } from '../../domain/giveaway.events';
import { GiveawayView, newGiveawayView } from '../../projections/giveaways.projection';
import { templateDecider } from '../../domain/template.decider';
import { prizeImageFacts } from '../prize-images';
import { CreateGiveawayCommand } from './create-giveaway.command';

/** A new draft; a template (of the same creator) gives the form when none is sent. It must fit the creator's plan. */
@CommandHandler(CreateGiveawayCommand)
export class CreateGiveawayHandler implements ICommandHandler<CreateGiveawayCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly entitlements: Entitlements,
    private readonly uploads: UploadReader,
  ) {}

  async execute({ input, meta }: CreateGiveawayCommand): Promise<{ id: string; revision: number; projected: boolean; view: GiveawayView }> {
    const { templateId, ...content } = input;
    let camposFormulario = content.camposFormulario;
    if (templateId) {
      const { state } = await this.executor.load(templateStream(templateId), templateDecider);
      if (!state.exists || state.deleted || state.criadorId !== meta.userId) throw giveawayErrors.templateNotFound();
      camposFormulario ??= state.camposFormulario;
    }
    const { nome, limites } = await this.entitlements.of(meta.userId);
    const uploads = await prizeImageFacts(this.uploads, content.premiosImagens);
    const giveawayId = randomUUID();
    const result = await this.executor.execute(
      giveawayStream(giveawayId),
      giveawayDecider,
      {
        type: 'CreateGiveaway',
        giveawayId,
        criadorId: meta.userId,
        templateId: templateId ?? null,
        limites: { plano: nome, ...limites },
        uploads,
        content: {
          ...content,
          imagemUrl: content.imagemUrl ?? null,
          regulamento: content.regulamento ?? null,
          camposFormulario: camposFormulario ?? [],
          // On unless the creator turns it off (issue 11): unconfirmed mass sign-ups made most fraudulent entries.
          exigirEmailConfirmado: content.exigirEmailConfirmado ?? true,
        },
      },
      meta,
    );
    const projected = await this.projections.waitFor(result.position);
    const created = result.events[0] as GiveawayCreated;
    return { id: giveawayId, revision: result.revision, projected, view: newGiveawayView(created.data, result.at, result.revision) };
  }
}
