import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { saoPauloDay } from '../../../platform/time/sao-paulo-day';
import { type CampaignViews, type ViewsCounted, viewsStream } from '../domain/views.events';
import { newDaySalt, sourceOf, visitorHash } from './visitor-hash';

/** How often the counts are recorded: a crash loses at most this much (docs/insights.md). */
export const FLUSH_INTERVAL_MS = 1000;

export interface View {
  giveawayId: string;
  ip: string;
  userAgent: string;
  referrer?: string;
  utm: { source: string; medium: string; campaign: string };
}

interface Tally {
  giveawayId: string;
  dia: string;
  visualizacoes: number;
  novosVisitantes: number;
  origens: Record<string, number>;
  campanhas: Map<string, CampaignViews>;
}

/**
 * Counts views in memory and records them as one ViewsCounted per giveaway and day each
 * interval. The day's salt and the visitors seen that day (hashes only) live here and go when
 * the day ends; nothing of them is ever written. A failed append keeps the counts for the next
 * interval. Each process has its own salt: behind several API replicas one person may count
 * once per replica a day (docs/insights.md).
 */
@Injectable()
export class ViewCounter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Views');
  private readonly ownHost: string;
  private day = { dia: '', salt: newDaySalt(), seen: new Set<string>() };
  private pending = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private dayKnown = '';
  private dayKnownUntil = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {
    this.ownHost = new URL(config.publicUrl).hostname.toLowerCase().replace(/^www\./, '');
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  count(view: View): void {
    const dia = this.today();
    if (dia !== this.day.dia) this.day = { dia, salt: newDaySalt(), seen: new Set() };
    const key = `${view.giveawayId}|${dia}`;
    let tally = this.pending.get(key);
    if (!tally) {
      tally = { giveawayId: view.giveawayId, dia, visualizacoes: 0, novosVisitantes: 0, origens: {}, campanhas: new Map() };
      this.pending.set(key, tally);
    }
    tally.visualizacoes++;
    const visitor = visitorHash(this.day.salt, view.ip, view.userAgent, view.giveawayId);
    if (!this.day.seen.has(visitor)) {
      this.day.seen.add(visitor);
      tally.novosVisitantes++;
      const origem = sourceOf(view.referrer, this.ownHost);
      tally.origens[origem] = (tally.origens[origem] ?? 0) + 1;
    }
    const { source, medium, campaign } = view.utm;
    if (source || medium || campaign) {
      const campaignKey = `${source}\0${medium}\0${campaign}`;
      const views = tally.campanhas.get(campaignKey) ?? { source, medium, campaign, visualizacoes: 0 };
      views.visualizacoes++;
      tally.campanhas.set(campaignKey, views);
    }
  }

  /**
   * São Paulo's day, formatted at most once a minute: its offsets are whole hours, so the day
   * only turns at a minute's start (formatting a date is a real share of a beacon's cost).
   */
  private today(): string {
    const now = this.clock.now().getTime();
    if (now >= this.dayKnownUntil) {
      this.dayKnown = saoPauloDay(new Date(now));
      this.dayKnownUntil = now - (now % 60_000) + 60_000;
    }
    return this.dayKnown;
  }

  /** Records what was counted since the last flush (public: tests and shutdown call it). */
  flush(): Promise<void> {
    this.flushing ??= this.record().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async record(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const at = this.clock.now().toISOString();
    await Promise.all(
      [...batch.values()].map(async (tally) => {
        const data: ViewsCounted['data'] = {
          giveawayId: tally.giveawayId,
          dia: tally.dia,
          visualizacoes: tally.visualizacoes,
          novosVisitantes: tally.novosVisitantes,
          origens: tally.origens,
          campanhas: [...tally.campanhas.values()],
        };
        try {
          await this.store.append(viewsStream(tally.giveawayId), [{ id: randomUUID(), type: 'ViewsCounted', data: { ...data }, metadata: { userId: null, correlationId: 'views', causationId: null, at } }], 'any');
        } catch (err) {
          this.logger.warn({ err, giveawayId: tally.giveawayId }, 'Contagem de visualizações não gravada; nova tentativa no próximo intervalo');
          this.restore(tally);
        }
      }),
    );
  }

  /** Puts a tally that could not be recorded back, merged with what arrived meanwhile. */
  private restore(tally: Tally): void {
    const key = `${tally.giveawayId}|${tally.dia}`;
    const current = this.pending.get(key);
    if (!current) return void this.pending.set(key, tally);
    current.visualizacoes += tally.visualizacoes;
    current.novosVisitantes += tally.novosVisitantes;
    for (const [origem, n] of Object.entries(tally.origens)) current.origens[origem] = (current.origens[origem] ?? 0) + n;
    for (const [k, c] of tally.campanhas) {
      const mine = current.campanhas.get(k);
      if (mine) mine.visualizacoes += c.visualizacoes;
      else current.campanhas.set(k, c);
    }
  }
}
