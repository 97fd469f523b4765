import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountReader } from '../accounts/accounts.public';
import { GiveawayCards, GiveawayLifecycles } from '../giveaways/giveaways.public';
import { FollowReader } from '../social/social.public';
import { Feed } from './application/feed/feed';
import { PopularCreators } from './application/popular-creators/popular-creators';
import { SavedList } from './application/saved-list/saved-list';
import { ToggleSaveHandler } from './application/toggle-save/toggle-save.handler';
import { Wins } from './application/wins/wins';
import { DiscoveryController } from './http/discovery.controller';
import { SavedController } from './http/saved.controller';
import { popularityProjection } from './projections/popularity.projection';
import { savedGiveawaysProjection } from './projections/saved-giveaways.projection';
import { winsProjection } from './projections/wins.projection';

/** Saved giveaways, the feed, popular creators and my wins (issue 5). */
@Module({
  imports: [CqrsModule],
  controllers: [SavedController, DiscoveryController],
  providers: [
    ToggleSaveHandler,
    SavedList,
    Feed,
    PopularCreators,
    Wins,
    FollowReader,
    // Giveaways' cards and lifecycle, and accounts' people (which the cards read through).
    GiveawayCards,
    GiveawayLifecycles,
    AccountReader,
  ],
})
export class DiscoveryModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(savedGiveawaysProjection, popularityProjection, winsProjection);
  }
}
