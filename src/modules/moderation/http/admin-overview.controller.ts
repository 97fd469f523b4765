import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { AdminStats } from '../application/readers/admin-stats';
import { AuditReader } from '../application/readers/audit-reader';
import { AuditQueryDto } from './dto/moderation.dto';

@ApiTags('admin: moderation')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminOverviewController {
  constructor(
    private readonly stats: AdminStats,
    private readonly audit: AuditReader,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Contagens do painel e as últimas ações de moderação' })
  getStats() {
    return this.stats.get();
  }

  @Get('audit')
  @ApiOperation({ summary: 'Registro de auditoria: toda ação de admin, com quem, o quê, quando e por quê' })
  listAudit(@Query() query: AuditQueryDto) {
    return this.audit.list(query);
  }
}
