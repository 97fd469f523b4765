import { Inject, Injectable } from '@nestjs/common';
import { withTimeout } from '../async/deadline';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { LIVE_HUB, LiveHub } from '../live/live-hub.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';

/** How long one health probe may take: a paused server answers "not ok", never hangs a probe. */
export const PROBE_TIMEOUT_MS = 2000;

export interface AdapterStatus {
  adapter: string;
  ok: boolean;
  detail?: string;
}

export interface AdapterReport {
  eventStore: AdapterStatus;
  readStore: AdapterStatus;
  jobs: AdapterStatus;
  liveHub: AdapterStatus;
}

/**
 * The health of the servers behind the ports, each probe bounded. Read by readiness, and
 * by the projection runner before it parks a consumer (a failure during an outage is the
 * outage's, not the event's). The mailer is left out: mail waits in jobs, it never blocks.
 */
@Injectable()
export class AdapterHealth {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LIVE_HUB) private readonly live: LiveHub,
  ) {}

  async check(timeoutMs = PROBE_TIMEOUT_MS): Promise<AdapterReport> {
    const probe = async (adapter: string, run: () => Promise<{ ok: boolean; detail?: string }>): Promise<AdapterStatus> => {
      try {
        return { adapter, ...(await withTimeout(run(), timeoutMs, `health de ${adapter}`)) };
      } catch (err) {
        return { adapter, ok: false, detail: err instanceof Error ? err.message : String(err) };
      }
    };
    const [eventStore, readStore, jobs, liveHub] = await Promise.all([
      probe(this.events.name, () => this.events.health()),
      probe(this.reads.name, () => this.reads.health()),
      probe(this.jobs.name, () => this.jobs.health()),
      probe(this.live.name, () => this.live.health()),
    ]);
    return { eventStore, readStore, jobs, liveHub };
  }

  async allOk(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    return Object.values(await this.check(timeoutMs)).every((a) => a.ok);
  }
}
