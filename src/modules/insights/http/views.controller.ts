import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../../../platform/ddd/domain-error';
import { UuidParam } from '../../../platform/http/uuid-param';
import { ViewCounter } from '../application/view-counter';
import { ViewLimiter } from '../application/view-limiter';
import { ViewableGiveaways } from '../application/viewable-giveaways';
import { isBotAgent } from '../application/visitor-hash';
import { ViewBeaconDto } from './dto/view-beacon.dto';

const GiveawayId = new UuidParam(() => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));

@ApiTags('insights')
@Controller('giveaways')
export class ViewsController {
  constructor(
    private readonly counter: ViewCounter,
    private readonly limiter: ViewLimiter,
    private readonly viewable: ViewableGiveaways,
  ) {}

  /** 202 always once accepted: a bot's view is accepted and not counted. */
  @Post(':id/views')
  @HttpCode(202)
  @ApiOperation({ summary: 'Conta uma visualização do sorteio (navigator.sendBeacon): sem cookie, sem guardar o IP' })
  async view(@Param('id', GiveawayId) id: string, @Body() dto: ViewBeaconDto, @Req() req: Request): Promise<void> {
    const ip = req.ip ?? '';
    await this.limiter.consume(ip);
    if (!(await this.viewable.isViewable(id))) throw new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado');
    const userAgent = req.headers['user-agent'];
    if (isBotAgent(userAgent)) return;
    this.counter.count({
      giveawayId: id,
      ip,
      userAgent: userAgent!,
      referrer: dto.origem,
      utm: { source: dto.utm_source ?? '', medium: dto.utm_medium ?? '', campaign: dto.utm_campaign ?? '' },
    });
  }
}
