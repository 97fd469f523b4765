import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { TokenScope } from '../../../platform/auth/token-scope.decorator';
import { GiveawayLists } from '../application/list-giveaways/giveaway-lists';
import { MyGiveawaysQueryDto } from './dto/list-query.dto';

@ApiTags('giveaways')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me/giveaways')
export class MyGiveawaysController {
  constructor(private readonly lists: GiveawayLists) {}

  @Get()
  @TokenScope('giveaways:read')
  @ApiOperation({ summary: 'Meus sorteios, em todos os status, mais novos primeiro' })
  mine(@CurrentUser() user: AuthUser, @Query() query: MyGiveawaysQueryDto) {
    return this.lists.mine(user.id, query);
  }
}
