import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import { UuidParam } from '../../../platform/http/uuid-param';
import { InsightsReader } from '../application/insights-reader';
import { insightRange } from '../domain/insight-range';
import { InsightRangeDto } from './dto/insight-range.dto';

const GiveawayId = new UuidParam(() => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));

@ApiTags('insights')
@ApiBearerAuth()
@Controller()
export class InsightsController {
  constructor(
    private readonly reader: InsightsReader,
    private readonly clock: Clock,
  ) {}

  @Get('giveaways/:id/insights')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Visualizações, visitantes, inscrições, conversão, origens e pico de espectadores de um sorteio (quem criou, admins)' })
  giveaway(@Param('id', GiveawayId) id: string, @Query() query: InsightRangeDto, @CurrentUser() user: AuthUser) {
    return this.reader.ofGiveaway(id, insightRange(query, this.clock.now()), user);
  }

  @Get('insights')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Os números de todos os meus sorteios' })
  mine(@Query() query: InsightRangeDto, @CurrentUser() user: AuthUser) {
    return this.reader.mine(user.id, insightRange(query, this.clock.now()));
  }

  @Get('admin/insights')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'A plataforma por dia: contas, sorteios criados, inscrições, visualizações, sorteios realizados' })
  platform(@Query() query: InsightRangeDto) {
    return this.reader.platform(insightRange(query, this.clock.now()));
  }
}
