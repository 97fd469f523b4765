import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { ReportReader } from '../application/readers/report-reader';
import { ReviewReportCommand } from '../application/reports/report.commands';
import { moderationErrors } from '../domain/moderation.errors';
import { ReportListQueryDto, ReviewReportDto } from './dto/moderation.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const ReportId = new UuidParam(moderationErrors.reportNotFound);

@ApiTags('admin: moderation')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/reports')
export class AdminReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reports: ReportReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Denúncias, mais novas primeiro; ?status= e ?sorteioId= filtram' })
  list(@Query() query: ReportListQueryDto) {
    return this.reports.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Uma denúncia com todo o seu histórico (do registro de eventos)' })
  get(@Param('id', ReportId) id: string) {
    return this.reports.detail(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'pendente → em_analise → procedente | improcedente, com a resolução; procedente pode suspender o sorteio' })
  @ApiErrors('INVALID_REPORT_TRANSITION', 'VALIDATION_FAILED', 'CONCURRENCY_CONFLICT')
  review(@Param('id', ReportId) id: string, @Body() dto: ReviewReportDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ReviewReportCommand(id, dto.status, dto.resolucao ?? null, dto.suspender ?? false, { ...meta, userId: user.id }));
  }
}
