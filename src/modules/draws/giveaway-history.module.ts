import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EntrantSet, SealedEntryLog } from '../entries/entries.public';
import { GiveawayLifecycles } from '../giveaways/giveaways.public';
import { SetEntrantListHandler } from './application/entrant-list.handler';
import { GiveawayHistory } from './application/giveaway-history';
import { PublicEntrantLists } from './application/public-entrant-list';
import { HistoryController } from './http/history.controller';
import { giveawayHistoryProjection } from './projections/giveaway-history.projection';

/** The public history of each giveaway and the entrant list its creator chooses to publish. */
@Module({
  imports: [CqrsModule],
  controllers: [HistoryController],
  providers: [EntrantSet, SealedEntryLog, GiveawayLifecycles, GiveawayHistory, PublicEntrantLists, SetEntrantListHandler],
})
export class GiveawayHistoryModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(giveawayHistoryProjection);
  }
}
