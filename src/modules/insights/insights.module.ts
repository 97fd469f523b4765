import { Module, OnModuleInit } from '@nestjs/common';
import { EarlyRoutes } from '../../platform/http/early-routes';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { GiveawayLifecycles } from '../giveaways/giveaways.public';
import { Entitlements } from '../plans/plans.public';
import { InsightsReader } from './application/insights-reader';
import { ViewBeacons } from './application/view-beacons';
import { ViewCounter } from './application/view-counter';
import { ViewLimiter } from './application/view-limiter';
import { ViewableGiveaways } from './application/viewable-giveaways';
import { InsightsController } from './http/insights.controller';
import { viewBeaconRoute } from './http/view-beacon.route';
import { ViewsController } from './http/views.controller';
import { insightsProjection } from './projections/insights.projection';

/**
 * Insights (issue 13, docs/insights.md): views counted without cookies or stored IPs, recorded
 * once per giveaway per second, and the read models creators and admins read.
 */
@Module({
  controllers: [ViewsController, InsightsController],
  providers: [
    ViewBeacons,
    ViewCounter,
    ViewLimiter,
    ViewableGiveaways,
    InsightsReader,
    // Giveaways' lifecycle (may it be viewed?) and plans' entitlements (series and sources are Pro's).
    GiveawayLifecycles,
    Entitlements,
    AccountIdentities,
    AccountReader,
  ],
})
export class InsightsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly earlyRoutes: EarlyRoutes,
    private readonly beacons: ViewBeacons,
  ) {}

  onModuleInit(): void {
    this.projections.register(insightsProjection);
    this.earlyRoutes.add(viewBeaconRoute(this.beacons));
  }
}
