import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { Feed } from './application/feed/feed';
import { GiveawayCards } from './application/giveaway-cards';
import { PopularCreators } from './application/popular-creators/popular-creators';
import { SavedList } from './application/saved-list/saved-list';
import { ToggleSaveHandler } from './application/toggle-save/toggle-save.handler';
import { Wins } from './application/wins/wins';
import { DiscoveryController } from './http/discovery.controller';
import { SavedController } from './http/saved.controller';
import { popularityProjection } from './projections/popularity.projection';
import { salvosProjection } from './projections/salvos.projection';
import { vitoriasProjection } from './projections/vitorias.projection';

/** Saved giveaways, the feed, popular creators and my wins (issue 5). */
@Module({
  imports: [CqrsModule],
  controllers: [SavedController, DiscoveryController],
  providers: [ToggleSaveHandler, GiveawayCards, SavedList, Feed, PopularCreators, Wins],
})
export class DiscoveryModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(salvosProjection, popularityProjection, vitoriasProjection);
  }
}
