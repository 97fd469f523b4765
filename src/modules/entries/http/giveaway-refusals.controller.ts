import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { UuidParam } from '../../../platform/http/uuid-param';
import { RefusalReader } from '../application/read-refusals/refusal-reader';
import { entryErrors } from '../domain/entry.errors';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(entryErrors.giveawayNotFound);

@ApiTags('entries')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('giveaways/:id/refusals')
export class GiveawayRefusalsController {
  constructor(private readonly refusals: RefusalReader) {}

  @Get()
  @ApiOperation({ summary: 'Inscrições recusadas por regra antifraude (criador ou admin), mais novas primeiro' })
  @ApiErrors('NOT_GIVEAWAY_OWNER')
  list(@Param('id', GiveawayId) id: string, @Query() query: PageQueryDto, @CurrentUser() user: AuthUser) {
    return this.refusals.forGiveaway(id, user, query);
  }
}
