import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { JOB_QUEUE, JobQueue } from '../../../platform/jobs/job-queue.port';
import { PeriodicPass } from '../../../platform/jobs/periodic-pass';
import { SecretUnreadable } from '../../../platform/secrets/secret-box';
import { instagramDecider } from '../domain/instagram.decider';
import type { InstagramDisconnectReason } from '../domain/instagram.events';
import { instagramStream } from '../domain/instagram.events';
import { InstagramConnections } from './instagram-connections';
import { InstagramGateway } from './instagram-gateway';
import { InstagramTokenExpired } from './instagram-graph.errors';
import { InstagramTokenVault } from './instagram-token-vault';

const DAY_MS = 86_400_000;
/** A long-lived token lasts 60 days; it is renewed once fewer than this many remain. */
export const REFRESH_WINDOW_DAYS = 10;
const BATCH = 500;

export const INSTAGRAM_REFRESH_JOB = 'instagram.refresh-token';
export interface InstagramRefreshJob {
  userId: string;
  conexaoId: string;
}

/**
 * Renews a connection's long-lived token (GET refresh_access_token) and records the new one,
 * sealed. Instagram refusing the token (190) or a token that no longer opens ends the
 * connection: nothing else would bring it back. Rate limits and outages throw, and the job
 * is retried with backoff.
 */
@Injectable()
export class InstagramTokenRefresher {
  private readonly logger = new Logger('InstagramTokenRefresher');

  constructor(
    private readonly connections: InstagramConnections,
    private readonly gateway: InstagramGateway,
    private readonly vault: InstagramTokenVault,
    private readonly executor: StreamExecutor,
    private readonly clock: Clock,
  ) {}

  async refresh({ userId, conexaoId }: InstagramRefreshJob): Promise<void> {
    const view = await this.connections.of(userId);
    // Disconnected, reconnected or renewed meanwhile: nothing left to do.
    if (!view || view.conexaoId !== conexaoId) return;
    if (Date.parse(view.expiraEm) - this.clock.now().getTime() > REFRESH_WINDOW_DAYS * DAY_MS) return;
    let token: string;
    try {
      token = this.vault.open(userId, view.tokenCifrado);
    } catch (err) {
      if (!(err instanceof SecretUnreadable)) throw err;
      return this.end(userId, conexaoId, 'token-ilegivel');
    }
    let fresh: { accessToken: string; expiresIn: number };
    try {
      fresh = await this.gateway.client().refresh(token);
    } catch (err) {
      if (!(err instanceof InstagramTokenExpired)) throw err;
      return this.end(userId, conexaoId, 'token-recusado');
    }
    const expiraEm = new Date(this.clock.now().getTime() + fresh.expiresIn * 1000).toISOString();
    const command = { type: 'RecordRefresh' as const, conexaoId, tokenCifrado: this.vault.seal(userId, fresh.accessToken), expiraEm };
    await this.executor.execute(instagramStream(userId), instagramDecider, command, { userId: null, correlationId: 'instagram-token-refresh' });
  }

  private async end(userId: string, conexaoId: string, motivo: InstagramDisconnectReason): Promise<void> {
    this.logger.warn({ userId, motivo }, 'Conexão com o Instagram encerrada: o token não serve mais');
    await this.executor.execute(instagramStream(userId), instagramDecider, { type: 'Disconnect', motivo, conexaoId }, { userId: null, correlationId: 'instagram-token-refresh' });
  }
}

/**
 * Finds the connections within REFRESH_WINDOW_DAYS of expiring and queues their renewal. A
 * PeriodicPass (on the auto-close's interval, where projections run), as the subscription
 * clock. The job id names the connection, its current expiry and the day: a renewal is queued
 * once a day until it succeeds (the expiry then moves), and never twice at once.
 */
@Injectable()
export class InstagramRefreshScheduler extends PeriodicPass {
  protected readonly logger = new Logger('InstagramRefreshScheduler');
  protected readonly failureMessage = 'Falha ao procurar conexões do Instagram para renovar; nova tentativa no próximo ciclo';

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly connections: InstagramConnections,
    private readonly gateway: InstagramGateway,
    private readonly clock: Clock,
  ) {
    super(config);
  }

  protected async pass(): Promise<void> {
    if (!this.gateway.configured) return;
    const now = this.clock.now();
    const due = await this.connections.expiringBy(new Date(now.getTime() + REFRESH_WINDOW_DAYS * DAY_MS).toISOString(), BATCH);
    const day = now.toISOString().slice(0, 10);
    for (const view of due) {
      const job: InstagramRefreshJob = { userId: view._id, conexaoId: view.conexaoId };
      await this.jobs.enqueue(INSTAGRAM_REFRESH_JOB, `${view.conexaoId}:${view.expiraEm}:${day}`, job, { attempts: 5, backoffMs: 60_000 });
    }
  }
}
