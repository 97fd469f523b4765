import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { Entitlements } from '../plans/plans.public';
import { InstagramAccess } from './application/instagram-access';
import {
  CompleteInstagramAuthorizationHandler,
  DisconnectInstagramHandler,
  StartInstagramAuthorizationHandler,
} from './application/instagram-authorization.handlers';
import { InstagramComments } from './application/instagram-comments';
import { InstagramConnections } from './application/instagram-connections';
import { InstagramGateway } from './application/instagram-gateway';
import { InstagramMediaReader } from './application/instagram-media-reader';
import { INSTAGRAM_REFRESH_JOB, InstagramRefreshJob, InstagramRefreshScheduler, InstagramTokenRefresher } from './application/instagram-token-refresher';
import { InstagramTokenVault } from './application/instagram-token-vault';
import { InstagramController } from './http/instagram.controller';
import { instagramConnectionsProjection } from './projections/instagram-connections.projection';

/**
 * Connect Instagram (issue 15, docs/outside-accounts.md): a professional account connected
 * through Instagram API with Instagram Login, its long-lived token sealed at rest and renewed
 * before it expires, its recent posts, and InstagramComments for the import of comments.
 */
@Module({
  imports: [CqrsModule],
  controllers: [InstagramController],
  providers: [
    StartInstagramAuthorizationHandler,
    CompleteInstagramAuthorizationHandler,
    DisconnectInstagramHandler,
    InstagramGateway,
    InstagramTokenVault,
    InstagramConnections,
    InstagramAccess,
    InstagramComments,
    InstagramMediaReader,
    InstagramTokenRefresher,
    InstagramRefreshScheduler,
    // Plans' public Entitlements (Instagram is a Pro feature) and what it reads the plan through.
    Entitlements,
    AccountIdentities,
    AccountReader,
  ],
  exports: [InstagramComments],
})
export class InstagramModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly refresher: InstagramTokenRefresher,
  ) {}

  onModuleInit(): void {
    this.projections.register(instagramConnectionsProjection);
    this.jobs.register<InstagramRefreshJob>(INSTAGRAM_REFRESH_JOB, (job) => this.refresher.refresh(job));
  }
}
