import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { LIVE_HUB, LiveHub } from '../live/live-hub.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { ProjectionsService } from '../projections/projections.service';

const check = async (probe: () => Promise<{ ok: boolean; detail?: string }>) => {
  try {
    return await probe();
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
};

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LIVE_HUB) private readonly live: LiveHub,
    private readonly projections: ProjectionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Estado dos adaptadores e atraso das projeções' })
  async health(@Res({ passthrough: true }) res: Response) {
    const [eventStore, readStore, jobs, liveHub] = await Promise.all([
      check(() => this.events.health()),
      check(() => this.reads.health()),
      check(() => this.jobs.health()),
      check(() => this.live.health()),
    ]);
    const lag = await this.projections.lag().catch(() => -1);
    const ok = eventStore.ok && readStore.ok && jobs.ok && liveHub.ok && this.projections.healthy();
    if (!ok) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ok ? 'ok' : 'degraded',
      adapters: {
        eventStore: { adapter: this.events.name, ...eventStore },
        readStore: { adapter: this.reads.name, ...readStore },
        jobs: { adapter: this.jobs.name, ...jobs },
        liveHub: { adapter: this.live.name, ...liveHub },
      },
      projections: { lag, running: this.projections.healthy() },
    };
  }
}
