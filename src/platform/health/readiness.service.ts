import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Role } from '../../config/app-config';
import { ProjectionsService, ProjectionsStatus } from '../projections/projections.service';
import { AdapterHealth, AdapterReport, PROBE_TIMEOUT_MS } from './adapter-health';

export interface HealthReport {
  status: 'ok' | 'degraded';
  role: Role;
  adapters: AdapterReport;
  projections: ProjectionsStatus & { maxLag: number };
  /** Why the answer is 503, one pt-BR line per reason; empty when ready. */
  problems: string[];
}

/**
 * Readiness, the same in every role (the API's /api/health and the worker's health port):
 * ready when every adapter answers, no consumer is parked or stopped, and the projections
 * are at most READINESS_MAX_LAG positions behind the log. Every probe is bounded, so the
 * answer comes within a few seconds even with a server paused.
 */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapters: AdapterHealth,
    private readonly projections: ProjectionsService,
  ) {}

  async report(): Promise<HealthReport> {
    const [adapters, projections] = await Promise.all([this.adapters.check(PROBE_TIMEOUT_MS), this.projections.status(PROBE_TIMEOUT_MS)]);
    const maxLag = this.config.readinessMaxLag;
    const problems = [
      ...Object.entries(adapters).flatMap(([port, a]) => (a.ok ? [] : [`${port} (${a.adapter}) indisponível: ${a.detail ?? 'sem detalhe'}`])),
      ...projections.parked.map((p) => `${p.consumer} parado no evento ${p.eventType} ${p.eventId} (posição ${p.position}): ${p.error}`),
      ...(!projections.running && projections.parked.length === 0 ? ['as projeções não estão rodando'] : []),
      ...(projections.lag < 0 ? ['atraso das projeções desconhecido (checkpoints ou log sem resposta)'] : []),
      ...(projections.lag > maxLag ? [`atraso das projeções ${projections.lag} acima de READINESS_MAX_LAG (${maxLag})`] : []),
    ];
    return {
      status: problems.length === 0 ? 'ok' : 'degraded',
      role: this.config.role,
      adapters,
      projections: { ...projections, maxLag },
      problems,
    };
  }
}
