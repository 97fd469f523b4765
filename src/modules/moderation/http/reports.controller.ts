import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { FileReportCommand } from '../application/reports/report.commands';
import { moderationErrors } from '../domain/moderation.errors';
import { FileReportDto } from './dto/moderation.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(moderationErrors.giveawayNotFound);

@ApiTags('moderation')
@Controller('giveaways')
export class ReportsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reports')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Denuncia um sorteio (uma denúncia em aberto por pessoa e sorteio)' })
  @ApiErrors('CANNOT_REPORT_OWN_GIVEAWAY', 'REPORT_ALREADY_OPEN', 'CONCURRENCY_CONFLICT')
  file(@Param('id', GiveawayId) id: string, @Body() dto: FileReportDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new FileReportCommand(id, user.id, dto.motivo, dto.detalhes ?? null, { ...meta, userId: user.id }));
  }
}
