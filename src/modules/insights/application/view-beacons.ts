import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/ddd/domain-error';
import { UuidParam } from '../../../platform/http/uuid-param';
import type { ViewBeacon } from '@sorteios/api-contract';
import { ViewCounter } from './view-counter';
import { ViewLimiter } from './view-limiter';
import { ViewableGiveaways } from './viewable-giveaways';
import { isBotAgent } from './visitor-hash';

const notFound = () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado');
const giveawayId = new UuidParam(notFound);

/**
 * One view beacon, from the early route (the usual path) or the controller: the address's
 * rate limit, then the giveaway (404 unless anyone may see it), then the bot filter (a bot's
 * view is accepted and not counted), then the count.
 */
@Injectable()
export class ViewBeacons {
  constructor(
    private readonly counter: ViewCounter,
    private readonly limiter: ViewLimiter,
    private readonly viewable: ViewableGiveaways,
  ) {}

  async accept(rawId: string, beacon: ViewBeacon, ip: string, userAgent: string | undefined): Promise<void> {
    const id = giveawayId.transform(rawId);
    await this.limiter.consume(ip);
    if (!(await this.viewable.isViewable(id))) throw notFound();
    if (isBotAgent(userAgent)) return;
    this.counter.count({
      giveawayId: id,
      ip,
      userAgent: userAgent!,
      referrer: beacon.origem,
      utm: { source: beacon.utm_source ?? '', medium: beacon.utm_medium ?? '', campaign: beacon.utm_campaign ?? '' },
    });
  }
}
