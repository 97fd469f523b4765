import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Clock } from '../../platform/ddd/clock';
import { StreamExecutor } from '../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { DrawEntrants } from './application/draw-entrants';
import { DrawWinnersHandler } from './application/draw-winners.handler';
import { DrawsController } from './http/draws.controller';
import { drawCommitmentReactor } from './reactors/draw-commitment.reactor';

@Module({
  imports: [CqrsModule],
  controllers: [DrawsController],
  providers: [DrawEntrants, DrawWinnersHandler],
})
export class DrawsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    private readonly entrants: DrawEntrants,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.projections.register(drawCommitmentReactor(this.executor, this.entrants, this.clock));
  }
}
