import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LIVE_HUB, LiveHub } from '../../platform/live/live-hub.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { LiveViews } from './application/live-views';
import { SpectateHandler } from './application/spectate.handler';
import { LiveController } from './http/live.controller';
import { LiveStreams } from './http/live-streams';
import { StreamQuota } from './http/stream-quota';
import { spectatorsProjection } from './projections/spectators.projection';
import { liveHubReactor } from './reactors/live-hub.reactor';

/** The live view of a draw: spectators, and the draw's moments pushed over Server-Sent Events. */
@Module({
  imports: [CqrsModule],
  controllers: [LiveController],
  providers: [
    LiveViews,
    LiveStreams,
    SpectateHandler,
    { provide: StreamQuota, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new StreamQuota(c.liveStreamLimits) },
  ],
})
export class LiveModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly views: LiveViews,
    @Inject(LIVE_HUB) private readonly hub: LiveHub,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.projections.register(spectatorsProjection, liveHubReactor(this.hub, this.views));
    // The reactor runs in the worker; without a shared hub an api process would never hear it.
    if ((this.config.role === 'api' || this.config.role === 'worker') && this.hub.name === 'in-process') {
      new Logger('LiveHub').warn('Sem REDIS_URL, a transmissão ao vivo não chega de um processo a outro: defina REDIS_URL ao separar api e worker');
    }
  }
}
