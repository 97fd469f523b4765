import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { SearchReader } from './application/search/search-reader';
import { SearchController } from './http/search.controller';
import { SearchIndexProjection } from './projections/search-index.projection';

/** /api/search over the search index, a projection of giveaway and user events. */
@Module({
  controllers: [SearchController],
  providers: [SearchReader],
})
export class SearchModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    // One instance per application: its cache of stored vocabulary belongs to that app's read store.
    this.projections.register(new SearchIndexProjection());
  }
}
