import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { InstagramComments, InstagramMediaInfo, InstagramRateLimited, InstagramTokenExpired, InstagramUnavailable } from '../../instagram/instagram.public';
import { Entitlements } from '../../plans/plans.public';
import { assertMayImport, instagramImportDecider } from '../domain/instagram-import.decider';
import { instagramImportErrors } from '../domain/instagram-import.errors';
import { instagramImportStream } from '../domain/instagram-import.events';
import { StartInstagramImportCommand } from './start-import.command';

/**
 * POST /api/giveaways/:id/instagram-import. Checks who may import into which giveaway before
 * Instagram is asked anything, then reads the post (it must be the connected account's; its
 * comment count is the progress total and its owner the creator's account the rules leave out)
 * and records InstagramImportStarted; the reactor queues the job that reads the comments.
 */
@CommandHandler(StartInstagramImportCommand)
export class StartInstagramImportHandler implements ICommandHandler<StartInstagramImportCommand> {
  constructor(
    private readonly lifecycles: GiveawayLifecycles,
    private readonly entitlements: Entitlements,
    private readonly instagram: InstagramComments,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, input, meta }: StartInstagramImportCommand): Promise<{ jobId: string }> {
    const [giveaway, plan] = await Promise.all([this.lifecycles.of(giveawayId), this.entitlements.of(meta.userId)]);
    const request = { giveaway, userId: meta.userId, planoInclui: plan.recursos.includes('instagram') };
    assertMayImport(request);
    const media = await this.mediaOf(meta.userId, input.mediaId);
    const importId = randomUUID();
    const result = await this.executor.execute(
      instagramImportStream(importId),
      instagramImportDecider,
      {
        type: 'StartImport',
        importId,
        giveawayId,
        mediaId: input.mediaId,
        regras: { mencoesMinimas: input.regras.mencoesMinimas, umaEntradaPorPerfil: input.regras.umaEntradaPorPerfil, hashtag: input.regras.hashtag ?? null, excluir: input.regras.excluir ?? [] },
        media: { permalink: media.permalink, ownerUsername: media.ownerUsername, commentsCount: media.commentsCount },
        ...request,
      },
      meta,
    );
    // GET /api/jobs/:jobId right after the 202 finds the job.
    await this.projections.waitFor(result.position);
    return { jobId: importId };
  }

  /** The Graph client's failures, as the same errors the Instagram connection answers. */
  private async mediaOf(userId: string, mediaId: string): Promise<InstagramMediaInfo> {
    try {
      return await this.instagram.media(userId, mediaId);
    } catch (err) {
      if (err instanceof InstagramRateLimited) throw instagramImportErrors.rateLimited(err.retryAfterMs);
      if (err instanceof InstagramTokenExpired) throw instagramImportErrors.tokenExpired();
      if (err instanceof InstagramUnavailable) throw instagramImportErrors.unavailable();
      throw err;
    }
  }
}
