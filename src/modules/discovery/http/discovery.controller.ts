import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { Feed } from '../application/feed/feed';
import { PopularCreators } from '../application/popular-creators/popular-creators';
import { Wins } from '../application/wins/wins';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { PopularCreatorsQueryDto } from './dto/discovery-query.dto';

const POPULAR_DEFAULT = 6;

@ApiTags('discovery')
@Controller()
export class DiscoveryController {
  constructor(
    private readonly feed: Feed,
    private readonly popular: PopularCreators,
    private readonly wins: Wins,
  ) {}

  @Get('me/feed')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sorteios publicados por quem eu sigo, os mais novos primeiro' })
  myFeed(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.feed.of(user.id, query);
  }

  @Get('me/wins')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Os sorteios que ganhei (substituições aplicadas), cada um com o seu recibo' })
  myWins(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.wins.of(user.id, query);
  }

  @Get('creators/popular')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Criadores populares (mais seguidores, depois mais participantes); sem eu e quem eu já sigo' })
  popularCreators(@Query() query: PopularCreatorsQueryDto, @CurrentUser() user?: AuthUser) {
    return this.popular.list(query.limit ?? POPULAR_DEFAULT, user?.id);
  }
}
