import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { RefusalReader } from '../application/read-refusals/refusal-reader';
import { AdminRefusalsQueryDto } from './dto/refusals-query.dto';

@ApiTags('admin: moderation')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/refusals')
export class AdminRefusalsController {
  constructor(private readonly refusals: RefusalReader) {}

  @Get()
  @ApiOperation({ summary: 'Inscrições e cadastros recusados por regra antifraude, mais novos primeiro; ?motivo= e ?tipo= filtram' })
  list(@Query() query: AdminRefusalsQueryDto) {
    return this.refusals.all(query);
  }
}
